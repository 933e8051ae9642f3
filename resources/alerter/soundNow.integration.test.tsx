/**
 * "Sound now" through the console's real client against the real platform in-process: the
 * command is recorded as an alerter notification and the dialog follows it to its final state.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SoundNowButton } from './SoundNowButton';

vi.setConfig({ testTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);
const access = { create: true, edit: true, delete: true, export: true, import: true };

describe('Sound now against the platform', () => {
  it('records the test sound and shows its final state', async () => {
    const { data: alerter } = await createDataProvider().create('alerter', { data: { name: 'Siren9', number: '20249999', enabled: true } });
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <SoundNowButton resource="alerter" page="devicealert" record={alerter} access={access} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sound now' }));
    expect(await screen.findByRole('dialog', { name: 'Sound Siren9' })).toBeInTheDocument();
    // the notifier (ticked here: the test platform runs no timer of its own) hands it to the
    // simulated provider, whose answer comes after a realistic delay
    await screen.findByText(/^State: /);
    await harness().platform.app.alarmNotifier.tick();
    expect(await screen.findByText('State: In progress', {}, { timeout: 10_000 })).toBeInTheDocument();
    harness().platform.clock.advance(120);
    await harness().platform.app.alarmNotifier.tick();
    expect(await screen.findByText(/^State: (Success|Failed)$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const row = await harness()
      .platform.app.db.selectFrom('alarm_notifications')
      .select(['channel', 'address', 'state'])
      .where('receiver_name', '=', 'Siren9')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'alerter', address: '20249999' });
    expect(['success', 'failed']).toContain(row.state);
  });
});
