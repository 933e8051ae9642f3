import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportRow } from '../../../src/lib/reports';
import { temperatureReportFixture } from '../../../test/support/temperatureReportFixture';
import { fileText } from './fileText';
import { temperatureReportXlsx } from './xlsx';

/** 2026-11-01 00:00 UTC */
const START = Date.UTC(2026, 10, 1) / 1000;

async function* pagesOf(rows: ReportRow[], size: number): AsyncGenerator<ReportRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function workbookOf(stream: Readable): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => Array.from(sheet.getSheetValues()).slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));

describe('the XLSX report', () => {
  const readings: ReportRow[] = Array.from({ length: 25 }, (_, i) => ({ ts: START + i * 60, deviceId: 100, number: '88000001', temperature: 4 + i / 10, humidity: i % 2 ? null : 50 }));

  it('goes on in a new readings sheet when one is full, telling how many it has written', async () => {
    const written: number[] = [];
    const report = temperatureReportFixture({ start: START, days: 1 });
    const workbook = await workbookOf(temperatureReportXlsx(report, pagesOf(readings, 10), fileText('en'), { utcOffsetMinutes: -210, sheetMaxRows: 12, onRows: (n) => written.push(n) }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Readings', 'Readings (2)', 'Readings (3)']);
    const sheets = workbook.worksheets.slice(1).map(rowsOf);
    expect(sheets.map((rows) => rows.length)).toEqual([13, 13, 2]);
    expect(sheets.every((rows) => rows[0]![0] === 'Time (UTC-03:30)')).toBe(true);
    const all = sheets.flatMap((rows) => rows.slice(1));
    expect(all.map((row) => row[0])).toEqual(readings.map((row) => new Date((row.ts - 210 * 60) * 1000)));
    expect(all[1]).toEqual([new Date((START + 60 - 210 * 60) * 1000), '88000001', 4.1]);
    expect(written).toEqual([10, 20, 25]);
  });

  it('leaves the excursions out when the warning summary is not shown, and has a readings sheet of headers alone without readings', async () => {
    const report = temperatureReportFixture({ start: START, days: 1, showWarningInfo: false });
    const workbook = await workbookOf(temperatureReportXlsx(report, pagesOf([], 10), fileText('zh-TW'), { utcOffsetMinutes: 480 }));
    const summary = rowsOf(workbook.getWorksheet('彙總')!);
    expect(summary.flat()).not.toContain('超限記錄');
    expect(summary.flat()).toContain(report.subject.consignee);
    expect(rowsOf(workbook.getWorksheet('數據')!)).toEqual([['時間（UTC+08:00）', '設備編號', '溫度（°C）', '濕度（%RH）']]);
  });

  it('lists every excursion with its times as dates and its flags', async () => {
    const report = temperatureReportFixture({ start: START, days: 3 });
    const summary = rowsOf((await workbookOf(temperatureReportXlsx(report, pagesOf([], 10), fileText('en'), { utcOffsetMinutes: 0 }))).getWorksheet('Summary')!);
    const listed = summary.filter((row) => row[2] === 'Above');
    expect(listed).toHaveLength(report.devices[0]!.excursions.length);
    const last = report.devices[0]!.excursions.at(-1)!;
    const possible = [last.possibleDuration / 60, new Date(last.possibleStart * 1000), new Date(last.possibleEnd * 1000), 0];
    expect(listed.at(-1)).toEqual(['88000001', 'Temperature (°C)', 'Above', new Date(last.start * 1000), new Date(last.end * 1000), last.knownDuration / 60, 9, 8, 42.5, 'still open at its end', ...possible]);
  });

  it('states the coverage, the gap rule and the warning, and each device’s and the whole report’s completeness with the longest gaps as dates', async () => {
    const report = temperatureReportFixture({ start: START, days: 10, missingDays: 4.5 });
    const summary = rowsOf((await workbookOf(temperatureReportXlsx(report, pagesOf([], 10), fileText('en'), { utcOffsetMinutes: 0 }))).getWorksheet('Summary')!);
    expect(summary).toContainEqual(['Data coverage', '55.0%']);
    expect(summary).toContainEqual(['Gap rule', 'a silence longer than 1.5 × the acquisition period in force']);
    expect(summary.flat()).toContain('Incomplete data: 55.0% of this period has data, under the 95% expected. The figures describe only the time with data.');
    const gap = [new Date((START + 2.75 * 86_400) * 1000), new Date((START + 7.25 * 86_400) * 1000)];
    expect(summary).toContainEqual(['88000001', expect.closeTo(55, 9), 132, 1, '1 min; 10 min from 2026-11-06 00:00', ...gap]);
    expect(summary).toContainEqual(['Whole report', expect.closeTo(55, 9), 132, 1, '—', ...gap]);
    // the time in range beside the coverage in the figures
    expect(summary).toContainEqual(['88000001', 'Temperature (°C)', 1, 9, 5, 83.3, expect.closeTo(55, 9), 5.91, 14401, '2 – 8']);
    const whole = rowsOf((await workbookOf(temperatureReportXlsx(temperatureReportFixture({ start: START, days: 1 }), pagesOf([], 10), fileText('en'), { utcOffsetMinutes: 0 }))).getWorksheet('Summary')!);
    expect(whole.flat().some((cell) => typeof cell === 'string' && cell.startsWith('Incomplete data'))).toBe(false);
  });
});
