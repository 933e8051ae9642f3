import ExcelJS from 'exceljs';
import type { ApiEnvelope } from '../../../src/lib/contract';
import type { TemperatureReport } from '../../../src/lib/reports';
import { signedGet } from '../../../test/support/readingsFixture';
import { reportFileWorld, type ReportFileWorld } from '../../../test/support/reportFileFixture';

let world: ReportFileWorld;
let query: Record<string, string | number>;

beforeAll(async () => {
  world = await reportFileWorld();
  // 5 hours from a little after departure, in whole minutes
  const start = Math.ceil(world.waybill.departure / 60) * 60 + 600;
  query = { target: 'waybill', id: world.waybill.id, utcOffset: 480, start, end: start + 5 * 3600 };
});
afterAll(() => world.platform.close());

async function workbookOf(lang: string): Promise<ExcelJS.Workbook> {
  const response = await signedGet(world.platform, '/report/temperature/file', { ...query, format: 'xlsx' }, world.admin, lang);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${world.waybill.number}_\\d{12}-\\d{12}\\.xlsx"`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet) =>
  Array.from(sheet.getSheetValues())
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));

describe('GET /report/temperature/file?format=xlsx', () => {
  it("holds every stored reading of the range, times as dates in the user's zone, headers in the request's language", async () => {
    const workbook = await workbookOf('zh-CN');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['汇总', '数据']);
    const stored = await world.platform.app.db
      .selectFrom('readings')
      .select(['ts', 'temperature', 'humidity'])
      .where('device_id', '=', world.device.id)
      .where('ts', '>=', Number(query.start))
      .where('ts', '<=', Number(query.end))
      .orderBy('ts')
      .execute();
    expect(stored.length).toBeGreaterThan(200);
    const rows = rowsOf(workbook.getWorksheet('数据')!);
    expect(rows[0]).toEqual(['时间（UTC+08:00）', '设备编号', '温度（°C）', '湿度（%RH）']);
    expect(rows).toHaveLength(stored.length + 1);
    const wall = (ts: number) => new Date((ts + 480 * 60) * 1000);
    expect(rows[1]).toEqual([wall(Number(stored[0]!.ts)), world.device.number, stored[0]!.temperature, stored[0]!.humidity]);
    const last = stored[stored.length - 1]!;
    expect(rows[stored.length]).toEqual([wall(Number(last.ts)), world.device.number, last.temperature, last.humidity]);
  });

  it('sums up like the temperature log: what it covers, each figure, and the excursions', async () => {
    const answer = await signedGet(world.platform, '/report/temperature', query, world.admin, 'en');
    const report = (JSON.parse(answer.body) as ApiEnvelope<TemperatureReport>).data!;
    const [device] = report.devices;
    expect(device).toBeDefined();
    const rows = rowsOf((await workbookOf('en')).getWorksheet('Summary')!);
    const line = (label: string) => rows.find((row) => row[0] === label);
    expect(line('Waybill')).toEqual(['Waybill', world.waybill.number]);
    expect(line('Consignee')).toEqual(['Consignee', world.waybill.consignee]);
    const t = device!.temperature;
    const figures = rows.find((row) => row[0] === device!.number && row[1] === 'Temperature (°C)');
    expect(figures!.slice(2, 9)).toEqual([t.min, t.max, t.mean, t.timeInRangePct, t.coveragePct, t.mkt, t.readings]);
    expect(line('Data coverage')).toEqual(['Data coverage', `${report.completeness.coveragePct!.toFixed(1)}%`]);
    expect(t.excursions.count).toBeGreaterThan(0);
    const excursionFigures = rows.filter((row) => row[0] === device!.number && row[1] === 'Temperature (°C)')[1];
    expect(excursionFigures!.slice(2, 4)).toEqual([t.excursions.count, t.excursions.totalDuration / 60]);
    const listed = rows.filter((row) => row[0] === device!.number && (row[2] === 'Above' || row[2] === 'Below'));
    expect(listed).toHaveLength(device!.excursions.length);
  });
});
