import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { DATA_UPLOAD_PATH, DATA_UPLOAD_TEMPLATE_PATH, UPLOAD_MAX_BYTES, type UploadResult } from '../../../src/lib/dataUpload';
import { localTime } from '../../services/readings/export';
import { addFleetDevice, newFleet, type Fleet } from '../../../test/support/fleetFixture';
import { signedGet, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const CHINA = 480;
const SPEC_MESSAGE = 'The upload format is incorrect, please upload xls or xlsx format';
let platform: TestPlatform;
let admin: TestSession;
let otherCompany: TestSession;
let fleet: Fleet;
let now: number;
let nextNumber = 88400001;

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function newDevice(model = 'CTH-200'): Promise<number> {
  const number = String(nextNumber++);
  return addFleetDevice(platform, fleet, { name: `UP-${number}`, number, model });
}

function upload(
  deviceId: number | undefined,
  file: { filename: string; data: Uint8Array; contentType?: string } | undefined,
  options: { session?: TestSession; lang?: string; utcOffset?: number } = {},
) {
  return signedInject<UploadResult>(platform, {
    method: 'POST',
    url: DATA_UPLOAD_PATH,
    session: options.session ?? admin,
    lang: options.lang ?? 'en',
    form: { ...(deviceId === undefined ? {} : { deviceId }), utcOffset: options.utcOffset ?? CHINA },
    ...(file ? { files: { file: { filename: file.filename, contentType: file.contentType ?? CSV_TYPE, data: file.data } } } : {}),
  });
}

const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;
const stored = async (deviceId: number) =>
  Number(
    (
      await platform.app.db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('device_id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
/** A time as the records export writes it, in China's zone. */
const china = (ts: number) => localTime(ts, CHINA);

beforeAll(async () => {
  platform = await createTestPlatform();
  now = Math.floor(platform.clock.now() / 1000);
  admin = (await loginAs(platform, 'admin0001')).session;
  otherCompany = (await loginAs(platform, 'admin0002')).session;
  fleet = await newFleet(platform, 'admin0001');
});
afterAll(() => platform.close());

describe('POST /dataupload', () => {
  const base = () => now - 3600;
  const fileWithTwoBadRows = () =>
    csv([
      'Time (UTC+08:00),Temperature (°C),Humidity (%RH)',
      `${china(base())},5.2,55`,
      `${china(base() + 60)},warm,55`,
      `${china(base() + 120)},5.4,`,
      `${china(base() + 180)},200,50`,
      `${china(base() + 240)},5.6,57`,
    ]);

  it('stores the valid rows and lists the two bad ones with their row and reason', async () => {
    const deviceId = await newDevice();
    const { statusCode, envelope } = await upload(deviceId, { filename: 'readings.csv', data: fileWithTwoBadRows() });
    expect(statusCode).toBe(200);
    expect(envelope.data).toEqual({
      rows: 5,
      stored: 3,
      duplicates: 0,
      duplicateRows: [],
      rejected: [
        { row: 3, field: 'temperature', reason: 'validation.readings.notNumber', message: 'Temperature (°C) must be a number' },
        { row: 5, field: 'temperature', reason: 'validation.readings.outOfRange', message: 'Temperature (°C) must be between -100 and 150 °C' },
      ],
    });
    const rows = await platform.app.db
      .selectFrom('readings')
      .select(['ts', 'temperature', 'humidity'])
      .where('device_id', '=', deviceId)
      .orderBy('ts')
      .execute();
    expect(rows.map((r) => [Number(r.ts), r.temperature, r.humidity])).toEqual([
      [base(), 5.2, 55],
      [base() + 120, 5.4, null],
      [base() + 240, 5.6, 57],
    ]);
  });

  it('stores nothing twice: the same file again is all duplicates, named by row', async () => {
    const deviceId = await newDevice();
    await upload(deviceId, { filename: 'readings.csv', data: fileWithTwoBadRows() });
    const again = (await upload(deviceId, { filename: 'readings.csv', data: fileWithTwoBadRows() })).envelope.data!;
    expect(again).toMatchObject({ rows: 5, stored: 0, duplicates: 3, duplicateRows: [2, 4, 6] });
    expect(again.rejected.map((r) => r.row)).toEqual([3, 5]);
    expect(await stored(deviceId)).toBe(3);
  });

  it('counts a time repeated inside the file once', async () => {
    const deviceId = await newDevice();
    const data = csv(['time,temperature', `${china(base())},5`, `${china(base())},6`, `${china(base() + 60)},7`]);
    const result = (await upload(deviceId, { filename: 'twice.csv', data })).envelope.data!;
    expect(result).toMatchObject({ rows: 3, stored: 2, duplicates: 1, duplicateRows: [3], rejected: [] });
  });

  it("answers in the user's language", async () => {
    const deviceId = await newDevice();
    const result = (await upload(deviceId, { filename: 'readings.csv', data: fileWithTwoBadRows() }, { lang: 'zh-CN' })).envelope.data!;
    expect(result.rejected.map((r) => r.message)).toEqual(['温度（°C） 必须是数字', '温度（°C） 应在 -100 至 150 °C 之间']);
  });

  it("reads the time column in the zone its header names, else in the user's zone", async () => {
    const deviceId = await newDevice();
    const ts = base();
    // the header names UTC+00:00; the form's utcOffset (China) is not used
    await upload(deviceId, { filename: 'utc.csv', data: csv(['Time (UTC+00:00),Temperature (°C)', `${localTime(ts, 0)},4`]) });
    // no zone in the header: China's (the form's)
    await upload(deviceId, { filename: 'local.csv', data: csv(['时间,温度（°C）', `${china(ts + 60)},5`]) });
    // a timestamp needs no zone
    await upload(deviceId, { filename: 'stamp.csv', data: csv(['ts,temperature', `${ts + 120},6`]) });
    const rows = await platform.app.db.selectFrom('readings').select(['ts', 'temperature']).where('device_id', '=', deviceId).orderBy('ts').execute();
    expect(rows.map((r) => [Number(r.ts), r.temperature])).toEqual([
      [ts, 4],
      [ts + 60, 5],
      [ts + 120, 6],
    ]);
  });

  it("reads an xlsx made from the template, its times date cells like the export's", async () => {
    const deviceId = await newDevice();
    const template = await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId, format: 'xlsx', utcOffset: CHINA }, admin);
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // exceljs writes a Date from its UTC fields: shifted, the cell shows China's wall time
    sheet.addRow([new Date((base() + CHINA * 60) * 1000), 3.5, 61, 88, 70, 1]);
    sheet.addRow([new Date((base() + 60 + CHINA * 60) * 1000), 3.6, 62, 88, 70, 0]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const { envelope } = await upload(deviceId, { filename: 'filled.xlsx', data, contentType: XLSX_TYPE });
    expect(envelope.data).toMatchObject({ rows: 2, stored: 2, rejected: [] });
    const rows = await platform.app.db.selectFrom('readings').select(['ts', 'temperature', 'power']).where('device_id', '=', deviceId).orderBy('ts').execute();
    expect(rows.map((r) => [Number(r.ts), r.temperature, r.power])).toEqual([
      [base(), 3.5, 1],
      [base() + 60, 3.6, 0],
    ]);
  });

  it('is recorded data: old readings leave the device offline, heard from at their time; recent ones bring it online; older ones change nothing', async () => {
    const deviceId = await newDevice();
    const state = () =>
      platform.app.db
        .selectFrom('device_state')
        .innerJoin('devices', 'devices.id', 'device_state.device_id')
        .select(['device_state.online', 'device_state.last_seen', 'devices.online as listed'])
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
    const old = now - 2 * 86_400;
    const lines = (start: number) => ['Time (UTC+08:00),Temperature (°C),Humidity (%RH)', `${china(start)},5.2,55`, `${china(start + 60)},5.3,56`];
    expect((await upload(deviceId, { filename: 'old.csv', data: csv(lines(old)) })).envelope.data).toMatchObject({ stored: 2 });
    await expect(state()).resolves.toEqual({ online: 0, last_seen: old + 60, listed: 0 });

    expect((await upload(deviceId, { filename: 'recent.csv', data: csv(lines(now - 120)) })).envelope.data).toMatchObject({ stored: 2 });
    await expect(state()).resolves.toEqual({ online: 1, last_seen: now - 60, listed: 1 });

    expect((await upload(deviceId, { filename: 'older.csv', data: csv(lines(old - 3600)) })).envelope.data).toMatchObject({ stored: 2 });
    await expect(state()).resolves.toEqual({ online: 1, last_seen: now - 60, listed: 1 });
  });

  it('refuses a value on a channel the model lacks, and a time it cannot read, row by row', async () => {
    const deviceId = await newDevice('CT-100');
    const data = csv(['time,temperature,humidity', `${china(base())},5,`, `${china(base() + 60)},5,50`, 'yesterday,5,']);
    const result = (await upload(deviceId, { filename: 'ct.csv', data })).envelope.data!;
    expect(result.stored).toBe(1);
    expect(result.rejected).toEqual([
      { row: 3, field: 'humidity', reason: 'validation.readings.channel', message: 'Model CT-100 does not measure Humidity (%RH)' },
      {
        row: 4,
        field: 'ts',
        reason: 'validation.dataUpload.time',
        message: 'The time cannot be read: yesterday (write it as YYYY-MM-DD HH:mm:ss or a timestamp)',
      },
    ]);
  });
});

describe('POST /dataupload refuses a file it cannot take (-5)', () => {
  let deviceId: number;
  beforeAll(async () => {
    deviceId = await newDevice();
  });
  const refused = async (file: Parameters<typeof upload>[1], lang = 'en') => {
    const { statusCode, envelope } = await upload(deviceId, file, { lang });
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    return errorsOf(envelope);
  };

  it("of another type, with the spec's message in each language", async () => {
    expect(await refused({ filename: 'readings.txt', data: Buffer.from('time,temperature') })).toEqual({ file: SPEC_MESSAGE });
    expect(await refused({ filename: 'readings.pdf', data: Buffer.from('%PDF') }, 'zh-CN')).toEqual({ file: '上传格式不正确，请上传 xls 或 xlsx 格式' });
    expect(await refused({ filename: 'readings.pdf', data: Buffer.from('%PDF') }, 'zh-TW')).toEqual({ file: '上傳格式不正確，請上傳 xls 或 xlsx 格式' });
    // named xlsx but not one
    expect(await refused({ filename: 'fake.xlsx', data: Buffer.from('time,temperature\n1,2'), contentType: XLSX_TYPE })).toEqual({ file: SPEC_MESSAGE });
    expect(await refused({ filename: 'old.xls', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) })).toEqual({
      file: 'Excel 97–2003 files (.xls) cannot be read: save the file as .xlsx or .csv',
    });
    expect(await stored(deviceId)).toBe(0);
  });

  it('empty, or with a header only', async () => {
    const empty = 'The file has no readings: a header row and at least one row of values are needed';
    expect(await refused({ filename: 'empty.csv', data: Buffer.alloc(0) })).toEqual({ file: empty });
    expect(await refused({ filename: 'header.csv', data: csv(['Time (UTC+08:00),Temperature (°C)', '', ',']) })).toEqual({ file: empty });
  });

  it('whose columns it does not know', async () => {
    expect(await refused({ filename: 'odd.csv', data: csv(['time,temperature,colour', '2026-01-01 00:00:00,5,red']) })).toEqual({
      file: "Unknown column: colour. Use the template's columns",
    });
    expect(await refused({ filename: 'notime.csv', data: csv(['temperature', '5']) })).toEqual({
      file: 'The first row must name the columns, one of them the time. Use the template',
    });
    expect(await refused({ filename: 'twice.csv', data: csv(['time,temperature,温度（°C）', '2026-01-01 00:00:00,5,5']) })).toEqual({
      file: 'The column 温度（°C） appears twice',
    });
  });

  it('over the size limit', async () => {
    const big = Buffer.concat([csv(['time,temperature']), Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    expect(await refused({ filename: 'big.csv', data: big })).toEqual({ file: 'The file must not exceed 5 MB' });
  });

  it('without a file or a device', async () => {
    expect(await refused(undefined)).toEqual({ file: 'This field is required' });
    const { envelope } = await upload(undefined, { filename: 'a.csv', data: csv(['time,temperature']) });
    expect(errorsOf(envelope)).toEqual({ deviceId: 'This field is required' });
  });
});

describe('POST /dataupload: who may', () => {
  it("needs the page's add code (-4), the menu alone is not enough", async () => {
    const deviceId = await newDevice();
    const data = csv(['time,temperature', `${localTime(now - 60, CHINA)},5`]);
    const menuOnly = await userWithPages(platform, fleet.companyId, ['DeviceDataUpload']);
    const refused = await upload(deviceId, { filename: 'a.csv', data }, { session: menuOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    expect(await stored(deviceId)).toBe(0);
    const allowed = await userWithPages(platform, fleet.companyId, ['DeviceDataUpload'], ['devicedataupload_add']);
    expect((await upload(deviceId, { filename: 'a.csv', data }, { session: allowed })).envelope.data!.stored).toBe(1);
  });

  it("keeps companies apart: another company's device is not found (-6) and nothing is stored", async () => {
    const deviceId = await newDevice();
    const { envelope } = await upload(
      deviceId,
      { filename: 'a.csv', data: csv(['time,temperature', `${localTime(now - 60, CHINA)},5`]) },
      { session: otherCompany },
    );
    expect(envelope.status).toBe(ApiStatus.notFound);
    expect(await stored(deviceId)).toBe(0);
  });
});

describe('GET /dataupload/template', () => {
  it("is the header row of the device's model in the user's language", async () => {
    const deviceId = await newDevice();
    const en = await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId, format: 'csv', utcOffset: CHINA }, admin);
    expect(en.headers['content-type']).toMatch(/^text\/csv/);
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="\d{8}_upload\.csv"$/);
    expect(en.body).toBe('\uFEFFTime (UTC+08:00),Temperature (°C),Humidity (%RH),Battery (%),Signal (%),External power (1 on / 0 off)\r\n');
    const zh = await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId, format: 'csv', utcOffset: CHINA }, admin, 'zh-CN');
    expect(zh.body).toBe('\uFEFF时间（UTC+08:00）,温度（°C）,湿度（%RH）,电量（%）,信号（%）,外接电源（1 通电，0 断电）\r\n');
  });

  it('needs the page (-4), a device of the company (-6) and good parameters (-5)', async () => {
    const deviceId = await newDevice();
    const other = await userWithPages(platform, fleet.companyId, ['DeviceRecord']);
    expect((await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId }, other)).json()).toMatchObject({ status: ApiStatus.forbidden });
    expect((await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId }, otherCompany)).json()).toMatchObject({ status: ApiStatus.notFound });
    const bad = await signedGet(platform, DATA_UPLOAD_TEMPLATE_PATH, { deviceId, format: 'xls' }, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: ApiStatus.invalid, data: { errors: { format: 'Please choose one of the listed values' } } });
  });
});
