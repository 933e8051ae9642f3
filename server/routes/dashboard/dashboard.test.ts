import { sql } from 'kysely';
import { ApiStatus, type DashboardSummary } from '../../../src/lib/contract';
import { expiringSoonLimit } from '../../../src/lib/expiry';
import { unixNow } from '../../../src/lib/signing';
import { plannedEndings } from '../../db/seed/alarmHistoryPlan';
import { DEVICE_COUNT, deviceSeeds, seedMonitoring, waybillSeeds } from '../../db/seed/monitoring';
import { hashPassword } from '../../services/password';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

const DAY = 86_400;

let platform: TestPlatform;
/** the moment the platform seeded its database (its clock does not move by itself) */
let seededAt: number;
beforeAll(async () => {
  platform = await createTestPlatform();
  seededAt = unixNow(platform.clock.now());
});
afterAll(() => platform.close());

async function summary(username = 'admin0001', password?: string) {
  const { session } = await loginAs(platform, username, password);
  return signedInject<DashboardSummary>(platform, { method: 'GET', url: '/dashboard/summary', session });
}

/** The figures as the seed module defines them, at `now`. */
function expectedFromSeed(now: number): DashboardSummary {
  const devices = deviceSeeds(seededAt);
  const until = expiringSoonLimit(now);
  return {
    devices: {
      total: devices.length,
      online: devices.filter((d) => d.online === 1).length,
      offline: devices.filter((d) => d.online === 0).length,
      expiring: devices.filter((d) => d.expire_date >= now && d.expire_date < until).length,
      expired: devices.filter((d) => d.expire_date < now).length,
    },
    // the seeded excursions whose device went silent: open until the first sweep (the test platform sweeps when told)
    alarms: { open: plannedEndings(DEVICE_COUNT).filter((ending) => ending === 'silent').length },
    waybills: { inTransit: waybillSeeds(seededAt).filter((w) => w.status === 2).length },
  };
}

describe('GET /dashboard/summary', () => {
  it('answers the seeded figures of the user company, counted from the tables', async () => {
    const { statusCode, envelope } = await summary();
    expect(statusCode).toBe(200);
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toEqual(expectedFromSeed(seededAt));

    // the same, counted here with plain SQL
    const { companyId: c } = (await loginAs(platform, 'admin0001')).data;
    const now = seededAt;
    const until = expiringSoonLimit(now);
    const { rows } = await sql<{ total: number; online: number; offline: number; expiring: number; expired: number; open: number; transit: number }>`
      select
        (select count(*) from devices where company_id = ${c}) as total,
        (select count(*) from devices where company_id = ${c} and online = 1) as online,
        (select count(*) from devices where company_id = ${c} and online = 0) as offline,
        (select count(*) from devices where company_id = ${c} and expire_date >= ${now} and expire_date < ${until}) as expiring,
        (select count(*) from devices where company_id = ${c} and expire_date < ${now}) as expired,
        (select count(*) from alarms where company_id = ${c} and status = 'open') as open,
        (select count(*) from waybills where company_id = ${c} and status = 2) as transit
    `.execute(platform.app.db);
    const counted = rows[0]!;
    expect(envelope.data).toEqual({
      devices: { total: counted.total, online: counted.online, offline: counted.offline, expiring: counted.expiring, expired: counted.expired },
      alarms: { open: counted.open },
      waybills: { inTransit: counted.transit },
    });
  });

  it('has a meaningful seed: ≥ 300 devices, some expiring and expired, open alarms, waybills in every status', async () => {
    // the company's figures (operator01 sees its own organizations' alarms only: the test further down)
    const { envelope } = await summary('admin0001');
    const data = envelope.data!;
    expect(data.devices.total).toBe(DEVICE_COUNT);
    expect(data.devices.total).toBeGreaterThanOrEqual(300);
    expect(data.devices.online + data.devices.offline).toBe(data.devices.total);
    expect(data.devices.online).toBeGreaterThan(0);
    expect(data.devices.offline).toBeGreaterThan(0);
    expect(data.devices.expiring).toBeGreaterThan(0);
    expect(data.devices.expired).toBeGreaterThan(0);
    expect(data.alarms.open).toBeGreaterThan(0);
    expect(data.waybills.inTransit).toBeGreaterThan(0);
    const statuses = await platform.app.db.selectFrom('waybills').select('status').distinct().orderBy('status').execute();
    expect(statuses.map((s) => s.status)).toEqual([1, 2, 3, 4]);
    const numbers = await platform.app.db.selectFrom('devices').select('number').execute();
    expect(numbers.every((n) => /^\d{8}$/.test(n.number))).toBe(true);
  });

  it('seeds the monitoring data once', async () => {
    expect(await seedMonitoring(platform.app.db, seededAt)).toBe(false);
    const { envelope } = await summary();
    expect(envelope.data?.devices.total).toBe(DEVICE_COUNT);
  });

  it('counts only the user company', async () => {
    const { db } = platform.app;
    const other = await db.insertInto('companies').values({ name: 'Other Cold Co.', created_at: seededAt }).returning('id').executeTakeFirstOrThrow();
    const org = await db
      .insertInto('organizations')
      .values({ company_id: other.id, parent_id: null, name: 'Other HQ', code: 'OTHER', level: 1, longitude: null, latitude: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'operator').executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({ username: 'othercompany1', password_hash: await hashPassword('Other@1234'), role_id: role.id, company_id: other.id, organization_id: org.id, created_at: seededAt })
      .execute();
    const device = await db
      .insertInto('devices')
      .values({ name: 'other', number: '99999999', type: 'temperature', expire_date: seededAt + 10 * DAY, online: 1, organization_id: org.id, company_id: other.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('alarms').values({ device_id: device.id, type: 'offline', level: 2, status: 'open', created_at: seededAt, company_id: other.id }).execute();
    await db.insertInto('waybills').values({ number: 'OTHER-1', status: 2, departure_time: seededAt, delivery_time: null, min_temperature: 2, max_temperature: 8, company_id: other.id }).execute();

    expect((await summary()).envelope.data).toEqual(expectedFromSeed(seededAt));
    expect((await summary('othercompany1', 'Other@1234')).envelope.data).toEqual({
      devices: { total: 1, online: 1, offline: 0, expiring: 1, expired: 0 },
      alarms: { open: 1 },
      waybills: { inTransit: 1 },
    });
  });

  it('follows the clock: three months on, the expiring devices have expired', async () => {
    const before = (await summary()).envelope.data!;
    platform.clock.advance(92 * DAY);
    try {
      const after = (await summary()).envelope.data!;
      expect(after).toEqual(expectedFromSeed(seededAt + 92 * DAY));
      expect(after.devices.expired).toBeGreaterThanOrEqual(before.devices.expired + before.devices.expiring);
    } finally {
      platform.clock.advance(-92 * DAY);
    }
  });

  it("counts the open alarms the user may see: operator01 its organizations', as the history it opens lists them", async () => {
    const { db } = platform.app;
    const { companyId } = (await loginAs(platform, 'admin0001')).data;
    const orgOf = async (code: string) => (await db.selectFrom('organizations').select('id').where('company_id', '=', companyId).where('code', '=', code).executeTakeFirstOrThrow()).id;
    const deviceIn = async (organizationId: number) =>
      (await db.selectFrom('devices').select('id').where('organization_id', '=', organizationId).orderBy('id').executeTakeFirstOrThrow()).id;
    const open = async (code: string) => {
      const organizationId = await orgOf(code);
      await db.insertInto('alarms').values({ device_id: await deviceIn(organizationId), organization_id: organizationId, type: 'power_off', level: 1, status: 'open', created_at: seededAt, company_id: companyId }).execute();
    };
    const figure = async (username: string) => (await summary(username)).envelope.data!.alarms.open;
    const before = { admin: await figure('admin0001'), operator: await figure('operator01') };
    await open('JS-NJ-JN');
    await open('ZJ');
    expect({ admin: await figure('admin0001'), operator: await figure('operator01') }).toEqual({ admin: before.admin + 2, operator: before.operator + 1 });

    const { session } = await loginAs(platform, 'operator01');
    const listed = await signedInject<{ total: number }>(platform, {
      method: 'GET',
      url: '/alarm/history',
      query: { start: seededAt - 30 * DAY, end: seededAt + 60, state: 'open' },
      session,
    });
    expect(listed.envelope, JSON.stringify(listed.envelope)).toMatchObject({ status: '1' });
    expect(listed.envelope.data!.total).toBe(await figure('operator01'));
  });

  it('is signed and authenticated like all of /api', async () => {
    const anonymous = await signedInject(platform, { method: 'GET', url: '/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.envelope.status).toBe(ApiStatus.tokenInvalid);
    const { session } = await loginAs(platform, 'admin0001');
    const unsigned = await signedInject(platform, { method: 'GET', url: '/dashboard/summary', session, headers: { sign: undefined } });
    expect(unsigned.envelope.status).toBe(ApiStatus.badSignature);
  });
});
