import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type SignedInjectOptions, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let operator: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  // operator01 keeps the dashboard and the device pages, loses every alarm page and the Alerters page
  const role = await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').orderBy('id').executeTakeFirstOrThrow();
  const pages = await platform.app.db
    .selectFrom('menus')
    .select('id')
    .where((eb) => eb.or([eb('route_name', 'like', 'Alarm%'), eb('route_name', '=', 'DeviceAlert')]))
    .execute();
  await platform.app.db.deleteFrom('role_menus').where('role_id', '=', role.id).where('menu_id', 'in', pages.map((p) => p.id)).execute();
});
afterAll(() => platform.close());

const now = () => Math.floor(platform.clock.now() / 1000);

describe('the alarm routes need their page', () => {
  it('refuses operator01 without the alarm pages with -4 on every alarm route but the feed', async () => {
    const range = { start: now() - 3600, end: now() };
    const calls: Array<Omit<SignedInjectOptions, 'session'>> = [
      { method: 'GET', url: '/alarm/history', query: range },
      { method: 'GET', url: '/alarm/advancedhistory', query: range },
      { method: 'GET', url: '/alarm/1' },
      { method: 'GET', url: '/alarm/stats', query: range },
      { method: 'GET', url: '/alarm/reasonstats', query: range },
      { method: 'GET', url: '/alarm/notification/1' },
      { method: 'POST', url: '/alarm/acknowledge', json: { ids: [1] } },
      { method: 'POST', url: '/alarm/close', json: { ids: [1], reason: 'r' } },
      { method: 'POST', url: '/alarm/snooze', json: { ids: [1], minutes: 15 } },
      { method: 'POST', url: '/alarm/alerter/1/sound' },
      { method: 'GET', url: '/balance/account' },
      { method: 'GET', url: '/balance/history', query: range },
      { method: 'POST', url: '/balance/topup', json: { companyId: 1, kind: 'sms', amount: 1 } },
    ];
    for (const call of calls) {
      const { statusCode, envelope } = await signedInject(platform, { ...call, session: operator });
      expect(statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
    }
    // the panel lives in every layout: its catch-up needs no page
    expect((await signedInject(platform, { method: 'GET', url: '/alarm/feed', query: { after: 0 }, session: operator })).envelope.status).toBe(ApiStatus.ok);
  });

  it('checks the page before the input: a bad query from a user without the page is still -4', async () => {
    const { statusCode } = await signedInject(platform, { method: 'GET', url: '/alarm/history', query: { level: 'x' }, session: operator });
    expect(statusCode).toBe(403);
  });
});
