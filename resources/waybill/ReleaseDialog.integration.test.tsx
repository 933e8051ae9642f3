/**
 * The signing dialog (issue 29 §2) through the console's real api client against the real
 * platform in-process: the summary and the signature's meaning are shown, a wrong password is
 * refused at its field (the comment kept, the password cleared, nothing stored), the right one
 * stores the signature.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { api } from '../../src/api';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { ReleaseDialog } from './ReleaseDialog';
import { waybillAction } from './waybillApi';

vi.setConfig({ testTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);

async function arrivedWaybill(): Promise<number> {
  const { db } = harness().platform.app;
  const asset = await db.selectFrom('records').select('id').where('resource', '=', 'asset').orderBy('id').executeTakeFirstOrThrow();
  const party = { institution: 'Depot' };
  const created = await api.post<{ id: number }>('/waybill', { number: 'WB-SIGN-1', minTemperature: 2, maxTemperature: 8, consignor: party, consignee: party, assets: [asset.id] });
  await waybillAction(created.id, 'depart');
  harness().platform.clock.advance(600);
  await waybillAction(created.id, 'deliver');
  return created.id;
}

const signatures = (id: number) => harness().platform.app.db.selectFrom('waybill_signatures').selectAll().where('waybill_id', '=', id).execute();

describe('ReleaseDialog', () => {
  it('shows the summary and the meaning, refuses a wrong password at its field, and signs with the right one', async () => {
    const id = await arrivedWaybill();
    const onDone = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <ReleaseDialog id={id} number="WB-SIGN-1" open onClose={vi.fn()} onDone={onDone} />
      </AdminContext>,
    );
    await screen.findByText(/I release the goods/, undefined, { timeout: 20_000 });
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Within limits' } });
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: 'Wrong@0000' } });
    fireEvent.click(sign);
    await screen.findByText('The password is incorrect: the signature is refused', undefined, { timeout: 20_000 });
    expect((screen.getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe('Within limits');
    expect((screen.getByLabelText(/^Your password/) as HTMLInputElement).value).toBe('');
    expect(await signatures(id)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();

    // the other decision states its own meaning
    fireEvent.click(screen.getByLabelText('Do not release'));
    await screen.findByText(/I refuse to release the goods/);
    fireEvent.click(screen.getByLabelText('Release'));

    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: ADMIN.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 20_000 });
    const [stored] = await signatures(id);
    expect(stored).toMatchObject({ decision: 'release', comment: 'Within limits', voided_at: null });
    expect(stored!.meaning).toMatch(/I release the goods/);
  });
});
