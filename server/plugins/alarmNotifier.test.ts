import { createTestPlatform } from '../../test/support/testPlatform';
import { QUIET_NOTIFIER } from '../services/alarms/notify/notifyFixtures';

describe('alarm notifier timer', () => {
  it('ticks on its own every ALARM_NOTIFY_TICK_MS once ready, and stops with the app', async () => {
    const platform = await createTestPlatform({ ...QUIET_NOTIFIER, alarmNotifyTickMs: 20 });
    const { app, clock } = platform;
    try {
      const now = app.nowUnix();
      const row = await app.db
        .insertInto('alarm_notifications')
        .values({ company_id: 1, channel: 'email', address: 'ops@example.com', text: 'x', state: 'toBeSent', created_at: now, updated_at: now, due_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const state = async () => (await app.db.selectFrom('alarm_notifications').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state;
      await vi.waitFor(async () => expect(await state()).toBe('success'));
    } finally {
      await platform.close();
    }
    // starting a seeded platform takes seconds on a busy machine
  }, 60_000);
});
