/**
 * GET /alarm/opencount (issue 26 §1): the open, unacknowledged alarms the user may see, checked
 * against a count made here from the tables (the user's company; operator01's organization and
 * those under it, walked here from the parents), and against the history it links to, which lists
 * exactly those, however long ago they opened.
 */
import type { AlarmHistoryPage } from '../../../src/lib/alarms';
import type { AlarmOpenCount } from '../../../src/lib/alarmOpenCount';
import { ApiStatus } from '../../../src/lib/contract';
import { alarmWorld, insertAlarm, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let world: AlarmWorld;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
const DAY = 86_400;

beforeAll(async () => {
  platform = await createTestPlatform();
  world = await alarmWorld(platform);
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  // a fresh platform is seeded first: slow on a shared machine
}, 60_000);
afterAll(() => platform.close());

const openCount = (session?: TestSession, query?: Record<string, string | number>) =>
  signedInject<AlarmOpenCount>(platform, { method: 'GET', url: '/alarm/opencount', ...(session ? { session } : {}), ...(query ? { query } : {}) });
const countOf = async (session: TestSession) => {
  const { statusCode, envelope } = await openCount(session);
  expect(statusCode).toBe(200);
  return envelope.data!.count;
};

/** operator01's organizations: JS-NJ and every organization whose parents lead to it. */
async function operatorOrganizations(): Promise<Set<number>> {
  const rows = await platform.app.db.selectFrom('organizations').select(['id', 'parent_id']).where('company_id', '=', world.companyId).execute();
  const mine = new Set([world.organizations['JS-NJ']!]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) if (row.parent_id !== null && mine.has(row.parent_id) && !mine.has(row.id)) grew = Boolean(mine.add(row.id));
  }
  return mine;
}

/** Counted here: open, never acknowledged, of a company's existing devices, in `organizations` when given (an alarm's own, else its device's). */
async function expected(companyId: number, organizations?: ReadonlySet<number>): Promise<number> {
  const rows = await platform.app.db
    .selectFrom('alarms')
    .innerJoin('devices', 'devices.id', 'alarms.device_id')
    .select(['alarms.status', 'alarms.acknowledged_at', 'alarms.organization_id', 'devices.organization_id as device_organization'])
    .where('alarms.company_id', '=', companyId)
    .execute();
  return rows.filter(
    (row) => row.status === 'open' && row.acknowledged_at === null && (!organizations || organizations.has(row.organization_id ?? row.device_organization)),
  ).length;
}

describe('GET /alarm/opencount', () => {
  it("counts the open, unacknowledged alarms of the user's company, and of operator01's organizations only", async () => {
    const before = { admin: await countOf(admin), operator: await countOf(operator), second: await countOf(secondAdmin) };
    const now = nowOf(platform);
    // one each: inside operator01's subtree, outside it, acknowledged, ended, another company's,
    // one without an organization of its own (its device's counts), and one opened 40 days ago
    await insertAlarm(platform, world.insideDevice);
    await insertAlarm(platform, world.outsideDevice, { type: 'offline' });
    await insertAlarm(platform, world.insideDevice, { type: 'humidity_high', acknowledged_at: now - 10, handling: 'processed' });
    await insertAlarm(platform, world.insideDevice, { type: 'offline', status: 'closed', ended_at: now - 5, end_reason: 'manual' });
    await insertAlarm(platform, world.foreignDevice);
    await insertAlarm(platform, world.insideDevice, { type: 'battery_low', organization_id: null });
    await insertAlarm(platform, world.outsideDevice, { type: 'power_off', created_at: now - 40 * DAY });

    const counts = { admin: await countOf(admin), operator: await countOf(operator), second: await countOf(secondAdmin) };
    expect(counts).toEqual({ admin: before.admin + 4, operator: before.operator + 2, second: before.second + 1 });
    expect(counts.admin).toBe(await expected(world.companyId));
    expect(counts.operator).toBe(await expected(world.companyId, await operatorOrganizations()));
    expect(counts.second).toBe(await expected(world.secondCompanyId));
    // the seed's own open alarms are in the figures: not a count of what this test added
    expect(counts.admin).toBeGreaterThan(4);
  });

  it('matches the history filtered to open, unacknowledged alarms: every one listed, the ones opened before the range too', async () => {
    const now = nowOf(platform);
    const old = await insertAlarm(platform, world.insideDevice, { type: 'temperature_low', created_at: now - 60 * DAY });
    for (const session of [admin, operator, secondAdmin]) {
      const count = await countOf(session);
      const { envelope } = await signedInject<AlarmHistoryPage>(platform, {
        method: 'GET',
        url: '/alarm/history',
        query: { start: now - 31 * DAY, end: now, state: 'unacknowledged' },
        session,
      });
      expect(envelope.data!.total).toBe(count);
      expect(envelope.data!.list.every((row) => row.status === 'open' && row.acknowledgedAt === null)).toBe(true);
      if (session !== secondAdmin) expect(envelope.data!.list.map((row) => row.id)).toContain(old);
    }
  });

  it('keeps "opened in the range" for the other states: a closed alarm of 60 days ago is not in the last 31', async () => {
    const now = nowOf(platform);
    const closed = await insertAlarm(platform, world.insideDevice, {
      created_at: now - 60 * DAY,
      status: 'closed',
      ended_at: now - 59 * DAY,
      end_reason: 'manual',
    });
    for (const state of [undefined, 'closed']) {
      const { envelope } = await signedInject<AlarmHistoryPage>(platform, {
        method: 'GET',
        url: '/alarm/history',
        query: { start: now - 31 * DAY, end: now, ...(state ? { state } : {}) },
        session: admin,
      });
      expect(envelope.data!.list.map((row) => row.id)).not.toContain(closed);
    }
  });

  it('refuses any parameter with -5 naming it, rather than read it', async () => {
    const { statusCode, envelope } = await openCount(admin, { companyId: world.secondCompanyId, organizationId: world.organizations.ZJ! });
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as unknown as { errors: object }).errors).sort()).toEqual(['companyId', 'organizationId']);
  });

  it('needs a session (401), then the alarm history page (-4, before the input is read)', async () => {
    const anonymous = await openCount();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.envelope.status).toBe(ApiStatus.tokenInvalid);

    const role = await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').orderBy('id').executeTakeFirstOrThrow();
    const history = await platform.app.db.selectFrom('menus').select('id').where('route_name', '=', 'AlarmHistory').execute();
    await platform.app.db
      .deleteFrom('role_menus')
      .where('role_id', '=', role.id)
      .where(
        'menu_id',
        'in',
        history.map((menu) => menu.id),
      )
      .execute();
    for (const query of [undefined, { companyId: 1 }]) {
      const refused = await openCount(operator, query);
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    }
  });
});
