import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportJobParams } from '../../../src/lib/downloads';
import { pdfText } from '../../../test/support/pdfText';
import { userWithPages } from '../../../test/support/readingsFixture';
import { reportFileWorld, type ReportFileWorld } from '../../../test/support/reportFileFixture';
import { DownloadJobError, type CheckedParams, type JobFile } from '../downloads/kind';
import { findUser, toAuthUser, type AuthUser } from '../users';
import { temperatureReportJob } from './reportJob';

let world: ReportFileWorld;
let admin: AuthUser;
let stranger: AuthUser;

const userNamed = async (username: string) => toAuthUser((await findUser(world.platform.app.db, { username }))!);
const check = (raw: Record<string, unknown>, lang = 'en', user = admin) => temperatureReportJob.check(world.platform.app, user, raw, lang);
const errorsOf = (result: CheckedParams<ReportJobParams> | 'forbidden') => (result !== 'forbidden' && !result.ok ? result.errors : {});

async function bytesOf(file: JobFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.data)) return file.data;
  const chunks: Buffer[] = [];
  for await (const chunk of file.data as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function run(params: ReportJobParams, user = admin) {
  const progress: number[] = [];
  const file = await temperatureReportJob.run({ app: world.platform.app, user, params, lang: 'zh-CN', jobId: 1, progress: (p) => progress.push(p), signal: new AbortController().signal });
  return { file, bytes: await bytesOf(file), progress };
}

beforeAll(async () => {
  world = await reportFileWorld();
  admin = await userNamed('admin0001');
  stranger = await userNamed('admin0002');
});
afterAll(() => world.platform.close());

describe('the temperatureReport download job', () => {
  it('checks like the file route: the menu and the export code, then the input, naming every wrong field', async () => {
    const session = await userWithPages(world.platform, world.companyId, ['StatisticsTemperatureLog']);
    expect(await check({ target: 'waybill', id: world.waybill.id, format: 'pdf' }, 'en', await userNamed(session.username))).toBe('forbidden');
    expect(Object.keys(errorsOf(await check({ target: 'lorry', format: 'doc' }))).sort()).toEqual(['format', 'id', 'target']);
    const long = await check({ target: 'waybill', id: world.waybill.id, format: 'pdf', start: world.waybill.departure - 40 * 86_400, end: world.waybill.departure }, 'zh-TW');
    expect(errorsOf(long)).toEqual({ range: '查詢時間範圍不能超過 31 天' });
  });

  it('names another company\'s waybill like a missing one', async () => {
    const foreign = await check({ target: 'waybill', id: world.waybill.id, format: 'pdf' }, 'en', stranger);
    const missing = await check({ target: 'waybill', id: 99_999_999, format: 'pdf' }, 'en', stranger);
    expect(errorsOf(foreign)).toEqual(errorsOf(missing));
    expect(Object.keys(errorsOf(foreign))).toEqual(['id']);
  });

  it('stores the range resolved (a waybill\'s departure to now) and a title naming the waybill', async () => {
    const checked = await check({ target: 'waybill', id: String(world.waybill.id), format: 'xlsx', utcOffset: '480', activationEnergy: 90000 }, 'zh-CN');
    expect(checked).toEqual({
      ok: true,
      params: { target: 'waybill', id: world.waybill.id, start: world.waybill.departure, end: world.platform.app.nowUnix(), utcOffset: 480, activationEnergy: 90000, format: 'xlsx' },
      title: `温度报告 ${world.waybill.number}（XLSX）`,
    });
  });

  it('makes the PDF, telling its progress', async () => {
    const params: ReportJobParams = { target: 'waybill', id: world.waybill.id, start: world.waybill.departure, end: world.waybill.departure + 4 * 3600, utcOffset: 480, format: 'pdf' };
    const { file, bytes, progress } = await run(params);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(new RegExp(`^${world.waybill.number}_\\d{12}-\\d{12}\\.pdf$`));
    expect(progress).toEqual([10, 100]);
    const text = await pdfText(bytes);
    expect(text).toContain(world.waybill.number);
    expect(text).toContain(world.waybill.consignee);
  });

  it('streams the XLSX with every reading, its progress rising as they are written', async () => {
    const start = Math.ceil(world.waybill.departure / 60) * 60;
    const params: ReportJobParams = { target: 'waybill', id: world.waybill.id, start, end: start + 6 * 3600, utcOffset: 480, format: 'xlsx' };
    const { bytes, progress } = await run(params);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const stored = await world.platform.app.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', '=', world.device.id)
      .where('ts', '>=', start)
      .where('ts', '<=', start + 6 * 3600)
      .executeTakeFirstOrThrow();
    expect(workbook.getWorksheet('数据')!.rowCount).toBe(Number(stored.n) + 1);
    expect(progress[0]).toBe(10);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress[progress.length - 1]).toBeGreaterThanOrEqual(90);
    expect(progress.every((p) => p <= 95)).toBe(true);
  });

  it('fails with a reason the owner can read when the waybill has gone since', async () => {
    const params: ReportJobParams = { target: 'waybill', id: world.waybill.id, start: world.waybill.departure, end: world.waybill.departure + 3600, utcOffset: 480, format: 'pdf' };
    const failed = await run(params, stranger).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DownloadJobError);
    expect((failed as DownloadJobError).key).toBe('reportFile.reasons.gone');
  });
});
