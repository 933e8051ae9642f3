import { unixNow } from '../../src/lib/signing';
import { addFleetDevice } from '../../test/support/fleetFixture';
import { createTestPlatform } from '../../test/support/testPlatform';
import { ingestReadings } from '../services/readings/ingest';

describe('the alarm engine timer', () => {
  it('sweeps on its own every ALARM_SWEEP_SECONDS, judging by the app clock, and lets the app close while it runs', async () => {
    const platform = await createTestPlatform({ alarmSweepSeconds: 0.05 });
    const { app } = platform;
    try {
      const org = await app.db.selectFrom('organizations').select(['id', 'company_id']).where('code', '=', 'JS').executeTakeFirstOrThrow();
      // under no seeded rule: offline after 10 minutes
      const number = '96000001';
      const deviceId = await addFleetDevice(
        platform,
        { companyId: org.company_id, organizationId: org.id },
        { number, name: 'timer', offline_minutes: 10, acquisition_period: 60 },
      );
      const t = unixNow(platform.clock.now());
      await ingestReadings(app, [
        { number, ts: t - 60, temperature: 9 },
        { number, ts: t, temperature: 9 },
      ]);
      const alarms = () => app.db.selectFrom('alarms').select(['type', 'status', 'end_reason']).where('device_id', '=', deviceId).orderBy('id').execute();
      // a few sweeps pass with the clock standing still: nothing changes
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await alarms()).toEqual([{ type: 'temperature_high', status: 'open', end_reason: null }]);
      platform.clock.advance(601);
      await vi.waitFor(async () =>
        expect(await alarms()).toEqual([
          { type: 'temperature_high', status: 'closed', end_reason: 'dataTimeout' },
          { type: 'offline', status: 'open', end_reason: null },
        ]),
      );
    } finally {
      await platform.close();
    }
  });
});
