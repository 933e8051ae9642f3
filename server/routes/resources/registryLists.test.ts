/**
 * Issue 30 §4–§5 against the real platform: the company's lists (data dictionary, channel
 * display, device prompts, storage classes, system message users, after-sales tickets) are kept
 * per company and refuse bad input storing nothing; a storage class's limits fill a new waybill or
 * alarm rule that leaves them out; the device registry and its bindings are written by the
 * platform only, and read by the company a device is assigned to; an after-sales ticket moves only
 * along its allowed transitions.
 */
import ExcelJS from 'exceljs';
import { importPath, type ImportResult } from '../../../src/lib/import';
import type { ListResult } from '../../../src/lib/schema/wire';
import { STORAGE_CLASS_SEEDS } from '../../db/seed/registryLists';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

let platform: TestPlatform;
let platformAdmin: TestSession;
let companyAdmin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  platformAdmin = (await loginAs(platform, 'admin0001')).session;
  companyAdmin = (await loginAs(platform, 'admin0002')).session;
  // the company admin holds every write code of the registry pages: what refuses it is the platform rule
  const role = (await db().selectFrom('users').select('role_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).role_id;
  const codes = ['managementdevice_add', 'managementdevice_edit', 'managementdevice_import', 'managementbinding_add', 'managementbinding_edit'];
  const granted = await db().selectFrom('role_operations').innerJoin('operations', 'operations.id', 'role_operations.operation_id').select('operations.code').where('role_id', '=', role).execute();
  const missing = codes.filter((code) => !granted.some((row) => row.code === code));
  const operations = missing.length ? await db().selectFrom('operations').select('id').where('code', 'in', missing).execute() : [];
  expect(operations).toHaveLength(missing.length);
  if (operations.length) await db().insertInto('role_operations').values(operations.map((op) => ({ role_id: role, operation_id: op.id }))).execute();
  // a fresh seeded platform takes a while on a busy machine
}, 60_000);
afterAll(() => platform.close());

const db = () => platform.app.db;
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: TestSession, json?: Json, query?: Record<string, string>) =>
  signedInject<T>(platform, { method, url, session, lang: 'en', ...(json ? { json } : {}), ...(query ? { query } : {}) });
const list = async (resource: string, session: TestSession, filter: Json = {}) =>
  (await call<ListResult<Row>>('GET', `/${resource}`, session, undefined, { limit: '100', filter: JSON.stringify(filter) })).envelope.data!;
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Json } | null | undefined)?.errors;
const recordCount = async (resource: string) => Number((await db().selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).where('resource', '=', resource).executeTakeFirstOrThrow()).n);

describe("the company's lists", () => {
  const cases: Array<{ resource: string; good: () => Promise<Json>; bad: Json; badField: string }> = [
    { resource: 'dataDictionary', good: async () => ({ code: 'damageReason', name: 'Damage reasons', kind: 'reason', items: ['Dropped', 'Wet'] }), bad: { code: 'bad code', name: 'x', kind: 'reason', items: [] }, badField: 'code' },
    { resource: 'channelDisplay', good: async () => ({ deviceModel: 'CT-100', channels: ['temperature', 'battery'] }), bad: { deviceModel: 'CT-100', channels: ['temperature', 'smell'] }, badField: 'channels' },
    { resource: 'devicePrompt', good: async () => ({ event: 'offline', mode: 'voice', language: 'en', message: 'Connection lost' }), bad: { event: 'offline', mode: 'voice', language: 'en', message: 'x'.repeat(61) }, badField: 'message' },
    { resource: 'storageClass', good: async () => ({ name: 'Deep frozen', kind: 'frozen', minTemperature: -80, maxTemperature: -60 }), bad: { name: 'Upside down', kind: 'frozen', minTemperature: 5, maxTemperature: 2 }, badField: 'maxTemperature' },
    {
      resource: 'systemMessageUser',
      good: async () => ({ userId: (await db().selectFrom('users').select('id').where('username', '=', 'operator01').executeTakeFirstOrThrow()).id, messageTypes: ['maintenance'], channels: ['sms'] }),
      bad: { userId: 1, messageTypes: [], channels: ['sms'] },
      badField: 'messageTypes',
    },
    { resource: 'afterSalesTicket', good: async () => ({ deviceNumber: '30001234', problem: 'battery', status: 'open', notes: 'Drains in a day' }), bad: { deviceNumber: '123', problem: 'battery', status: 'open' }, badField: 'deviceNumber' },
  ];

  for (const { resource, good, bad, badField } of cases) {
    it(`${resource}: creates and lists within the company only, and refuses bad input storing nothing`, async () => {
      const values = await good();
      const made = await call('POST', `/${resource}`, platformAdmin, values);
      expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
      const id = made.envelope.data!.id;
      expect((await list(resource, platformAdmin)).list.map((r) => r.id)).toContain(id);
      expect((await list(resource, companyAdmin)).list.map((r) => r.id)).not.toContain(id);
      expect((await call('GET', `/${resource}/${id}`, companyAdmin)).statusCode).toBe(404);

      const before = await recordCount(resource);
      const refused = await call('POST', `/${resource}`, platformAdmin, bad);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(errorsOf(refused) ?? {})).toContain(badField);
      expect(await recordCount(resource)).toBe(before);
    });
  }

  it('keeps a dictionary code, a model and a user once per company, but another company may use them', async () => {
    const twice = await call('POST', '/dataDictionary', platformAdmin, { code: 'assetStatusReason', name: 'again', kind: 'reason', items: ['x'] });
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual({ code: 'This value is already in use' });
    const elsewhere = await call('POST', '/dataDictionary', companyAdmin, { code: 'assetStatusReason', name: 'ours', kind: 'reason', items: ['Broken'] });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("refuses a system message user of another company", async () => {
    const foreign = (await db().selectFrom('users').select('id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).id;
    const refused = await call('POST', '/systemMessageUser', platformAdmin, { userId: foreign, messageTypes: ['renewal'], channels: ['site'] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused) ?? {})).toEqual(['userId']);
  });
});

describe('storage and transport classes', () => {
  const classOf = async (session: TestSession, kind: string) => (await list('storageClass', session, { kind })).list[0]!;
  const party = { institution: 'Depot' };

  it("fills a new waybill's limits from the class when they are left out, and limits sent win", async () => {
    const frozen = await classOf(platformAdmin, 'frozen');
    const seeded = STORAGE_CLASS_SEEDS.find((c) => c.kind === 'frozen')!;
    expect([frozen.minTemperature, frozen.maxTemperature]).toEqual([seeded.minTemperature, seeded.maxTemperature]);
    const made = await call('POST', '/waybill', platformAdmin, { number: 'WB-CLASS-1', storageClassId: frozen.id, consignor: party, consignee: party });
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    const stored = await db().selectFrom('waybills').select(['min_temperature', 'max_temperature']).where('number', '=', 'WB-CLASS-1').executeTakeFirstOrThrow();
    expect([stored.min_temperature, stored.max_temperature]).toEqual([-25, -15]);

    const own = await call('POST', '/waybill', platformAdmin, { number: 'WB-CLASS-2', storageClassId: frozen.id, minTemperature: -30, maxTemperature: -20, consignor: party, consignee: party });
    expect(own.statusCode).toBe(200);
    expect(own.envelope.data).toMatchObject({ minTemperature: -30, maxTemperature: -20 });
    expect(own.envelope.data).not.toHaveProperty('storageClassId');
  });

  it("fills a new alarm rule's limits, and refuses another company's class", async () => {
    const refrigerated = await classOf(platformAdmin, 'refrigerated');
    const made = await call('POST', '/alarmRule', platformAdmin, { name: 'FromClass', storageClassId: refrigerated.id });
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    expect(made.envelope.data).toMatchObject({ minTemperature: 2, maxTemperature: 8 });

    const before = await recordCount('alarmRule');
    const foreign = await classOf(companyAdmin, 'refrigerated');
    const refused = await call('POST', '/alarmRule', platformAdmin, { name: 'ForeignClass', storageClassId: foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(errorsOf(refused) ?? {})).toEqual(expect.arrayContaining(['minTemperature', 'maxTemperature']));
    expect(await recordCount('alarmRule')).toBe(before);
  });
});

describe('the device registry and bindings', () => {
  it('refuses every write of a company user, storing nothing', async () => {
    const before = await recordCount('deviceRegistry');
    const post = await call('POST', '/deviceRegistry', companyAdmin, { number: '88000001', companyId: 2 });
    expect(post.statusCode).toBe(403);
    expect(errorsOf(post)).toBeUndefined();
    const own = (await list('deviceRegistry', companyAdmin)).list[0]!;
    expect((await call('PUT', `/deviceRegistry/${own.id}`, companyAdmin, { companyId: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', `/deviceRegistry/${own.id}`, companyAdmin)).statusCode).toBe(403);
    expect((await call('POST', '/deviceBinding', companyAdmin, { deviceNumber: own.number, assetName: 'x' })).statusCode).toBe(403);
    expect(await recordCount('deviceRegistry')).toBe(before);
  });

  it('registers a device for a company, which then reads it while others do not; the platform sees all', async () => {
    const made = await call('POST', '/deviceRegistry', platformAdmin, { number: '88000002', model: 'CTH-200', companyId: 2, iccid: '89860000000000000012', operator: 'chinaUnicom' });
    expect(made.statusCode, JSON.stringify(made.envelope)).toBe(200);
    const id = made.envelope.data!.id;
    const seen = (await list('deviceRegistry', companyAdmin)).list;
    expect(seen.map((r) => r.id)).toContain(id);
    expect(new Set(seen.map((r) => r.companyId))).toEqual(new Set([2]));
    const all = (await list('deviceRegistry', platformAdmin)).list;
    expect(all.map((r) => r.id)).toContain(id);
    // the platform sees every company's and those in stock
    expect(new Set(all.map((r) => r.companyId))).toEqual(new Set([1, 2, undefined]));

    // bad input: an ICCID is digits starting 89; a number is registered once
    const before = await recordCount('deviceRegistry');
    const bad = await call('POST', '/deviceRegistry', platformAdmin, { number: '88000003', iccid: '1234' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad) ?? {})).toEqual(['iccid']);
    const twice = await call('POST', '/deviceRegistry', platformAdmin, { number: '88000002' });
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual({ number: 'This value is already in use' });
    expect(await recordCount('deviceRegistry')).toBe(before);
  });

  it('imports devices by number from xlsx, assigned to a company by name; refused to a company user', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    const second = (await db().selectFrom('companies').select('name').where('id', '=', 2).executeTakeFirstOrThrow()).name;
    for (const row of [['Device number', 'Model', 'Company', 'SIM ICCID'], ['88200001', 'CT-100', second, '8986000000000000777'], ['88200002', 'CT-100', '', ''], ['88200001', 'CT-100', '', '']]) sheet.addRow(row);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = (session: TestSession) =>
      signedInject<ImportResult>(platform, {
        method: 'POST',
        url: importPath('deviceRegistry'),
        session,
        lang: 'en',
        form: { utcOffset: 480 },
        files: { file: { filename: 'devices.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data } },
      });
    const before = await recordCount('deviceRegistry');
    expect((await upload(companyAdmin)).statusCode).toBe(403);
    expect(await recordCount('deviceRegistry')).toBe(before);

    const imported = await upload(platformAdmin);
    expect(imported.statusCode, JSON.stringify(imported.envelope).slice(0, 500)).toBe(200);
    expect(imported.envelope.data).toMatchObject({ stored: 2 });
    expect(imported.envelope.data!.errors.map((e) => e.row)).toEqual([4]);
    expect(await recordCount('deviceRegistry')).toBe(before + 2);
    const seen = (await list('deviceRegistry', companyAdmin, { number: '88200001' })).list;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ companyId: 2, iccid: '8986000000000000777' });
  });

  it('keeps one active binding per device, the earlier ones as history', async () => {
    await call('POST', '/deviceRegistry', platformAdmin, { number: '88000004', companyId: 1 });
    const assets = await db().selectFrom('records').select('data').where('resource', '=', 'asset').where('company_id', '=', 1).orderBy('id').limit(2).execute();
    const [first, second] = assets.map((a) => (typeof a.data === 'string' ? (JSON.parse(a.data) as Json) : (a.data as Json)).name as string);
    const one = await call('POST', '/deviceBinding', platformAdmin, { deviceNumber: '88000004', assetName: first });
    expect(one.statusCode, JSON.stringify(one.envelope)).toBe(200);
    expect(one.envelope.data).toMatchObject({ active: true, companyId: 1 });
    const two = await call('POST', '/deviceBinding', platformAdmin, { deviceNumber: '88000004', assetName: second });
    expect(two.statusCode).toBe(200);
    const bindings = (await list('deviceBinding', platformAdmin, { deviceNumber: '88000004' })).list;
    expect(bindings.map((b) => [b.assetName, b.active, typeof b.unboundAt])).toEqual(
      expect.arrayContaining([
        [first, false, 'number'],
        [second, true, 'undefined'],
      ]),
    );
    // the company of the device reads its bindings; another company does not
    expect((await list('deviceBinding', companyAdmin, { deviceNumber: '88000004' })).total).toBe(0);

    const before = await recordCount('deviceBinding');
    const unknown = await call('POST', '/deviceBinding', platformAdmin, { deviceNumber: '88000004', assetName: 'No such asset' });
    expect(errorsOf(unknown)).toEqual({ assetName: "The device's company has no asset of this name" });
    const stock = await call('POST', '/deviceBinding', platformAdmin, { deviceNumber: '99000001', assetName: first });
    expect(errorsOf(stock)).toEqual({ deviceNumber: 'Assign the device to a company first' });
    expect(await recordCount('deviceBinding')).toBe(before);
  });
});

describe('after-sales tickets', () => {
  it('moves along the allowed transitions only, and a new ticket opens as open', async () => {
    // the create form does not ask for a status: the server opens the ticket
    const opened = await call('POST', '/afterSalesTicket', platformAdmin, { deviceNumber: '30005678', problem: 'sensor' });
    expect(opened.envelope.data).toMatchObject({ status: 'open' });
    const id = opened.envelope.data!.id;
    const skipped = await call('PUT', `/afterSalesTicket/${id}`, platformAdmin, { status: 'repaired', notes: 'fixed?' });
    expect(skipped.statusCode).toBe(422);
    expect(errorsOf(skipped)).toEqual({ status: 'A ticket cannot move from its current status to this one' });
    expect((await call('GET', `/afterSalesTicket/${id}`, platformAdmin)).envelope.data).toMatchObject({ status: 'open' });
    expect((await call('GET', `/afterSalesTicket/${id}`, platformAdmin)).envelope.data).not.toHaveProperty('notes');

    for (const status of ['received', 'diagnosing', 'repaired', 'returned', 'closed']) {
      const moved = await call('PUT', `/afterSalesTicket/${id}`, platformAdmin, { status });
      expect(moved.statusCode, status).toBe(200);
    }
    const reopened = await call('PUT', `/afterSalesTicket/${id}`, platformAdmin, { status: 'open' });
    expect(reopened.statusCode).toBe(422);

    const before = await recordCount('afterSalesTicket');
    const closedAtOnce = await call('POST', '/afterSalesTicket', platformAdmin, { deviceNumber: '30005679', problem: 'other', status: 'closed' });
    expect(errorsOf(closedAtOnce)).toEqual({ status: 'A new ticket starts as Open' });
    expect(await recordCount('afterSalesTicket')).toBe(before);
  });
});

it('seeds a few rows of each list', async () => {
  for (const resource of ['dataDictionary', 'channelDisplay', 'devicePrompt', 'storageClass', 'systemMessageUser', 'afterSalesTicket', 'deviceRegistry', 'deviceBinding']) {
    expect(await recordCount(resource), resource).toBeGreaterThan(0);
  }
  expect(await countRows(platform, 'records')).toBeGreaterThan(0);
});
