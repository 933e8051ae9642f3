import { unixNow } from '../../src/lib/signing';
import { createTestPlatform } from '../../test/support/testPlatform';
import { ingestReadings } from '../services/readings/ingest';

describe('readings housekeeping timers', () => {
  it('sweeps on its own every ONLINE_SWEEP_SECONDS, judging by the app clock', async () => {
    const platform = await createTestPlatform({ onlineSweepSeconds: 0.05 });
    const { app } = platform;
    try {
      const device = await app.db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await app.db.updateTable('devices').set({ offline_minutes: 10, acquisition_period: 300 }).where('id', '=', device.id).execute();
      await ingestReadings(app, [{ number: device.number, ts: unixNow(platform.clock.now()), temperature: 4 }]);
      const online = () => app.db.selectFrom('devices').select('online').where('id', '=', device.id).executeTakeFirstOrThrow();
      // a few sweeps pass with the clock standing still: nothing changes
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await online()).toEqual({ online: 1 });
      platform.clock.advance(601);
      await vi.waitFor(async () => expect(await online()).toEqual({ online: 0 }));
    } finally {
      await platform.close();
    }
  });
});
