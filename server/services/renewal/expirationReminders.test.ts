/**
 * Issue 28 §3: the renewal notice settings send. A device whose service expires within the
 * reminder's lead time is e-mailed to its receivers once per expiry date, recorded before any
 * provider runs; a renewal reminds again; a device outside the lead time, a disabled reminder, a
 * sub-organization with its own reminder and a receiver of another company are left out; two
 * platforms on one database send once. The clock is the test's (no timers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { createTestDatabase, testDatabaseServer } from '../../../test/support/testDatabase';
import { governingReminders, inWindow, RECENTLY_EXPIRED_DAYS, RENEWAL_PAGE_PATH, reminderMessage, type ReminderRow } from './expirationReminders';

const DAY = 86_400;

interface Fixture {
  companyId: number;
  headquarters: number;
  child: number;
  reminderId: number;
  receivers: number[];
  device: { id: number; number: string };
  other: { id: number; number: string };
}

/** The first company with every device far from expiry, one device in the headquarters and one in a sub-organization. */
async function fixture(platform: TestPlatform): Promise<Fixture> {
  const { db } = platform.app;
  const now = platform.app.nowUnix();
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const orgs = await db.selectFrom('organizations').select(['id', 'parent_id']).where('company_id', '=', company.id).orderBy('id').execute();
  const headquarters = orgs.find((o) => o.parent_id === null)!.id;
  const child = orgs.find((o) => o.parent_id === headquarters)!.id;
  await db.updateTable('devices').set({ expire_date: now + 400 * DAY }).where('company_id', '=', company.id).execute();
  const devices = await db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', company.id).orderBy('id').limit(2).execute();
  await db.updateTable('devices').set({ organization_id: headquarters }).where('id', '=', devices[0]!.id).execute();
  await db.updateTable('devices').set({ organization_id: child }).where('id', '=', devices[1]!.id).execute();
  const users = await db.selectFrom('users').select(['id', 'username']).where('company_id', '=', company.id).orderBy('id').execute();
  const receivers = users.filter((u) => u.username === 'admin0001' || u.username === 'operator01').map((u) => u.id);
  await db.updateTable('users').set({ email: 'reminded@example.com' }).where('id', 'in', receivers).execute();
  await db.deleteFrom('expiration_reminders').where('company_id', '=', company.id).where('organization_id', '!=', headquarters).execute();
  const reminder = await db.selectFrom('expiration_reminders').select('id').where('company_id', '=', company.id).where('organization_id', '=', headquarters).executeTakeFirstOrThrow();
  await db.updateTable('expiration_reminders').set({ receiver_ids: JSON.stringify(receivers), lead_days: 30, enabled: 1 }).where('id', '=', reminder.id).execute();
  return { companyId: company.id, headquarters, child, reminderId: reminder.id, receivers, device: devices[0]!, other: devices[1]! };
}

const expire = (platform: TestPlatform, deviceId: number, at: number) => platform.app.db.updateTable('devices').set({ expire_date: at }).where('id', '=', deviceId).execute();

async function mails(platform: TestPlatform, ids: readonly number[]) {
  if (!ids.length) return [];
  return platform.app.db.selectFrom('alarm_notifications').select(['company_id', 'channel', 'address', 'text', 'state']).where('id', 'in', [...ids]).orderBy('id').execute();
}

describe('the expiration reminders', () => {
  let platform: TestPlatform;
  let f: Fixture;
  beforeAll(async () => {
    platform = await createTestPlatform();
    f = await fixture(platform);
  });
  afterAll(() => platform.close());
  beforeEach(async () => {
    await platform.app.db.deleteFrom('expiration_reminded').execute();
    await platform.app.db.updateTable('devices').set({ expire_date: platform.app.nowUnix() + 400 * DAY }).where('company_id', '=', f.companyId).execute();
    await platform.app.db.updateTable('expiration_reminders').set({ enabled: 1, lead_days: 30, receiver_ids: JSON.stringify(f.receivers) }).where('id', '=', f.reminderId).execute();
    await platform.app.db.deleteFrom('expiration_reminders').where('company_id', '=', f.companyId).where('id', '!=', f.reminderId).execute();
  });

  it('e-mails each receiver once for a device inside the lead time, recorded before the notifier runs; a second tick sends nothing', async () => {
    const now = platform.app.nowUnix();
    await expire(platform, f.device.id, now + 10 * DAY);
    const sent = await platform.app.expirationReminders.tick();
    expect(sent.map((s) => [s.reminderId, s.deviceIds])).toEqual([[f.reminderId, [f.device.id]]]);
    const rows = await mails(platform, sent[0]!.notificationIds);
    expect(rows).toHaveLength(f.receivers.length);
    for (const row of rows) {
      expect(row).toMatchObject({ company_id: f.companyId, channel: 'email', address: 'reminded@example.com', state: 'toBeSent' });
      expect(row.text).toContain(f.device.number);
      expect(row.text).toContain(RENEWAL_PAGE_PATH);
    }
    // recorded with the expiry date it announced, in the transaction that queued the mails
    const recorded = await platform.app.db.selectFrom('expiration_reminded').select(['device_id', 'expire_date', 'reminder_id']).execute();
    expect(recorded.map((r) => [r.device_id, Number(r.expire_date), r.reminder_id])).toEqual([[f.device.id, now + 10 * DAY, f.reminderId]]);

    const before = await platform.app.db.selectFrom('alarm_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await platform.app.expirationReminders.tick()).toEqual([]);
    platform.clock.advance(DAY);
    expect(await platform.app.expirationReminders.tick()).toEqual([]);
    const after = await platform.app.db.selectFrom('alarm_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reminds again after a renewal moves the expiry date', async () => {
    const now = platform.app.nowUnix();
    await expire(platform, f.device.id, now + 5 * DAY);
    expect((await platform.app.expirationReminders.tick()).flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
    // renewed for a year, then the new date comes within the lead time
    await expire(platform, f.device.id, now + 5 * DAY + 365 * DAY);
    expect(await platform.app.expirationReminders.tick()).toEqual([]);
    platform.clock.advance(350 * DAY);
    expect((await platform.app.expirationReminders.tick()).flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
  });

  it('sends nothing for a device outside the lead time until it comes within it, nor for one expired long ago', async () => {
    const now = platform.app.nowUnix();
    await expire(platform, f.device.id, now + 31 * DAY);
    await expire(platform, f.other.id, now - (RECENTLY_EXPIRED_DAYS + 1) * DAY);
    expect(await platform.app.expirationReminders.tick()).toEqual([]);
    platform.clock.advance(2 * DAY);
    expect((await platform.app.expirationReminders.tick()).flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
  });

  it('sends nothing while the reminder is disabled', async () => {
    await expire(platform, f.device.id, platform.app.nowUnix() + 3 * DAY);
    await platform.app.db.updateTable('expiration_reminders').set({ enabled: 0 }).where('id', '=', f.reminderId).execute();
    expect(await platform.app.expirationReminders.tick()).toEqual([]);
    expect(await platform.app.db.selectFrom('expiration_reminded').selectAll().execute()).toEqual([]);
    await platform.app.db.updateTable('expiration_reminders').set({ enabled: 1 }).where('id', '=', f.reminderId).execute();
    expect((await platform.app.expirationReminders.tick()).flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
  });

  it("mails only receivers of the reminder's company, and a receiver without an address gets an unsent row", async () => {
    const stranger = await platform.app.db.selectFrom('users').select('id').where('company_id', '!=', f.companyId).executeTakeFirstOrThrow();
    const colleague = await platform.app.db.selectFrom('users').select(['role_id', 'organization_id']).where('id', '=', f.receivers[0]!).executeTakeFirstOrThrow();
    const noMail = await platform.app.db
      .insertInto('users')
      .values({ username: 'nomail0001', password_hash: 'x', email: '', role_id: colleague.role_id, company_id: f.companyId, organization_id: colleague.organization_id, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await platform.app.db.updateTable('expiration_reminders').set({ receiver_ids: JSON.stringify([f.receivers[0], stranger.id, noMail.id]) }).where('id', '=', f.reminderId).execute();
    await expire(platform, f.device.id, platform.app.nowUnix() + 3 * DAY);
    const [sent] = await platform.app.expirationReminders.tick();
    const rows = await mails(platform, sent!.notificationIds);
    expect(rows.map((r) => [r.company_id, r.address, r.state])).toEqual([
      [f.companyId, 'reminded@example.com', 'toBeSent'],
      [f.companyId, '', 'unsent'],
    ]);
  });

  it("counts the organization's subtree, except a sub-organization with a reminder of its own", async () => {
    const now = platform.app.nowUnix();
    await expire(platform, f.device.id, now + 3 * DAY);
    await expire(platform, f.other.id, now + 4 * DAY);
    // no reminder of its own: the headquarters' reminder announces both
    const both = await platform.app.expirationReminders.tick();
    expect(both.map((s) => [s.reminderId, s.deviceIds])).toEqual([[f.reminderId, [f.device.id, f.other.id]]]);

    await platform.app.db.deleteFrom('expiration_reminded').execute();
    const own = await platform.app.db
      .insertInto('expiration_reminders')
      .values({ company_id: f.companyId, organization_id: f.child, receiver_ids: JSON.stringify([f.receivers[1]]), lead_days: 2, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the sub-organization's own lead time (2 days) governs its device: not yet
    expect((await platform.app.expirationReminders.tick()).map((s) => [s.reminderId, s.deviceIds])).toEqual([[f.reminderId, [f.device.id]]]);
    platform.clock.advance(2 * DAY);
    const [child] = await platform.app.expirationReminders.tick();
    expect([child!.reminderId, child!.deviceIds, child!.notificationIds.length]).toEqual([own.id, [f.other.id], 1]);
  });
});

describe('the expiration reminders on two platforms sharing one database', () => {
  let first: TestPlatform;
  let second: TestPlatform;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const server = testDatabaseServer();
    const database = server ? await createTestDatabase(server) : undefined;
    const dataDir = database ? undefined : mkdtempSync(path.join(tmpdir(), 'coldchain-reminders-'));
    const shared = database ? { databaseUrl: database.url } : { dataDir: dataDir! };
    drop = async () => {
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    };
    first = await createTestPlatform(shared);
    second = await createTestPlatform(shared);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await drop?.();
  });

  it('sends once whichever ticks, and, on PostgreSQL, when both tick at once', async () => {
    const f = await fixture(first);
    const now = first.app.nowUnix();
    await expire(first, f.device.id, now + 10 * DAY);
    // without Redis each platform holds every lease: the recorded expiry is what keeps the second quiet
    const sent = await first.app.expirationReminders.tick();
    expect(sent.flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
    expect(await second.app.expirationReminders.tick()).toEqual([]);

    if (!testDatabaseServer()) return;
    // one SQLite file has one writer at a time (a second writer in this process would wait on the first): PostgreSQL only
    await expire(first, f.device.id, now + 20 * DAY);
    const both = await Promise.all([first.app.expirationReminders.tick(), second.app.expirationReminders.tick()]);
    expect(both.flat().flatMap((s) => s.deviceIds)).toEqual([f.device.id]);
  }, 60_000);
});

describe('which reminder governs a device, and the message', () => {
  const reminder = (id: number, organization: number): ReminderRow => ({ id, company_id: 1, organization_id: organization, receiver_ids: '[]', lead_days: 30, enabled: 1 });

  it('is the nearest reminder up the tree; none above the top', () => {
    const orgs = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 3 },
      { id: 5, parent_id: null },
    ];
    const governed = governingReminders(orgs, [reminder(10, 1), reminder(20, 3)]);
    expect([1, 2, 3, 4, 5].map((id) => governed.get(id)?.id ?? null)).toEqual([10, 10, 20, 20, null]);
  });

  it('takes devices expiring within the lead time and those expired in the last days', () => {
    const now = 1_800_000_000;
    expect(inWindow(now + 30 * DAY, 30, now)).toBe(true);
    expect(inWindow(now + 30 * DAY + 1, 30, now)).toBe(false);
    expect(inWindow(now - RECENTLY_EXPIRED_DAYS * DAY + 1, 30, now)).toBe(true);
    expect(inWindow(now - RECENTLY_EXPIRED_DAYS * DAY, 30, now)).toBe(false);
  });

  it('names the count, the earliest date, the first devices and the renewal page', () => {
    const now = 1_800_000_000;
    const devices = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, number: `1000000${i}`, name: `D${i}`, organization_id: 1, expire_date: now + (i - 1) * DAY }));
    const text = reminderMessage('Head office', devices, now, 0, 'en');
    expect(text).toBe(
      'Service renewal reminder for Head office. Devices expiring soon or just expired: 7, the first on 2027-01-14. ' +
        'D0 (10000000) expired on 2027-01-14; D1 (10000001) expired on 2027-01-15; D2 (10000002) expires on 2027-01-16; ' +
        'D3 (10000003) expires on 2027-01-17; D4 (10000004) expires on 2027-01-18; and 2 more. Renew them on the device renewal page (/device/renewal).',
    );
    expect(reminderMessage('总部', devices.slice(0, 1), now, 0, 'zh-CN')).toContain('1 台设备');
  });
});
