/** The alarm history for operator01, who has no edit code: the alarms of its subtree, no selection or actions, the export (harness: test/support/alarmHistorySuite.tsx). */
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { insertAlarm } from '../../../test/support/alarmPageFixture';
import { addFleetDevice } from '../../../test/support/fleetFixture';
import { historyRows as rows, historySuite as suite, renderHistory as render } from '../../../test/support/alarmHistorySuite';
import { OPERATOR } from '../../../test/support/platformClient';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

describe('AlarmHistoryPage (operator01: no edit code)', () => {
  const { harness, state } = suite(OPERATOR);

  it('shows the alarms without selection or actions, with the export', async () => {
    const { platform } = harness();
    // operator01 sees its own organization's subtree: an alarm there
    const user = await platform.app.db.selectFrom('users').select('organization_id').where('username', '=', 'operator01').executeTakeFirstOrThrow();
    const fleet = { companyId: state.fleet.companyId, organizationId: user.organization_id! };
    const device = await addFleetDevice(platform, fleet, { name: 'AHP operator', number: '88700009' });
    await insertAlarm(platform, fleet, { deviceId: device, createdAt: state.now - 600 });
    await render(`/alarm/history?deviceId=${device}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('88700009');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions of alarm/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });
});
