/**
 * The import's limits as settings (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS; services/import/config.ts):
 * a platform set smaller refuses a larger file and a longer one with the exact messages, stores
 * nothing, and says its limits to the console (GET /{resource}/import/limits, behind the import
 * code); a bad setting stops the start, naming it.
 */
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { importLimitsPath, importPath, type ImportLimits, type ImportResult } from '../../../src/lib/import';
import { resolveConfig } from '../../config';
import { optionsFromEnv } from '../../configEnv';
import { checkImportOptions } from '../../services/import/config';
import { userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Waybill number', 'Ship now', 'Asset type', 'Asset name', 'Min temperature (°C)', 'Max temperature (°C)', 'Consignor - Institution', 'Consignee - Institution'];
const MAX_BYTES = 8 * 1024;
const MAX_ROWS = 3;

let platform: TestPlatform;
let admin: TestSession;

async function xlsx(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (data: Buffer, lang = 'en') =>
  signedInject<ImportResult>(platform, {
    method: 'POST',
    url: importPath('waybill'),
    session: admin,
    lang,
    form: { utcOffset: 480 },
    files: { file: { filename: 'waybills.xlsx', contentType: XLSX_TYPE, data } },
  });

const waybills = async () => Number((await platform.app.db.selectFrom('waybills').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const fileError = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors.file;
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => [`LIM-${i + 1}`, 'No', 'Cold box', 'NoSuchBox', 2, 8, 'A', 'B']);

beforeAll(async () => {
  platform = await createTestPlatform({ importMaxBytes: MAX_BYTES, importMaxRows: MAX_ROWS });
  admin = (await loginAs(platform, 'admin0001')).session;
}, 120_000);
afterAll(() => platform.close());

describe('the import limits as settings', () => {
  it('refuses a file over the configured size with the exact message, storing nothing', async () => {
    const before = await waybills();
    const big = Buffer.concat([await xlsx([HEADER, ...rowsOf(1)]), Buffer.alloc(MAX_BYTES)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(422);
    expect(fileError(response.envelope)).toBe('The file must not exceed 8 KB');
    const zh = await upload(big, 'zh-CN');
    expect(fileError(zh.envelope)).toBe('文件大小不能超过 8 KB');
    expect(await waybills()).toBe(before);
  });

  it('refuses more rows than configured with the exact message, storing nothing; as many are read', async () => {
    const before = await waybills();
    const long = await upload(await xlsx([HEADER, ...rowsOf(MAX_ROWS + 1)]));
    expect(long.statusCode).toBe(422);
    expect(fileError(long.envelope)).toBe('At most 3 rows per file: split the file');
    expect(await waybills()).toBe(before);
    // at the limit the rows are read (each refused here for its asset: none is stored)
    const fits = await upload(await xlsx([HEADER, ...rowsOf(MAX_ROWS)]));
    expect(fits.envelope.status).toBe(ApiStatus.ok);
    expect(fits.envelope.data).toMatchObject({ rows: MAX_ROWS, stored: 0 });
  });

  it('says its limits to whoever may import, and to nobody else', async () => {
    const answer = await signedInject<ImportLimits>(platform, { method: 'GET', url: importLimitsPath('waybill'), session: admin });
    expect(answer.envelope).toMatchObject({ status: ApiStatus.ok, data: { maxBytes: MAX_BYTES, maxRows: MAX_ROWS } });
    const companyId = Number((await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow()).company_id);
    const viewer = await userWithPages(platform, companyId, ['WaybillManagement'], ['waybillmanagement_view']);
    const refused = await signedInject(platform, { method: 'GET', url: importLimitsPath('waybill'), session: viewer });
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    expect(refused.envelope.data).toBeFalsy();
  });
});

describe('the settings IMPORT_MAX_BYTES and IMPORT_MAX_ROWS', () => {
  it('default to 2 MB and 1,000 rows, and are read from the environment', () => {
    expect(resolveConfig()).toMatchObject({ importMaxBytes: 2 * 1024 * 1024, importMaxRows: 1000 });
    expect(optionsFromEnv({ IMPORT_MAX_BYTES: '65536', IMPORT_MAX_ROWS: '200' })).toEqual({ importMaxBytes: 65536, importMaxRows: 200 });
    expect(() => optionsFromEnv({ IMPORT_MAX_ROWS: 'many' })).toThrow("IMPORT_MAX_ROWS must be a positive number, got 'many'");
  });

  it('stop the start when out of range, naming the setting', () => {
    expect(() => checkImportOptions({ importMaxBytes: 100, importMaxRows: 10 })).toThrow("IMPORT_MAX_BYTES must be a whole number of bytes from 1024 to 52428800, got '100'");
    expect(() => checkImportOptions({ importMaxBytes: 4096, importMaxRows: 2.5 })).toThrow("IMPORT_MAX_ROWS must be a whole number from 1 to 10000, got '2.5'");
    expect(() => checkImportOptions({ importMaxBytes: 4096, importMaxRows: 20_000 })).toThrow('IMPORT_MAX_ROWS must be a whole number from 1 to 10000');
    expect(() => checkImportOptions({ importMaxBytes: 4096, importMaxRows: 10 })).not.toThrow();
  });
});
