/**
 * Issue 28 §5, a registered trial's terms (spec §9: 15 days, 50 devices): a trial company adds no
 * device past TRIAL_DEVICE_LIMIT (create and import); after its end its users read but every write
 * is refused with 403 and the message naming the company and the date, except signing out,
 * changing one's own password and the announcements' read state; a platform administrator is never
 * refused; converting the company (a platform administrator's action, audited) lifts both.
 */
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../src/lib/contract';
import { importPath, type ImportResult } from '../../src/lib/import';
import { encryptPassword } from '../../src/lib/sm2';
import { TRIAL_CONVERT_PATH } from '../../src/lib/trialTerms';
import { countRows, createTestPlatform, listResource, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';
import { checkTrialOptions } from '../services/renewal/config';
import { localTime } from '../services/readings/export';
import { allowedAfterTrial } from './trialTerms';

const DAY = 86_400;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let platform: TestPlatform;
let platformAdmin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let first: { id: number; name: string; organizationId: number };
let second: { id: number; organizationId: number };

async function companyOf(username: string) {
  const user = await platform.app.db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(['companies.id', 'companies.name', 'users.organization_id']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: user.id, name: user.name, organizationId: user.organization_id };
}

const devicesOf = async (companyId: number, on: TestPlatform = platform) =>
  Number((await on.app.db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);

const newDevice = (session: TestSession, number: string, organizationId: number, lang = 'en') =>
  signedInject<{ errors?: Record<string, string> }>(platform, {
    method: 'POST',
    url: '/device',
    session,
    lang,
    json: { number, name: `D${number}`, type: 'temperature', expireDate: 1_900_000_000, organizationId },
  });

async function xlsx(rows: ReadonlyArray<ReadonlyArray<string>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Fills the company up to `total` devices (straight into the table: what is under test is the next one). */
async function fillTo(companyId: number, organizationId: number, total: number, on: TestPlatform = platform): Promise<void> {
  const missing = total - (await devicesOf(companyId, on));
  const rows = Array.from({ length: Math.max(0, missing) }, (_, i) => ({
    name: `Filler ${i}`,
    number: String(77_000_000 + companyId * 1000 + i),
    type: 'temperature',
    expire_date: 1_900_000_000,
    organization_id: organizationId,
    company_id: companyId,
  }));
  for (let start = 0; start < rows.length; start += 25) await on.app.db.insertInto('devices').values(rows.slice(start, start + 25)).execute();
}

const endTrial = (companyId: number, endsAt: number | null) => platform.app.db.updateTable('companies').set({ trial_ends_at: endsAt }).where('id', '=', companyId).execute();

beforeAll(async () => {
  platform = await createTestPlatform({ seedAnnouncements: true });
  platformAdmin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  first = await companyOf('operator01');
  second = await companyOf('admin0002');
}, 120_000);
afterAll(() => platform.close());

describe('a trial company’s devices (TRIAL_DEVICE_LIMIT, default 50)', () => {
  afterEach(() => endTrial(second.id, null));

  it('refuses the 51st device, created or imported, with the limit and "contact sales", storing nothing', async () => {
    expect(platform.config.trialDeviceLimit).toBe(50);
    await endTrial(second.id, platform.app.nowUnix() + 10 * DAY);
    await fillTo(second.id, second.organizationId, 49);
    expect((await newDevice(secondAdmin, '76000050', second.organizationId)).statusCode).toBe(200);
    expect(await devicesOf(second.id)).toBe(50);
    const before = await countRows(platform, 'devices');

    const refused = await newDevice(secondAdmin, '76000051', second.organizationId);
    expect(refused.statusCode).toBe(422);
    expect(refused.envelope.data?.errors).toEqual({ number: 'A trial company can have at most 50 devices. Contact sales to subscribe.' });
    const zh = await newDevice(secondAdmin, '76000051', second.organizationId, 'zh-CN');
    expect(zh.envelope.data?.errors).toEqual({ number: '试用公司最多只能有 50 台设备，请联系销售开通正式服务。' });

    const organization = await platform.app.db.selectFrom('organizations').select('name').where('id', '=', second.organizationId).executeTakeFirstOrThrow();
    const file = await xlsx([
      ['Device number', 'Name', 'Type', 'Expiry date', 'Organization'],
      ['76000052', 'Imported52', 'temperature', '2030-01-01 00:00:00', organization.name],
    ]);
    const imported = await signedInject<ImportResult>(platform, {
      method: 'POST',
      url: importPath('device'),
      session: secondAdmin,
      lang: 'en',
      form: { utcOffset: 480 },
      files: { file: { filename: 'devices.xlsx', contentType: XLSX_TYPE, data: file } },
    });
    expect(imported.envelope.status).toBe(ApiStatus.ok);
    expect(imported.envelope.data!.stored).toBe(0);
    expect(imported.envelope.data!.errors).toEqual([{ row: 2, column: 'Device number', message: 'A trial company can have at most 50 devices. Contact sales to subscribe.' }]);
    expect(await countRows(platform, 'devices')).toBe(before);

    // a customer is not counted
    await endTrial(second.id, null);
    expect((await newDevice(secondAdmin, '76000051', second.organizationId)).statusCode).toBe(200);
  });

  it('takes its limit from the setting, which must be a whole number of 1 or more', async () => {
    const small = await createTestPlatform({ trialDeviceLimit: 2 });
    try {
      const session = (await loginAs(small, 'admin0002')).session;
      await small.app.db.updateTable('companies').set({ trial_ends_at: small.app.nowUnix() + DAY }).where('id', '=', second.id).execute();
      await fillTo(second.id, second.organizationId, 2, small);
      const refused = await signedInject<{ errors?: Record<string, string> }>(small, {
        method: 'POST',
        url: '/device',
        session,
        json: { number: '76100001', name: 'Small', type: 'temperature', expireDate: 1_900_000_000, organizationId: second.organizationId },
      });
      expect(refused.envelope.data?.errors).toEqual({ number: 'A trial company can have at most 2 devices. Contact sales to subscribe.' });
    } finally {
      await small.close();
    }
    for (const bad of [0, 1.5, -3, Number.NaN]) expect(() => checkTrialOptions({ trialDeviceLimit: bad })).toThrow(/TRIAL_DEVICE_LIMIT/);
    expect(() => checkTrialOptions({ trialDeviceLimit: 1 })).not.toThrow();
  });
});

describe('after the trial’s end', () => {
  let endsAt: number;
  let message: string;
  beforeAll(async () => {
    endsAt = platform.app.nowUnix() - 2 * DAY;
    await endTrial(first.id, endsAt);
    message = `The trial of ${first.name} ended on ${localTime(endsAt, platform.config.reportScheduleUtcOffsetMinutes).slice(0, 10)}. Contact sales to subscribe.`;
  });
  afterAll(() => endTrial(first.id, null));

  it("refuses every write of the company's users with 403 and the message, storing nothing; reads go on", async () => {
    const before = await countRows(platform, 'devices');
    const created = await newDevice(operator, '76200001', first.organizationId);
    expect(created.statusCode).toBe(403);
    expect(created.envelope).toMatchObject({ status: ApiStatus.forbidden, message, data: { trialEnded: true, trialEndsAt: endsAt } });
    expect(await countRows(platform, 'devices')).toBe(before);

    const profile = await signedInject(platform, { method: 'PUT', url: '/account', session: operator, form: { realname: 'Changed' } });
    expect([profile.statusCode, profile.envelope.message]).toEqual([403, message]);
    const device = await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', first.id).executeTakeFirstOrThrow();
    const removed = await signedInject(platform, { method: 'DELETE', url: `/device/${device.id}`, session: operator });
    expect([removed.statusCode, removed.envelope.message]).toEqual([403, message]);
    expect(await countRows(platform, 'devices')).toBe(before);
    const zh = await signedInject(platform, { method: 'PUT', url: '/account', session: operator, lang: 'zh-CN', form: { realname: 'Changed' } });
    expect(zh.envelope.message).toBe(`${first.name} 的试用已于 ${localTime(endsAt, platform.config.reportScheduleUtcOffsetMinutes).slice(0, 10)} 结束，请联系销售开通正式服务。`);

    expect((await signedInject(platform, { method: 'GET', url: '/account', session: operator })).envelope.status).toBe(ApiStatus.ok);
    const list = await listResource(platform, operator, 'device');
    expect(list.envelope.status).toBe(ApiStatus.ok);
    expect(list.envelope.data!.total).toBeGreaterThan(0);
    // the session still says when the trial ended (the navbar's chip)
    const info = await signedInject<{ webSetting: { trialEndsAt?: number } }>(platform, { method: 'GET', url: '/auth/info', session: operator });
    expect(info.envelope.data!.webSetting.trialEndsAt).toBe(endsAt);
  });

  it("lets through the announcements' and the renewal notice's read state, a password change and signing out and in", async () => {
    const [announcement] = (await signedInject<Array<{ id: number }>>(platform, { method: 'GET', url: '/announcement', session: operator })).envelope.data!;
    expect(announcement).toBeDefined();
    const read = await signedInject(platform, {
      method: 'PUT',
      url: `/announcement/state/${announcement!.id}`,
      session: operator,
      form: { property: 'read', timestamp: platform.app.nowUnix(), value: 'true', medium: 'web' },
    });
    expect(read.envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, { method: 'PUT', url: '/renewalnotice/read', session: operator })).envelope.status).toBe(ApiStatus.ok);

    const encrypt = (text: string) => encryptPassword(text, platform.app.keys.publicKey);
    const changed = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session: operator,
      form: { oldPassword: encrypt('Oper@1234'), newPassword: encrypt('Trial#Ended1'), confirmPassword: encrypt('Trial#Ended1') },
    });
    expect(changed.envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, { method: 'GET', url: '/auth/logout', session: operator })).envelope.status).toBe(ApiStatus.ok);
    operator = (await loginAs(platform, 'operator01', 'Trial#Ended1')).session;
    expect((await signedInject(platform, { method: 'GET', url: '/account', session: operator })).envelope.status).toBe(ApiStatus.ok);
  });

  it('never refuses a platform administrator, even of that company', async () => {
    // (a device would meet the trial's device limit: the seeded company has more than 50)
    const saved = await signedInject(platform, { method: 'PUT', url: '/account', session: platformAdmin, form: { realname: 'Platform' } });
    expect([saved.statusCode, saved.envelope.status]).toEqual([200, ApiStatus.ok]);
  });

  it('knows its list of writes let through', () => {
    expect(allowedAfterTrial('GET', '/device')).toBe(true);
    expect(allowedAfterTrial('PUT', '/account/password')).toBe(true);
    expect(allowedAfterTrial('PUT', '/announcement/state/12')).toBe(true);
    expect(allowedAfterTrial('PUT', '/announcement/state/12/x')).toBe(false);
    expect(allowedAfterTrial('PUT', '/renewalnotice/read')).toBe(true);
    expect(allowedAfterTrial('POST', '/account/password')).toBe(false);
    expect(allowedAfterTrial('PUT', '/account')).toBe(false);
  });
});

describe('converting a trial company into a customer', () => {
  it('is a platform administrator’s, audited, and lifts the end and the device limit at once', async () => {
    const endsAt = platform.app.nowUnix() - DAY;
    await platform.app.db.updateTable('companies').set({ trial_ends_at: endsAt, device_limit: 50 }).where('id', '=', first.id).execute();
    const convert = (session: TestSession, id: number | string) => signedInject<{ companyId: number }>(platform, { method: 'POST', url: `${TRIAL_CONVERT_PATH}/${id}`, session });

    // a company administrator of a trial company (its trial running, so that the refusal is the permission's)
    await endTrial(second.id, platform.app.nowUnix() + DAY);
    const refused = await convert(secondAdmin, second.id);
    expect([refused.statusCode, refused.envelope.status]).toEqual([403, ApiStatus.forbidden]);
    expect((await convert(operator, first.id)).statusCode).toBe(403);
    const audits = await countRows(platform, 'audit_entries');
    expect(await platform.app.db.selectFrom('companies').select(['trial_ends_at', 'device_limit']).where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual({ trial_ends_at: endsAt, device_limit: 50 });

    expect((await convert(platformAdmin, 'x')).statusCode).toBe(404);
    expect((await convert(platformAdmin, 999_999)).statusCode).toBe(404);
    const converted = await convert(platformAdmin, first.id);
    expect(converted.envelope).toMatchObject({ status: ApiStatus.ok, data: { companyId: first.id, trialEndsAt: null } });
    expect(await platform.app.db.selectFrom('companies').select(['trial_ends_at', 'device_limit']).where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual({ trial_ends_at: null, device_limit: null });
    const entry = await platform.app.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_username: 'admin0001', entity: 'company', record_id: String(first.id), action: 'convertTrial' });
    expect(JSON.parse(entry.changes)).toEqual([
      { field: 'trialEndsAt', old: endsAt, new: null },
      { field: 'deviceLimit', old: 50, new: null },
    ]);
    expect(await countRows(platform, 'audit_entries')).toBe(audits + 1);

    // its users write again, and the session no longer speaks of a trial
    expect((await signedInject(platform, { method: 'PUT', url: '/account', session: operator, form: { realname: 'Customer' } })).envelope.status).toBe(ApiStatus.ok);
    const info = await signedInject<{ webSetting: { trialEndsAt?: number } }>(platform, { method: 'GET', url: '/auth/info', session: operator });
    expect(info.envelope.data!.webSetting.trialEndsAt).toBeUndefined();
    // a second conversion changes nothing
    const again = await convert(platformAdmin, first.id);
    expect(again.envelope.status).toBe(ApiStatus.failed);
    expect(await countRows(platform, 'audit_entries')).toBe(audits + 1);
  });
});
