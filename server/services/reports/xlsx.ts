/**
 * A temperature report as an XLSX (issue 14 §3 "Report files"): a Summary sheet with what the PDF
 * shows in figures (what the report covers, its coverage, the gap rule and the coverage warning,
 * each device's minimum, maximum, mean, time in range, coverage and MKT, each device's and the
 * whole report's data completeness with the longest gaps, and, when the warning summary is shown,
 * the excursion figures and every excursion with its known and possible duration), a waybill's
 * release decisions on a Signatures sheet (issue 29 §2, as the PDF prints them), then the
 * full-resolution readings, written as they are read through exceljs's streaming writer
 * (services/readings/export.ts's way): times are real date cells showing the user's wall time.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DeviceReport, FieldSummary, ReportRow, TemperatureReport } from '../../../src/lib/reports';
import { zoneLabel } from '../readings/export';
import { coverageWarningText, periodsText } from './completenessText';
import { signatureRows } from './signatureRows';
import { generatedText, identityLines, limitsText, NO_VALUE, type FileText } from './fileText';

export interface XlsxOptions {
  utcOffsetMinutes: number;
  /** after each page of readings written: how many so far */
  onRows?(written: number): void;
  /** readings a sheet holds before the next one starts; SHEET_MAX_ROWS unless a test asks for fewer */
  sheetMaxRows?: number;
}

/** Excel's last row is 1,048,576: a longer readings sheet goes on in a new one. */
export const SHEET_MAX_ROWS = 1_048_575;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const BOLD: Partial<ExcelJS.Font> = { bold: true };

/** exceljs writes a Date from its UTC fields: shifted, the cell shows the user's wall time. */
const wallTime = (ts: number, utcOffsetMinutes: number) => new Date((ts + utcOffsetMinutes * 60) * 1000);

type Sheet = ExcelJS.Worksheet;
type Cell = string | number | Date | null;

/** A row of the summary: dates shown as dates, a heading's style on each of its cells. */
function addRow(sheet: Sheet, cells: Cell[], font?: Partial<ExcelJS.Font>): void {
  const row = sheet.addRow(cells);
  row.eachCell((cell: ExcelJS.Cell) => {
    if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
    if (font) cell.font = font;
  });
  row.commit();
}

const fieldsOf = (device: DeviceReport): Array<['temperature' | 'humidity', FieldSummary]> =>
  device.humidity ? [['temperature', device.temperature], ['humidity', device.humidity]] : [['temperature', device.temperature]];

const limitsOf = (device: DeviceReport, field: 'temperature' | 'humidity') =>
  field === 'temperature' ? limitsText(device.thresholds.temperatureMin, device.thresholds.temperatureMax) : limitsText(device.thresholds.humidityMin, device.thresholds.humidityMax);

/** The summary table: one row a device and measure. */
function summaryRows(sheet: Sheet, report: TemperatureReport, t: FileText): void {
  addRow(sheet, [t('summary.title')], BOLD);
  addRow(sheet, ['device', 'field', 'min', 'max', 'mean', 'timeInRange', 'coverage', 'mkt', 'readings'].map((key) => t(`summary.${key}`)).concat(t('thresholds')), BOLD);
  for (const device of report.devices) {
    for (const [field, summary] of fieldsOf(device)) {
      const figures = [summary.min, summary.max, summary.mean, summary.timeInRangePct, summary.coveragePct, field === 'temperature' ? summary.mkt : null, summary.readings];
      addRow(sheet, [device.number, t(`fields.${field}`), ...figures, limitsOf(device, field)]);
    }
  }
}

/** Each device's data completeness, then the whole report's: coverage %, hours with data, gaps, the longest ones (start and end as dates). */
function completenessRows(sheet: Sheet, report: TemperatureReport, t: FileText, utcOffsetMinutes: number): void {
  addRow(sheet, []);
  addRow(sheet, [t('completeness.title')], BOLD);
  addRow(sheet, [t('completeness.rule', { tolerance: report.gapTolerance })]);
  const heads = [t('summary.device'), t('completeness.coverage'), t('completeness.covered'), t('completeness.gapCount'), t('completeness.periods'), t('completeness.longestGaps')];
  addRow(sheet, heads, BOLD);
  const rows = [
    ...report.devices.map((device) => ({ label: device.number, completeness: device.completeness, periods: periodsText(device.periods, report.start, t, utcOffsetMinutes) })),
    { label: t('completeness.whole'), completeness: report.completeness, periods: NO_VALUE },
  ];
  for (const { label, completeness: c, periods } of rows) {
    // the longest gaps as pairs of date cells: start, end, start, end…
    const gaps = c.longestGaps.flatMap((gap) => [wallTime(gap.start, utcOffsetMinutes), wallTime(gap.end, utcOffsetMinutes)]);
    addRow(sheet, [label, c.coveragePct, c.coveredSeconds / 3600, c.gapCount, periods, ...gaps]);
  }
}

/** The excursion figures, then every excursion (times as date cells, durations in minutes). */
function excursionRows(sheet: Sheet, report: TemperatureReport, t: FileText, utcOffsetMinutes: number): void {
  addRow(sheet, []);
  addRow(sheet, [t('excursionSummary.title')], BOLD);
  const summaryKeys = ['count', 'totalDuration', 'longest', 'firstAt', 'degreeMinutesAbove', 'degreeMinutesBelow', 'totalPossibleDuration', 'withGaps'];
  addRow(sheet, [t('summary.device'), t('excursionSummary.field'), ...summaryKeys.map((key) => t(`excursionSummary.${key}`))], BOLD);
  for (const device of report.devices) {
    for (const [field, { excursions: e }] of fieldsOf(device)) {
      const firstAt = e.firstAt === null ? null : wallTime(e.firstAt, utcOffsetMinutes);
      addRow(sheet, [device.number, t(`fields.${field}`), e.count, e.totalDuration / 60, e.longest / 60, firstAt, e.degreeMinutesAbove, e.degreeMinutesBelow, e.totalPossibleDuration / 60, e.withGaps]);
    }
  }
  addRow(sheet, []);
  addRow(sheet, [t('excursions.title')], BOLD);
  const keys = ['field', 'direction', 'start', 'end', 'duration', 'peak', 'limit', 'degreeMinutes'];
  const more = [t('excursions.possibleDuration'), t('excursions.start'), t('excursions.end'), t('completeness.gapCount')];
  addRow(sheet, [t('summary.device'), ...keys.map((key) => t(`excursions.${key}`)), '', ...more], BOLD);
  for (const device of report.devices) {
    for (const x of device.excursions) {
      const flags = [x.startedBefore ? t('excursions.startedBefore') : '', x.open ? t('excursions.open') : ''].filter(Boolean).join('; ');
      const times = [wallTime(x.start, utcOffsetMinutes), wallTime(x.end, utcOffsetMinutes)];
      const possible = [x.possibleDuration / 60, wallTime(x.possibleStart, utcOffsetMinutes), wallTime(x.possibleEnd, utcOffsetMinutes), x.gaps.length];
      // durations in minutes: the known one (covered out-of-range time), then the possible one
      addRow(sheet, [device.number, t(`fields.${x.field}`), t(`excursions.${x.direction}`), ...times, x.knownDuration / 60, x.peak, x.limit, x.degreeMinutes, flags, ...possible]);
    }
  }
}

function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: TemperatureReport, t: FileText, utcOffsetMinutes: number): void {
  const sheet = workbook.addWorksheet(t('sheets.summary'));
  // the columns hold labels, figures and the excursions' dates alike: wide enough for a date
  sheet.columns = [{ width: 22 }, { width: 24 }, ...Array.from({ length: 13 }, () => ({ width: 18 }))];
  addRow(sheet, [t('title')], { bold: true, size: 14 });
  for (const [label, value] of identityLines(report, t, utcOffsetMinutes)) addRow(sheet, [label, value]);
  const warning = coverageWarningText(report, t);
  if (warning) addRow(sheet, [warning], { bold: true, color: { argb: 'FFB71C1C' } });
  addRow(sheet, [generatedText(report, t, utcOffsetMinutes)]);
  addRow(sheet, []);
  summaryRows(sheet, report, t);
  completenessRows(sheet, report, t, utcOffsetMinutes);
  if (report.showWarningInfo) excursionRows(sheet, report, t, utcOffsetMinutes);
  sheet.commit();
}

/** A waybill's release decisions, one row each (a voided one marked void, with since when); no sheet without any. */
function writeSignatures(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: TemperatureReport, t: FileText, utcOffsetMinutes: number): void {
  if (!report.signatures?.length) return;
  const sheet = workbook.addWorksheet(t('sheets.signatures'));
  sheet.columns = [{ width: 16 }, { width: 20 }, { width: 22 }, { width: 48 }, { width: 32 }, { width: 68 }, { width: 12 }, { width: 26 }];
  const { header, rows } = signatureRows(report.signatures, t, utcOffsetMinutes);
  addRow(sheet, [t('signature.title')], { bold: true, size: 14 });
  addRow(sheet, header, BOLD);
  for (const row of rows) addRow(sheet, row);
  sheet.commit();
}

/** Until the reader has taken what is buffered, or has gone. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/** The xlsx, streamed: the summary first, then the readings page by page. */
export function temperatureReportXlsx(report: TemperatureReport, readings: AsyncIterable<ReportRow[]>, t: FileText, options: XlsxOptions): Readable {
  const out = new PassThrough();
  const { utcOffsetMinutes, sheetMaxRows = SHEET_MAX_ROWS } = options;
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    writeSummary(workbook, report, t, utcOffsetMinutes);
    writeSignatures(workbook, report, t, utcOffsetMinutes);
    const headers = [t('readings.time', { zone: zoneLabel(utcOffsetMinutes) }), t('readings.device'), t('fields.temperature'), t('fields.humidity')];
    let sheet: Sheet | null = null;
    let sheets = 0;
    let inSheet = 0;
    let written = 0;
    for await (const page of readings) {
      if (out.destroyed) return;
      for (const row of page) {
        if (!sheet || inSheet >= sheetMaxRows) {
          sheet?.commit();
          sheets += 1;
          sheet = workbook.addWorksheet(sheets === 1 ? t('sheets.readings') : `${t('sheets.readings')} (${sheets})`);
          sheet.columns = [{ width: 20, style: { numFmt: DATE_FORMAT } }, { width: 14 }, { width: 16 }, { width: 16 }];
          addRow(sheet, headers, BOLD);
          inSheet = 0;
        }
        sheet.addRow([wallTime(Number(row.ts), utcOffsetMinutes), row.number, row.temperature, row.humidity]).commit();
        inSheet += 1;
      }
      written += page.length;
      options.onRows?.(written);
      await drained(out);
    }
    if (!sheet) addRow(workbook.addWorksheet(t('sheets.readings')), headers, BOLD);
    sheet?.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
