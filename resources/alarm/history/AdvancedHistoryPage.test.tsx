/**
 * The advanced alarm history against the real platform in-process: the same rows, each opening
 * its notifications (channel, receiver, masked address, send and call state, the reason's text).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchServerRoutes } from '../../../src/providers/routesProvider';
import { insertAlarm, insertNotifications } from '../../../test/support/alarmPageFixture';
import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { AdvancedHistoryPage } from './AdvancedHistoryPage';

vi.setConfig({ testTimeout: 30_000 });
// the platform answers in-process: on a loaded machine a page's first answer can take over a second
configure({ asyncUtilTimeout: 5000 });

const harness = loggedInPlatform();

describe('AdvancedHistoryPage', () => {
  it('opens each alarm’s notifications with their states and reasons', async () => {
    const user = userEvent.setup();
    const { platform } = harness();
    await fetchServerRoutes();
    const now = Math.floor(platform.clock.now() / 1000);
    const fleet = await newFleet(platform, 'admin0001');
    const device = await addFleetDevice(platform, fleet, { name: 'AAH fridge', number: '88710001' });
    const alarm = await insertAlarm(platform, fleet, { deviceId: device, createdAt: now - 3600, level: 2 });
    await insertNotifications(platform, fleet, alarm, device, [
      { channel: 'sms', receiverName: 'Zhang San', address: '13800000001', state: 'success', createdAt: now - 3500 },
      {
        channel: 'voice',
        receiverName: 'Zhang San',
        address: '13800000001',
        state: 'failed',
        callState: 'notAnswered',
        reason: 'insufficientBalance',
        level: 2,
        createdAt: now - 3000,
      },
      { channel: 'email', receiverName: 'Li Si', address: 'lisi@example.com', state: 'unsent', reason: 'emailPerDay', createdAt: now - 2900 },
    ]);
    await renderLivePage(<AdvancedHistoryPage component="/alarm/advancedhistory/index" name="AlarmAdvancedHistory" />, {
      path: `/alarm/advancedhistory?organizationId=${fleet.organizationId}`,
      pattern: '/alarm/advancedhistory',
    });
    expect(await screen.findByRole('heading', { name: 'Advanced alarm history' })).toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: `Notifications of alarm ${alarm} (device 88710001)` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: `Notifications of alarm ${alarm} (device 88710001)` });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Level 1', 'SMS', 'Zhang San', '138****0001', 'Success', '', ''],
      ['Level 2', 'Voice', 'Zhang San', '138****0001', 'Failed', 'Not answered', 'Insufficient balance'],
      ['Level 1', 'Email', 'Li Si', 'l***@example.com', 'Unsent', '', 'Email messages are capped at 200 per day per device'],
    ]);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('table', { name: /^Notifications of alarm/ })).toBeNull());
  });
});
