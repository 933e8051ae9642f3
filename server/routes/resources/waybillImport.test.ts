/**
 * The generated Import action (issue 29 §3, spec §5) on waybills: the file's type, the page's
 * import code, the body limit, each kind of row error, exactly the valid rows stored, one
 * transaction a row, and the template. (Users and devices: userAndDeviceImport.test.ts.)
 */
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { IMPORT_MAX_BYTES, importPath, importTemplatePath } from '../../../src/lib/import';
import { errorsOf, importFixture, XLSX_TYPE, xlsx } from '../../../test/support/importFixture';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { signedInject } from '../../../test/support/testPlatform';

const SPEC_MESSAGE = 'The upload format is incorrect, please upload xls or xlsx format';
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

const imp = importFixture();
const { upload, count, newAsset } = imp;

async function readBack(base64: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('POST /waybill/import', () => {
  it('stores exactly the valid rows and lists every bad row with its row, column and reason', async () => {
    const truckId = await newAsset(imp.admin, 1, 'ImportTruck1');
    await newAsset(imp.admin, 3, 'ImportBox1');
    // a number stored before: the file may not bring it again
    const existing = await signedInject(imp.platform, {
      method: 'POST',
      url: '/waybill',
      session: imp.admin,
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

    const shipped = await imp.platform.app.db.selectFrom('waybills').selectAll().where('number', '=', 'IMP-001').executeTakeFirstOrThrow();
    expect(shipped.status).toBe(2);
    expect(Number(shipped.departure_time)).toBe(imp.now);
    expect(JSON.parse(String(shipped.assets))).toEqual([truckId]);
    // departed as the depart action departs: its first leg from its asset, and the history entry
    const legs = await imp.platform.app.db.selectFrom('waybill_legs').select(['seq', 'assets']).where('waybill_id', '=', shipped.id).execute();
    expect(legs).toEqual([{ seq: 1, assets: JSON.stringify([truckId]) }]);
    const events = await imp.platform.app.db.selectFrom('waybill_events').select('kind').where('waybill_id', '=', shipped.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['depart']);
    const waiting = await imp.platform.app.db.selectFrom('waybills').selectAll().where('number', '=', 'IMP-002').executeTakeFirstOrThrow();
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
    await newAsset(imp.admin, 2, 'ImportStoreOfOne');
    const file = await xlsx([WAYBILL_HEADER, ['IMP-OTHER-1', 'No', 'Cold store', 'ImportStoreOfOne', 2, 8, 'A', 'B']]);
    const { envelope } = await upload('waybill', { filename: 'w.xlsx', data: file }, imp.otherCompany);
    expect(envelope.data!.stored).toBe(0);
    expect(envelope.data!.errors).toEqual([{ row: 2, column: 'Asset name', message: 'No asset of this type is named ImportStoreOfOne in your company' }]);
  });

  it('names an asset two records share as ambiguous', async () => {
    await newAsset(imp.admin, 4, 'ImportTwin');
    await newAsset(imp.admin, 4, 'ImportTwin');
    const file = await xlsx([WAYBILL_HEADER, ['IMP-TWIN', 'No', 'Refrigerator', 'ImportTwin', 2, 8, 'A', 'B']]);
    const { envelope } = await upload('waybill', { filename: 'w.xlsx', data: file });
    expect(envelope.data!.errors.map((e) => e.message)).toEqual(['Several assets of this type are named ImportTwin: rename them so that the name is unique']);
  });

  it('reads headers in Chinese and answers in the request\'s language', async () => {
    await newAsset(imp.admin, 3, 'ImportBoxZh');
    const file = await xlsx([
      ['运单号', '立即发货', '资产类型', '资产名称', '最低温度（°C）', '最高温度（°C）', '发货方 - 单位', '收货方 - 单位'],
      ['IMP-ZH-1', '是', '冷藏箱', 'ImportBoxZh', 2, 8, '甲', '乙'],
      ['IMP-ZH-2', '否', '冷藏箱', 'ImportBoxZh', 2, 8, '甲', null],
    ]);
    const { envelope } = await upload('waybill', { filename: '运单.xlsx', data: file }, imp.admin, 'zh-CN');
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
    const zh = await upload('waybill', { filename: 'a.pdf', data: Buffer.from('%PDF') }, imp.admin, 'zh-CN');
    expect(errorsOf(zh.envelope).file).toBe('上传格式不正确，请上传 xls 或 xlsx 格式');
    expect(await count('waybills')).toBe(before);
  });

  it('reads an .xls that is xlsx inside, and refuses an Excel 97–2003 file with a clear message', async () => {
    await newAsset(imp.admin, 3, 'ImportBoxXls');
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
    const viewer = await userWithPages(imp.platform, 1, ['WaybillManagement'], ['waybillmanagement_add']);
    const file = await xlsx([WAYBILL_HEADER, ['IMP-DENIED', 'No', 'Cold box', 'ImportBox1', 2, 8, 'A', 'B']]);
    const refused = await upload('waybill', { filename: 'w.xlsx', data: file }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    // refused before the body is read: an oversized file gets the same answer
    const oversized = await upload('waybill', { filename: 'big.xlsx', data: Buffer.alloc(IMPORT_MAX_BYTES + 1024) }, viewer);
    expect(oversized.statusCode).toBe(403);
    const template = await signedInject(imp.platform, { method: 'GET', url: importTemplatePath('waybill'), session: viewer });
    expect(template.statusCode).toBe(403);
    // with the code the same file goes in
    const importer = await userWithPages(imp.platform, 1, ['WaybillManagement'], ['waybillmanagement_import']);
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
    const announced = await signedInject(imp.platform, {
      method: 'POST',
      url: importPath('waybill'),
      session: imp.admin,
      form: { utcOffset: 480 },
      files: { file: { filename: 'w.xlsx', contentType: XLSX_TYPE, data: await xlsx([WAYBILL_HEADER]) } },
      headers: { 'content-length': String(IMPORT_MAX_BYTES * 3) },
    });
    expect(announced.statusCode).toBe(413);
    expect(await count('waybills')).toBe(before);
  });
});

describe('GET /waybill/import/template', () => {
  it('is an xlsx of the import\'s headers in the user\'s language, required ones marked with a note', async () => {
    for (const [lang, first] of [
      ['en', '*Waybill number'],
      ['zh-CN', '*运单号'],
      ['zh-TW', '*運單號'],
    ] as const) {
      const response = await signedGet(imp.platform, importTemplatePath('waybill'), {}, imp.admin, lang);
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
    const response = await signedGet(imp.platform, importTemplatePath('waybill'), {}, imp.admin, 'en');
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
