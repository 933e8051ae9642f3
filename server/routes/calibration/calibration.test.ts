/**
 * Calibration (issue 30 §4): certificates of calibration records (GET /calibration/{id}/certificate)
 * under the print header of the device's organization, the same header on the temperature log
 * PDF, company scoping, the plans' due dates and reminders with the clock moved, and bad input at
 * the calibration units, plans, records and print header rules.
 */
import { ApiStatus, type ApiEnvelope } from '../../../src/lib/contract';
import type { DuePlan } from '../../../src/lib/calibration';
import { pdfText } from '../../../test/support/pdfText';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;

let platform: TestPlatform;
let admin: TestSession;
let secondAdmin: TestSession;
let companyId: number;
let secondCompanyId: number;
/** organizations of the demo tree by code */
let org: Record<string, number>;
type Device = { id: number; number: string };
let devices: { nanjing: Device; zhejiang: Device; jiangning: Device; branch: Device; hangzhou: Device };
let receiverId: number;

const now = () => platform.app.nowUnix();
const post = <T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session = admin) => signedInject<T>(platform, { method: 'POST', url, json, session });
const put = <T = Record<string, unknown>>(url: string, json: Record<string, unknown>, session = admin) => signedInject<T>(platform, { method: 'PUT', url, json, session });
const errors = (data: unknown) => (data as { errors: Record<string, string> }).errors;
const certificate = (id: number | string, session = admin, query: Record<string, string | number> = { utcOffset: 480 }, lang = 'en') =>
  signedGet(platform, `/calibration/${id}/certificate`, query, session, lang);
async function due(session = admin): Promise<DuePlan[]> {
  const { envelope } = await signedInject<{ list: DuePlan[] }>(platform, { method: 'GET', url: '/calibrationPlan/due', session });
  expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
  return envelope.data!.list;
}

const picked: number[] = [0];

/** A device of the organization, none picked before: the seed may leave one without, then the last free device moves there. */
async function deviceIn(code: string): Promise<{ id: number; number: string }> {
  const row = await platform.app.db
    .selectFrom('devices')
    .select(['id', 'number'])
    .where('company_id', '=', companyId)
    .where('organization_id', '=', org[code]!)
    .where('id', 'not in', picked)
    .orderBy('id')
    .executeTakeFirst();
  const moved =
    row ?? (await platform.app.db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', companyId).where('id', 'not in', picked).orderBy('id', 'desc').executeTakeFirstOrThrow());
  picked.push(moved.id);
  if (row) return row;
  await platform.app.db.updateTable('devices').set({ organization_id: org[code]! }).where('id', '=', moved.id).execute();
  return moved;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  [companyId, secondCompanyId] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  const orgs = await platform.app.db.selectFrom('organizations').select(['id', 'code']).where('company_id', '=', companyId).execute();
  org = Object.fromEntries(orgs.map((o) => [o.code, o.id]));
  devices = { zhejiang: await deviceIn('ZJ'), hangzhou: await deviceIn('ZJ'), nanjing: await deviceIn('JS-NJ'), jiangning: await deviceIn('JS-NJ-JN'), branch: await deviceIn('JS') };
  receiverId = (await platform.app.db.selectFrom('records').select('id').where('resource', '=', 'alarmReceiver').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  // a platform of its own, seeded for this file: longer than a hook's default on a busy machine
}, 120_000);
afterAll(() => platform.close());

/** Moves the clock; the sessions of before have expired by then: new ones. */
async function advance(seconds: number) {
  platform.clock.advance(seconds);
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
}

async function unit(name = `Lab ${Math.random().toString(36).slice(2, 8)}`) {
  const { envelope } = await post('/calibrationUnit', { name, accreditationNumber: 'CNAS L9999', contactNumber: '+8613800000000' });
  expect(envelope.status).toBe(ApiStatus.ok);
  return envelope.data!.id as number;
}

async function plan(body: Record<string, unknown>) {
  const { envelope } = await post('/calibrationPlan', { name: `Plan ${Math.random().toString(36).slice(2, 8)}`, intervalDays: 180, remindDays: 30, ...body });
  expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
  return envelope.data! as Record<string, unknown> & { id: number };
}

describe('GET /calibration/{id}/certificate', () => {
  let recordId: number;
  let unitId: number;
  let startDate: number;

  beforeAll(async () => {
    unitId = await unit('Shanghai Metrology Lab');
    startDate = now() - 10 * DAY;
    const { envelope } = await post('/calibration', {
      deviceId: devices.nanjing.id,
      unitId,
      startDate,
      dueDate: startDate + 365 * DAY,
      type: 'periodic',
      temperatureZone: '2~8',
      load: 'full',
      certificateNumber: 'SH-2026-0042',
      tolerance: 0.5,
      points: [
        { channel: 'T1', reference: 2, measured: 2.3 },
        { channel: 'T2', reference: 8, measured: 8.7 },
      ],
    });
    expect(envelope.status, JSON.stringify(envelope)).toBe(ApiStatus.ok);
    recordId = envelope.data!.id as number;
  });

  it("answers the record's PDF as an attachment, with its device, unit, points, deviations, verdict and dates", async () => {
    const response = await certificate(recordId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toContain('certificate-SH-2026-0042.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Calibration certificate');
    expect(text).toContain('SH-2026-0042');
    expect(text).toContain(devices.nanjing.number);
    expect(text).toContain('Shanghai Metrology Lab');
    expect(text).toContain('CNAS L9999');
    const day = (ts: number) => new Date((ts + 480 * 60) * 1000).toISOString().slice(0, 10);
    expect(text).toContain(day(startDate));
    expect(text).toContain(day(startDate + 365 * DAY));
    expect(text).toMatch(/T1\s*2\.0\s*2\.3\s*\+0\.3\s*Pass/);
    expect(text).toMatch(/T2\s*8\.0\s*8\.7\s*\+0\.7\s*Fail/);
    expect(text).toContain('Result: Fail');
    expect(text).toContain('±0.5 °C');
  });

  it("is headed by the print header rule of the device's organization, else its nearest ancestor's, else the company default", async () => {
    // the seed: the company default, and the Jiangsu branch (JS) whose subtree holds JS-NJ and JS-NJ-JN
    const header = async (deviceId: number) => {
      const { envelope } = await post('/calibration', { deviceId, startDate: now() - DAY, dueDate: now() + 300 * DAY, type: 'periodic', points: [{ channel: 'T1', reference: 5, measured: 5.1 }] });
      return pdfText((await certificate(envelope.data!.id as number)).rawPayload);
    };
    const nanjing = await header(devices.nanjing.id);
    expect(nanjing).toContain('江苏分公司');
    expect(nanjing).toContain('JS20260088');
    expect(nanjing).toContain('Result: Pass');
    const zhejiang = await header(devices.zhejiang.id);
    expect(zhejiang).toContain('SH20260001');
    expect(zhejiang).not.toContain('JS20260088');
    // a rule of the cold store itself wins over its branch's for the devices under it
    const rule = await post('/printHeadRule', { organizationId: org['JS-NJ'], companyName: 'Nanjing Cold Store Co.', address: 'Jiangning Road 1', licenceNumber: 'NJ-777' });
    expect(rule.envelope.status).toBe(ApiStatus.ok);
    const jiangning = await header(devices.jiangning.id);
    expect(jiangning).toContain('Nanjing Cold Store Co.');
    expect(jiangning).toContain('Licence No.: NJ-777');
    expect(jiangning).not.toContain('JS20260088');
  });

  it("keeps companies apart: another company's admin gets '-6' as for a missing record", async () => {
    const other = await certificate(recordId, secondAdmin);
    expect(other.statusCode).toBe(404);
    expect((JSON.parse(other.body) as ApiEnvelope).status).toBe(ApiStatus.notFound);
    expect((await certificate(999_999_999)).statusCode).toBe(404);
  });

  it('asks for a page of calibration records: none is refused (-4), certificate download alone is enough', async () => {
    const none = await userWithPages(platform, companyId, ['DeviceList']);
    const refused = await certificate(recordId, none);
    expect(refused.statusCode).toBe(403);
    expect((JSON.parse(refused.body) as ApiEnvelope).status).toBe(ApiStatus.forbidden);
    const downloader = await userWithPages(platform, companyId, ['DeviceCertDownload']);
    expect((await certificate(recordId, downloader)).statusCode).toBe(200);
  });

  it('refuses bad input: a zone out of range or no number (-5), an id that is no id (-6)', async () => {
    const zone = await certificate(recordId, admin, { utcOffset: 9999 });
    expect(zone.statusCode).toBe(422);
    expect(Object.keys(errors((JSON.parse(zone.body) as ApiEnvelope).data))).toEqual(['utcOffset']);
    const word = await certificate(recordId, admin, { utcOffset: 'east' });
    expect(word.statusCode).toBe(422);
    expect(Object.keys(errors((JSON.parse(word.body) as ApiEnvelope).data))).toEqual(['utcOffset']);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999']) expect((await certificate(id)).statusCode, id).toBe(404);
  });

  it('writes the certificate in the language of the request', async () => {
    const text = await pdfText((await certificate(recordId, admin, { utcOffset: 480 }, 'zh-CN')).rawPayload);
    expect(text).toContain('校准证书');
    expect(text).toContain('不合格');
  });
});

describe('the temperature log PDF under the print header rules', () => {
  const logOf = async (deviceId: number) => {
    const end = now();
    const response = await signedGet(platform, '/report/temperature/file', { target: 'device', id: deviceId, start: end - DAY, end, utcOffset: 480, format: 'pdf' }, admin, 'en');
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload);
  };

  it("takes the device's organization's rule (nearest ancestor with one) over the company default", async () => {
    const branch = await logOf(devices.branch.id);
    expect(branch).toContain('江苏分公司');
    expect(branch).toContain('Licence No.: 苏药监经营许可 JS20260088');
    const company = await logOf(devices.hangzhou.id);
    expect(company).toContain('Licence No.: 沪药监经营许可 SH20260001');
    expect(company).not.toContain('JS20260088');
  });

  it('follows a change of the rule at the next file', async () => {
    const rules = (await signedInject<{ list: Array<{ id: number; organizationId?: number }> }>(platform, { method: 'GET', url: '/printHeadRule', query: { perPage: 100 }, session: admin })).envelope.data!.list;
    const fallback = rules.find((rule) => rule.organizationId === undefined)!;
    expect((await put(`/printHeadRule/${fallback.id}`, { licenceNumber: 'HQ-2027-01' })).envelope.status).toBe(ApiStatus.ok);
    expect(await logOf(devices.hangzhou.id)).toContain('Licence No.: HQ-2027-01');
  });
});

describe('calibration plans: due dates and reminders', () => {
  it('shows a plan as due from its reminder days on, e-mails its receivers once per due date, and a recorded calibration moves the date on', async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [devices.zhejiang.id], unitId, nextDueDate: now() + 40 * DAY, receiverIds: [receiverId] });
    expect((await due()).map((p) => p.id)).not.toContain(created.id);
    await platform.app.calibrationReminders.tick();
    const sent = () => platform.app.db.selectFrom('alarm_notifications').select(['text', 'receiver_id', 'channel']).where('text', 'like', `%${created.name as string}%`).execute();
    expect(await sent()).toEqual([]);

    await advance(11 * DAY);
    const listed = (await due()).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ name: created.name, daysLeft: 29, overdue: false, deviceCount: 1 });
    expect(await platform.app.calibrationReminders.tick()).toContain(created.id);
    expect(await sent()).toEqual([{ text: expect.stringContaining('到期') as unknown, receiver_id: receiverId, channel: 'email' }]);
    // once per due date, whoever ticks again
    expect(await platform.app.calibrationReminders.tick()).not.toContain(created.id);
    expect(await sent()).toHaveLength(1);

    await advance(30 * DAY);
    expect((await due()).find((p) => p.id === created.id)).toMatchObject({ overdue: true });

    // the calibration is done: the plan's next due date is its date plus the interval
    const calibratedAt = now() - DAY;
    const record = await post('/calibration', { deviceId: devices.zhejiang.id, planId: created.id, unitId, startDate: calibratedAt, dueDate: calibratedAt + 180 * DAY, type: 'periodic' });
    expect(record.envelope.status).toBe(ApiStatus.ok);
    const moved = (await signedInject<Record<string, unknown>>(platform, { method: 'GET', url: `/calibrationPlan/${created.id}`, session: admin })).envelope.data!;
    expect(moved).toMatchObject({ nextDueDate: calibratedAt + 180 * DAY, lastCalibratedAt: calibratedAt });
    expect((await due()).map((p) => p.id)).not.toContain(created.id);
    // an older record moves nothing back
    await post('/calibration', { deviceId: devices.zhejiang.id, planId: created.id, startDate: calibratedAt - 100 * DAY, dueDate: calibratedAt, type: 'periodic' });
    expect((await signedInject<Record<string, unknown>>(platform, { method: 'GET', url: `/calibrationPlan/${created.id}`, session: admin })).envelope.data).toMatchObject({ nextDueDate: calibratedAt + 180 * DAY });

    // the new due date reminds again when its days come
    await advance(155 * DAY);
    expect(await platform.app.calibrationReminders.tick()).toContain(created.id);
    expect(await sent()).toHaveLength(2);
  });

  it("keeps companies apart: another company's due list has none of ours, its user cannot name our unit", async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [devices.zhejiang.id], unitId, nextDueDate: now() + DAY });
    expect((await due()).map((p) => p.id)).toContain(created.id);
    expect((await due(secondAdmin)).map((p) => p.id)).not.toContain(created.id);
    const secondDevice = (await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', secondCompanyId).orderBy('id').executeTakeFirstOrThrow()).id;
    const theirs = await post('/calibrationPlan', { name: 'Theirs', deviceIds: [secondDevice], unitId, intervalDays: 30, nextDueDate: now() + DAY }, secondAdmin);
    expect(theirs.statusCode).toBe(422);
    expect(Object.keys(errors(theirs.envelope.data))).toEqual(['unitId']);
  });

  it('asks for the calibration tool page to list the due plans (-4)', async () => {
    const none = await userWithPages(platform, companyId, ['DeviceList']);
    const refused = await signedInject(platform, { method: 'GET', url: '/calibrationPlan/due', session: none });
    expect(refused.statusCode).toBe(403);
    const tool = await userWithPages(platform, companyId, ['ToolsCalibration']);
    expect((await signedInject(platform, { method: 'GET', url: '/calibrationPlan/due', session: tool })).statusCode).toBe(200);
  });
});

describe('bad input, each field named and nothing written', () => {
  const refuses = async (url: string, cases: Array<[Record<string, unknown>, string[]]>) => {
    const rows = await countRows(platform, 'records');
    for (const [body, fields] of cases) {
      const { statusCode, envelope } = await post(url, body);
      expect(statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(errors(envelope.data)).sort(), `${url} ${JSON.stringify(body)}`).toEqual(fields);
    }
    expect(await countRows(platform, 'records')).toBe(rows);
  };

  it('calibration units', async () => {
    await refuses('/calibrationUnit', [
      [{}, ['accreditationNumber', 'name']],
      [{ name: '   ', accreditationNumber: 'CNAS' }, ['name']],
      [{ name: 'Lab', accreditationNumber: 'x'.repeat(51) }, ['accreditationNumber']],
      [{ name: 'Lab', accreditationNumber: 'CNAS', contactNumber: 'call me' }, ['contactNumber']],
      [{ name: 'Lab', accreditationNumber: 'CNAS', rating: 5 }, ['rating']],
    ]);
  });

  it('calibration plans', async () => {
    const unitId = await unit();
    const ok = { name: 'Plan', deviceIds: [devices.zhejiang.id], unitId, intervalDays: 30, nextDueDate: now() + DAY };
    await refuses('/calibrationPlan', [
      [{}, ['deviceIds', 'intervalDays', 'name', 'nextDueDate', 'unitId']],
      [{ ...ok, deviceIds: [] }, ['deviceIds']],
      [{ ...ok, deviceIds: [999_999_999] }, ['deviceIds']],
      [{ ...ok, intervalDays: 0 }, ['intervalDays']],
      [{ ...ok, intervalDays: 3651 }, ['intervalDays']],
      [{ ...ok, remindDays: 91 }, ['remindDays']],
      [{ ...ok, unitId: 999_999_999 }, ['unitId']],
      [{ ...ok, receiverIds: ['all'] }, ['receiverIds']],
    ]);
    // the server's own fields are not the writer's
    const written = await plan({ ...ok, lastCalibratedAt: 1, remindedFor: 2 });
    expect(written).not.toHaveProperty('lastCalibratedAt');
    expect(written).not.toHaveProperty('remindedFor');
  });

  it('calibration records', async () => {
    const unitId = await unit();
    const created = await plan({ deviceIds: [devices.zhejiang.id], unitId, nextDueDate: now() + 100 * DAY });
    const ok = { deviceId: devices.nanjing.id, startDate: now() - DAY, dueDate: now() + DAY, type: 'periodic' };
    await refuses('/calibration', [
      [{ ...ok, planId: created.id }, ['planId']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2 }] }, ['points.0.measured']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2, measured: 2 }, { channel: '', reference: 2, measured: 2 }] }, ['points.1.channel']],
      [{ ...ok, points: [{ channel: 'T1', reference: 2, measured: 999 }] }, ['points.0.measured']],
      [{ ...ok, points: 'T1=2' }, ['points']],
      [{ ...ok, tolerance: -1 }, ['tolerance']],
      [{ ...ok, certificateNumber: 'x'.repeat(51) }, ['certificateNumber']],
    ]);
    const notInPlan = await post('/calibration', { ...ok, planId: created.id });
    expect(errors(notInPlan.envelope.data)).toEqual({ planId: 'The device is not in this calibration plan' });
  });

  it('print header rules: one default, one per organization, a name and fields within their limits', async () => {
    await refuses('/printHeadRule', [
      [{}, ['companyName']],
      [{ companyName: 'Another default' }, ['organizationId']],
      [{ organizationId: org.JS, companyName: 'Second Jiangsu rule' }, ['organizationId']],
      [{ organizationId: org.ZJ, companyName: 'x'.repeat(101) }, ['companyName']],
      [{ organizationId: org.ZJ, companyName: 'Zhejiang', licenceNumber: 'x'.repeat(51) }, ['licenceNumber']],
      [{ organizationId: org.ZJ, companyName: 'Zhejiang', logo: 'not a file' }, ['logo']],
    ]);
    const second = await post('/printHeadRule', { companyName: 'Theirs', organizationId: org.ZJ }, secondAdmin);
    expect(Object.keys(errors(second.envelope.data))).toEqual(['organizationId']);
    expect(errors((await post('/printHeadRule', { companyName: 'Another default' })).envelope.data)).toEqual({
      organizationId: 'The company already has a default rule (a rule without an organization)',
    });
  });
});

describe('the print header rule’s logo', () => {
  it("draws the rule's own logo; a rule without one falls back to the company's report logo, or none", async () => {
    const hasImage = async (deviceId: number) => {
      const { envelope } = await post('/calibration', { deviceId, startDate: now() - DAY, dueDate: now() + 300 * DAY, type: 'periodic' });
      return (await certificate(envelope.data!.id as number)).rawPayload.toString('latin1').includes('/Subtype /Image');
    };
    // the seeded company logo heads every paper whose rule has none
    expect(await hasImage(devices.zhejiang.id)).toBe(true);
    await platform.app.db.updateTable('companies').set({ default_report_logo: '' }).where('id', '=', companyId).execute();
    expect(await hasImage(devices.zhejiang.id)).toBe(false);
    // a PNG uploaded as the rule's logo: the record as JSON plus the file's part
    const png = await platform.app.files.get('notices/demo-report-logo.png');
    const rule = await signedInject(platform, {
      method: 'POST',
      url: '/printHeadRule',
      session: admin,
      form: { record: JSON.stringify({ organizationId: org['JS-NJ-JN'], companyName: 'Jiangning Depot' }) },
      files: { logo: { filename: 'logo.png', contentType: 'image/png', data: new Uint8Array(png!) } },
    });
    expect(rule.envelope.status, JSON.stringify(rule.envelope)).toBe(ApiStatus.ok);
    expect(await hasImage(devices.jiangning.id)).toBe(true);
    expect(await hasImage(devices.zhejiang.id)).toBe(false);
  });
});
