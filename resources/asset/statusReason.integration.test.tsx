/**
 * The asset form's status reason (issue 29 §5, `x-ui.fields.statusReason.whenChanged: "status"`)
 * against the real platform in-process: an edit that keeps the status has no reason field and
 * saves without one (no history written); changing the status shows the field, required, hides it
 * again when the status goes back, and the reason saved is the history's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { api } from '../../src/api';
import { SchemaEdit } from '../../src/framework/form/SchemaEdit';
import { SchemaRegistryContext } from '../../src/framework/schema/SchemaRegistryContext';
import { renderLivePage } from '../../test/support/livePage';
import { loggedInPlatform } from '../../test/support/platformClient';

// a platform starts per test: slow on a loaded machine
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const harness = loggedInPlatform();

function AssetEdit({ id, onClose }: { id: number; onClose(): void }) {
  const registry = useContext(SchemaRegistryContext)!;
  return <SchemaEdit entity={registry.entities.get('asset')!} id={id} title="Asset" onClose={onClose} />;
}

const reasonInput = () => screen.queryByRole('textbox', { name: /^Reason for the status change/ }) ?? screen.queryByRole('combobox', { name: /^Reason for the status change/ });

describe('the asset form’s status reason', () => {
  it('asks for a reason only when the status changes, and the server keeps it in the history', async () => {
    const { platform } = harness();
    const { organization_id: organizationId } = await platform.app.db.selectFrom('users').select('organization_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const { id } = await api.post<{ id: number }>('/asset', { role: 3, name: 'ReasonBox', type: 'ordinary', status: 1, organizationId });
    const history = () => platform.app.db.selectFrom('asset_history').select(['from_status', 'to_status', 'reason']).where('asset_id', '=', id).orderBy('id').execute();
    const created = await history();
    const user = userEvent.setup();

    // an edit that keeps the status: no reason asked, and none needed
    let closed = 0;
    const first = await renderLivePage(<AssetEdit id={id} onClose={() => (closed += 1)} />, { path: '/asset/box', pattern: '/asset/box' });
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('ReasonBox'));
    expect(reasonInput()).toBeNull();
    await user.clear(name);
    await user.type(name, 'ReasonBox2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(await api.get(`/asset/${id}`)).toMatchObject({ name: 'ReasonBox2', status: 1 });
    expect(await history()).toEqual(created);
    first.unmount();

    // the status changed: the reason shows, required; back to the stored status, it goes
    await renderLivePage(<AssetEdit id={id} onClose={() => (closed += 1)} />, { path: '/asset/box', pattern: '/asset/box' });
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /^Name/ })).toHaveValue('ReasonBox2'));
    const status = within(again).getByRole('combobox', { name: /^Status/ });
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Under repair' }));
    await waitFor(() => expect(reasonInput()).not.toBeNull());
    expect(screen.getByText('Reason for the status change').closest('label')).toHaveTextContent('*');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Normal' }));
    await waitFor(() => expect(reasonInput()).toBeNull());

    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Under repair' }));
    await waitFor(() => expect(reasonInput()).not.toBeNull());
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('This field is required')).toBeInTheDocument();
    expect(await history()).toEqual(created);
    await user.type(reasonInput()!, 'Compressor fault');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toBe(2));
    expect(await history()).toEqual([...created, { from_status: 1, to_status: 3, reason: 'Compressor fault' }]);
  });
});
