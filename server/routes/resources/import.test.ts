/**
 * The generated Import action (issue 29 §3, spec §5): the file's type, the page's import code,
 * the body limit, each kind of row error, and exactly the valid rows stored, one transaction a row.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { ApiStatus } from '../../../src/lib/contract';
import { IMPORT_MAX_BYTES, importPath, importTemplatePath, type ImportResult } from '../../../src/lib/import';
import { verifyPassword } from '../../services/password';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const SPEC_MESSAGE = 'The upload format is incorrect, please upload xls or xlsx format';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WAYBILL_HEADER = [
  'Waybill number',
  'Ship now',
  'Asset type',
  'Asset name',
  'Min temperature (°C)',
  'Max temperature (°C)',
  'Consignor - Institution',
  'Consignee - Institution',
];

let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let now: number;

async function xlsx(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(resource: string, file: { filename: string; data: Uint8Array }, session: TestSession = admin, lang = 'en') {
  return signedInject<ImportResult>(platform, {
    method: 'POST',
    url: importPath(resource),
    session,
    lang,
    form: { utcOffset: 480 },
    files: { file: { filename: file.filename, contentType: XLSX_TYPE, data: file.data } },
  });
}

const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;
const count = async (table: 'waybills' | 'users' | 'devices') =>
  Number((await platform.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function newAsset(session: TestSession, role: number, name: string): Promise<number> {
  const organizationId = Number((await platform.app.db.selectFrom('users').select('organization_id').where('username', '=', session.username).executeTakeFirstOrThrow()).organization_id);
  const { envelope } = await signedInject<{ id: number }>(platform, {
    method: 'POST',
    url: '/asset',
    session,
    json: { role, name, type: role === 1 ? 'frozen' : 'ordinary', status: 1, organizationId },
  });
  if (envelope.status !== ApiStatus.ok) throw new Error(`asset ${name}: ${JSON.stringify(envelope)}`);
  return envelope.data!.id;
}

async function readBack(base64: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
}, 120_000);
afterAll(() => platform.close());

describe('POST /waybill/import', () => {
  it('stores exactly the valid rows and lists every bad row with its row, column and reason', async () => {
    const truckId = await newAsset(admin, 1, 'ImportTruck1');
    await newAsset(admin, 3, 'ImportBox1');
    // a number stored before: the file may not bring it again
    const existing = await signedInject(platform, {
      method: 'POST',
      url: '/waybill',
      session: admin,
      json: { number: 'IMP-EXIST', minTemperature: 2, maxTemperature: 8, consignor: { institution: 'A' }, consignee: { institution: 'B' } },
    });
    expect(existing.envelope.status).toBe(ApiStatus.ok);
    const before = await count('waybills');
    const file = await xlsx([
      WAYBILL_HEADER,
      ['IMP-001', 'Yes', 'Refrigerated vehicle', 'ImportTruck1', 2, 8, 'Shanghai CDC', 'Pudong Hospital'],
      ['IMP-002', 'No', 'Cold box', 'ImportBox1', -20, -10, 'Shanghai CDC', 'Minhang Clinic'],
      [null, 'Yes', 'Refrigerated vehicle', 'ImportTruck1', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP-004', 'No', 'Cold box', 'ImportBox1', 'cold', 8, 'Shanghai CDC', 'X'],
      ['IMP-005', 'No', 'Cold box', 'NoSuchBox', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP-001', 'No', 'Cold box', 'ImportBox1', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP-EXIST', 'No', 'Cold box', 'ImportBox1', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP-008', 'No', 'Spaceship', 'ImportBox1', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP-009', 'maybe', 'Cold box', 'ImportBox1', 2, 8, 'Shanghai CDC', 'X'],
      ['IMP 010', 'No', 'Cold box', 'ImportBox1', 8, 2, 'Shanghai CDC', 'X'],
    ]);
    const { statusCode, envelope } = await upload('waybill', { filename: 'waybills.xlsx', data: file });
    expect(statusCode).toBe(200);
    const result = envelope.data!;
    expect(result.rows).toBe(10);
    expect(result.stored).toBe(2);
    expect(await count('waybills')).toBe(before + 2);
    const byRow = (row: number) => result.errors.filter((e) => e.row === row).map((e) => `${e.column ?? ''}: ${e.message}`);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual([]);
    expect(byRow(4)).toEqual(['Waybill number: This field is required']);
    expect(byRow(5)).toEqual(['Min temperature (°C): Must be a number']);
    expect(byRow(6)).toEqual(['Asset name: No asset of this type is named NoSuchBox in your company']);
    expect(byRow(7)).toEqual(['Waybill number: IMP-001 is already used in row 2 of the file']);
    expect(byRow(8)).toEqual(['Waybill number: IMP-EXIST already exists']);
    expect(byRow(9)).toEqual(['Asset type: Please choose one of the listed values']);
    expect(byRow(10)).toEqual(['Ship now: Must be yes or no']);
    // the schema's own rules, as on a create: no whitespace in the number, max above min
    expect(byRow(11).sort()).toEqual(['Max temperature (°C): The maximum must be greater than the minimum (8)', 'Waybill number: Whitespace is not allowed'].sort());

    const shipped = await platform.app.db.selectFrom('waybills').selectAll().where('number', '=', 'IMP-001').executeTakeFirstOrThrow();
    expect(shipped.status).toBe(2);
    expect(Number(shipped.departure_time)).toBe(now);
    expect(JSON.parse(String(shipped.assets))).toEqual([truckId]);
    // departed as the depart action departs: its first leg from its asset, and the history entry
    const legs = await platform.app.db.selectFrom('waybill_legs').select(['seq', 'assets']).where('waybill_id', '=', shipped.id).execute();
    expect(legs).toEqual([{ seq: 1, assets: JSON.stringify([truckId]) }]);
    const events = await platform.app.db.selectFrom('waybill_events').select('kind').where('waybill_id', '=', shipped.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['depart']);
    const waiting = await platform.app.db.selectFrom('waybills').selectAll().where('number', '=', 'IMP-002').executeTakeFirstOrThrow();
    expect(waiting.status).toBe(1);
    expect(waiting.departure_time).toBeNull();

    // the file comes back with a result column
    const sheet = await readBack(result.resultFile);
    expect(result.resultName).toBe('waybills-result.xlsx');
    expect(sheet.getRow(1).getCell(9).value).toBe('Import result');
    expect(sheet.getRow(2).getCell(9).value).toBe('Imported');
    expect(sheet.getRow(4).getCell(9).value).toBe('Waybill number: This field is required');
    expect(sheet.getRow(2).getCell(1).value).toBe('IMP-001');
  });

  it('finds an asset only in the user\'s own company', async () => {
    await newAsset(admin, 2, 'ImportStoreOfOne');
    const file = await xlsx([WAYBILL_HEADER, ['IMP-OTHER-1', 'No', 'Cold store', 'ImportStoreOfOne', 2, 8, 'A', 'B']]);
    const { envelope } = await upload('waybill', { filename: 'w.xlsx', data: file }, otherCompany);
    expect(envelope.data!.stored).toBe(0);
    expect(envelope.data!.errors).toEqual([{ row: 2, column: 'Asset name', message: 'No asset of this type is named ImportStoreOfOne in your company' }]);
  });

  it('names an asset two records share as ambiguous', async () => {
    await newAsset(admin, 4, 'ImportTwin');
    await newAsset(admin, 4, 'ImportTwin');
    const file = await xlsx([WAYBILL_HEADER, ['IMP-TWIN', 'No', 'Refrigerator', 'ImportTwin', 2, 8, 'A', 'B']]);
    const { envelope } = await upload('waybill', { filename: 'w.xlsx', data: file });
    expect(envelope.data!.errors.map((e) => e.message)).toEqual(['Several assets of this type are named ImportTwin: rename them so that the name is unique']);
  });

  it('reads headers in Chinese and answers in the request\'s language', async () => {
    await newAsset(admin, 3, 'ImportBoxZh');
    const file = await xlsx([
      ['运单号', '立即发货', '资产类型', '资产名称', '最低温度（°C）', '最高温度（°C）', '发货方 - 单位', '收货方 - 单位'],
      ['IMP-ZH-1', '是', '冷藏箱', 'ImportBoxZh', 2, 8, '甲', '乙'],
      ['IMP-ZH-2', '否', '冷藏箱', 'ImportBoxZh', 2, 8, '甲', null],
    ]);
    const { envelope } = await upload('waybill', { filename: '运单.xlsx', data: file }, admin, 'zh-CN');
    expect(envelope.data!.stored).toBe(1);
    expect(envelope.data!.errors).toEqual([{ row: 3, column: '收货方 - 单位', message: '此项为必填项' }]);
  });

  it('refuses anything but xls or xlsx with the spec\'s exact message, and stores nothing', async () => {
    const before = await count('waybills');
    const csv = await upload('waybill', { filename: 'waybills.csv', data: Buffer.from('number\nIMP-CSV\n') });
    expect(csv.statusCode).toBe(422);
    expect(errorsOf(csv.envelope).file).toBe(SPEC_MESSAGE);
    // named .xlsx but not a workbook
    const fake = await upload('waybill', { filename: 'waybills.xlsx', data: Buffer.from('number\nIMP-CSV\n') });
    expect(errorsOf(fake.envelope).file).toBe(SPEC_MESSAGE);
    const zh = await upload('waybill', { filename: 'a.pdf', data: Buffer.from('%PDF') }, admin, 'zh-CN');
    expect(errorsOf(zh.envelope).file).toBe('上传格式不正确，请上传 xls 或 xlsx 格式');
    expect(await count('waybills')).toBe(before);
  });

  it('reads an .xls that is xlsx inside, and refuses an Excel 97–2003 file with a clear message', async () => {
    await newAsset(admin, 3, 'ImportBoxXls');
    const file = await xlsx([WAYBILL_HEADER, ['IMP-XLS-1', 'No', 'Cold box', 'ImportBoxXls', 2, 8, 'A', 'B']]);
    const inside = await upload('waybill', { filename: 'old-name.xls', data: file });
    expect(inside.envelope.data!.stored).toBe(1);
    const biff = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(biff);
    const old = await upload('waybill', { filename: 'legacy.xls', data: biff });
    expect(old.statusCode).toBe(422);
    expect(errorsOf(old.envelope).file).toMatch(/^Excel 97–2003 files \(\.xls\) cannot be read: .*save it as \.xlsx/);
  });

  it('refuses a file without a required column, naming it', async () => {
    const file = await xlsx([WAYBILL_HEADER.filter((h) => h !== 'Ship now'), ['IMP-NOSHIP', 'Cold box', 'X', 2, 8, 'A', 'B']]);
    const { statusCode, envelope } = await upload('waybill', { filename: 'w.xlsx', data: file });
    expect(statusCode).toBe(422);
    expect(errorsOf(envelope).file).toBe('The column Ship now is missing. Use the template');
  });

  it('refuses a user without the page\'s import code before reading the file', async () => {
    const before = await count('waybills');
    const viewer = await userWithPages(platform, 1, ['WaybillManagement'], ['waybillmanagement_add']);
    const file = await xlsx([WAYBILL_HEADER, ['IMP-DENIED', 'No', 'Cold box', 'ImportBox1', 2, 8, 'A', 'B']]);
    const refused = await upload('waybill', { filename: 'w.xlsx', data: file }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    // refused before the body is read: an oversized file gets the same answer
    const oversized = await upload('waybill', { filename: 'big.xlsx', data: Buffer.alloc(IMPORT_MAX_BYTES + 1024) }, viewer);
    expect(oversized.statusCode).toBe(403);
    const template = await signedInject(platform, { method: 'GET', url: importTemplatePath('waybill'), session: viewer });
    expect(template.statusCode).toBe(403);
    // with the code the same file goes in
    const importer = await userWithPages(platform, 1, ['WaybillManagement'], ['waybillmanagement_import']);
    const allowed = await upload('waybill', { filename: 'w.xlsx', data: file }, importer);
    expect(allowed.envelope.data!.stored).toBe(1);
    expect(await count('waybills')).toBe(before + 1);
  });

  it('refuses a body over its 2 MB limit', async () => {
    const before = await count('waybills');
    const big = Buffer.concat([await xlsx([WAYBILL_HEADER]), Buffer.alloc(IMPORT_MAX_BYTES + 1024)]);
    const response = await upload('waybill', { filename: 'big.xlsx', data: big });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.envelope).file).toBe('The file must not exceed 2 MB');
    // a Content-Length over the route's limit is refused before a byte is read
    const announced = await signedInject(platform, {
      method: 'POST',
      url: importPath('waybill'),
      session: admin,
      form: { utcOffset: 480 },
      files: { file: { filename: 'w.xlsx', contentType: XLSX_TYPE, data: await xlsx([WAYBILL_HEADER]) } },
      headers: { 'content-length': String(IMPORT_MAX_BYTES * 3) },
    });
    expect(announced.statusCode).toBe(413);
    expect(await count('waybills')).toBe(before);
  });
});

describe('POST /device/import: the hidden code of the device list', () => {
  it("refuses a role holding devicelist_hide_import, and lets the page's other viewers import", async () => {
    const file = await xlsx([['Device number', 'Name', 'Type', 'Expiry date', 'Organization']]);
    const hidden = await userWithPages(platform, 1, ['DeviceList'], ['devicelist_hide_import']);
    expect((await upload('device', { filename: 'd.xlsx', data: file }, hidden)).statusCode).toBe(403);
    const viewer = await userWithPages(platform, 1, ['DeviceList']);
    const allowed = await upload('device', { filename: 'd.xlsx', data: file }, viewer);
    // past the permission: a header and no rows is the file's problem
    expect(allowed.statusCode).toBe(422);
    expect(errorsOf(allowed.envelope).file).toBe('The file has no rows: a header row and at least one data row are needed. Use the template');
  });
});

describe('GET /waybill/import/template', () => {
  it('is an xlsx of the import\'s headers in the user\'s language, required ones marked with a note', async () => {
    for (const [lang, first] of [
      ['en', '*Waybill number'],
      ['zh-CN', '*运单号'],
      ['zh-TW', '*運單號'],
    ] as const) {
      const response = await signedGet(platform, importTemplatePath('waybill'), {}, admin, lang);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(XLSX_TYPE);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      const header = workbook.worksheets[0]!.getRow(1);
      expect(header.getCell(1).value).toBe(first);
      expect(String(header.getCell(3).note ?? '')).toMatch(/Refrigerated vehicle|冷藏车|冷藏車/);
    }
  });

  it('uploads back as it is, filled in', async () => {
    const response = await signedGet(platform, importTemplatePath('waybill'), {}, admin, 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const values: Record<string, string | number> = {
      '*Waybill number': 'IMP-TPL-1',
      '*Ship now': 'No',
      '*Asset type': 'Cold box',
      '*Asset name': 'ImportBox1',
      '*Min temperature (°C)': 2,
      '*Max temperature (°C)': 8,
      '*Consignor - Institution': 'A',
      '*Consignee - Institution': 'B',
    };
    sheet.addRow(headers.map((h) => values[h] ?? null));
    const { envelope } = await upload('waybill', { filename: 'template.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(envelope.data!.errors).toEqual([]);
    expect(envelope.data!.stored).toBe(1);
  });
});

describe('POST /user/import', () => {
  it('creates users whose initial password is the login account, to be changed first', async () => {
    const before = await count('users');
    const file = await xlsx([
      ['Login account', 'User name', 'Role', 'Organization', 'Mobile'],
      ['importuser01', 'ImportedOne', 'Operator', null, '13800138000'],
      ['importuser02', 'Imported Two', 'Operator', null, '13800138001'],
      ['importuser01', 'ImportedAgain', 'Operator', null, null],
      ['importuser03', 'ImportedThree', 'NoSuchRole', null, 'phone'],
    ]);
    const org = await platform.app.db.selectFrom('organizations').select('name').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const role = await platform.app.db.selectFrom('roles').select('name').where('company_id', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const sheet = (await new ExcelJS.Workbook().xlsx.load(file as unknown as ExcelJS.Buffer)).worksheets[0]!;
    for (const row of [2, 3, 4]) {
      sheet.getRow(row).getCell(3).value = role.name;
      sheet.getRow(row).getCell(4).value = org.name;
    }
    sheet.getRow(5).getCell(4).value = org.name;
    const data = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const { envelope } = await upload('user', { filename: 'users.xlsx', data });
    const result = envelope.data!;
    expect(result.stored).toBe(1);
    expect(await count('users')).toBe(before + 1);
    const rows = result.errors.map((e) => [e.row, e.column, e.message]);
    expect(rows).toContainEqual([3, 'User name', 'Whitespace is not allowed']);
    expect(rows).toContainEqual([4, 'Login account', 'importuser01 is already used in row 2 of the file']);
    expect(rows).toContainEqual([5, 'Role', 'Nothing named NoSuchRole was found']);
    const user = await platform.app.db.selectFrom('users').selectAll().where('username', '=', 'importuser01').executeTakeFirstOrThrow();
    expect(user.must_change_password).toBe(1);
    expect(user.company_id).toBe(1);
    expect(await verifyPassword('importuser01', user.password_hash)).toBe(true);
  });
});

describe('POST /device/import', () => {
  it('runs the device hooks: a trial company adds no device past its limit', async () => {
    const header = ['Device number', 'Name', 'Type', 'Expiry date', 'Organization'];
    const org = await platform.app.db.selectFrom('organizations').select('name').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const first = await xlsx([header, ['87650001', 'ImportDev1', 'temperature', '2030-01-01 00:00:00', org.name]]);
    const stored = await upload('device', { filename: 'devices.xlsx', data: first });
    expect(stored.envelope.data!.errors).toEqual([]);
    expect(stored.envelope.data!.stored).toBe(1);
    const devices = await count('devices');
    const own = Number((await platform.app.db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', 1).executeTakeFirstOrThrow()).n);
    await sql`update companies set device_limit = ${own} where id = 1`.execute(platform.app.db);
    try {
      const second = await xlsx([header, ['87650002', 'ImportDev2', 'temperature', '2030-01-01 00:00:00', org.name]]);
      const { envelope } = await upload('device', { filename: 'devices.xlsx', data: second });
      expect(envelope.data!.stored).toBe(0);
      expect(envelope.data!.errors[0]).toMatchObject({ row: 2, column: 'Device number' });
      expect(await count('devices')).toBe(devices);
    } finally {
      await sql`update companies set device_limit = null where id = 1`.execute(platform.app.db);
    }
  });
});
