/**
 * One device's part of the PDF report: its heading with the acquisition periods in force, the
 * summary (minimum, maximum, time-weighted mean, time in range over the time with data beside the
 * coverage, MKT), its data completeness (coverage, gaps), the chart with its legend (gaps shaded)
 * and, when the warning summary is shown (ShowReportWarningInfo), the excursion figures and the
 * excursion table with known and possible durations, as the console shows them.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DeviceReport, FieldSummary } from '../../../../src/lib/reports';
import { longestGapsText, periodsText, timeInRangeText } from '../completenessText';
import { durationText, fixed, limitsText, minuteTime, NO_VALUE, pctText, type FileText } from '../fileText';
import { CHART_COLORS, chartSvg } from './chartSvg';
import { REPORT_FONT } from './pdfFonts';

export interface SectionFrame {
  start: number;
  end: number;
  utcOffsetMinutes: number;
  showWarningInfo: boolean;
  /** the content width, points */
  width: number;
}

type FieldName = 'temperature' | 'humidity';

const header = (cells: string[]): TableCell[] => cells.map((text) => ({ text, style: 'tableHeader' }));

const fieldsOf = (device: DeviceReport): Array<[FieldName, FieldSummary]> =>
  device.humidity ? [['temperature', device.temperature], ['humidity', device.humidity]] : [['temperature', device.temperature]];

function summaryTable(device: DeviceReport, t: FileText): Content {
  const rows = fieldsOf(device).map(([field, summary]): TableCell[] => [
    t(`fields.${field}`),
    fixed(summary.min, 1),
    fixed(summary.max, 1),
    fixed(summary.mean, 2),
    pctText(summary.timeInRangePct),
    pctText(summary.coveragePct),
    field === 'temperature' ? fixed(summary.mkt, 2) : NO_VALUE,
    String(summary.readings),
  ]);
  const keys = ['field', 'min', 'max', 'mean', 'timeInRange', 'coverage', 'mkt', 'readings'];
  return {
    stack: [
      {
        table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [header(keys.map((key) => t(`summary.${key}`))), ...rows] },
        layout: 'lightHorizontalLines',
      },
      // the time in range is of the time with data: said in words beside the coverage
      ...fieldsOf(device)
        .filter(([, summary]) => summary.timeInRangePct !== null)
        .map(([field, summary]) => ({ text: `${t(`fields.${field}`)}: ${timeInRangeText(summary, t)}`, style: 'note' })),
    ],
    margin: [0, 4, 0, 6],
  };
}

/** Coverage, time with data, how many gaps and the longest ones. */
function completenessTable(device: DeviceReport, t: FileText, utcOffsetMinutes: number): Content {
  const c = device.completeness;
  const keys = ['coverage', 'covered', 'gapCount', 'longestGaps'];
  const row: TableCell[] = [pctText(c.coveragePct), durationText(c.coveredSeconds, t), String(c.gapCount), { text: longestGapsText(c, t, utcOffsetMinutes), fontSize: 7.5 }];
  return {
    table: { headerRows: 1, widths: ['auto', 'auto', 'auto', '*'], body: [header(keys.map((key) => t(`completeness.${key}`))), row] },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 6],
  };
}

function excursionSummaryTable(device: DeviceReport, t: FileText, utcOffsetMinutes: number): Content {
  const rows = fieldsOf(device).map(([field, { excursions }]): TableCell[] => [
    t(`fields.${field}`),
    String(excursions.count),
    durationText(excursions.totalDuration, t),
    durationText(excursions.longest, t),
    excursions.firstAt === null ? NO_VALUE : minuteTime(excursions.firstAt, utcOffsetMinutes),
    durationText(excursions.totalPossibleDuration, t),
    String(excursions.withGaps),
    fixed(excursions.degreeMinutesAbove, 1),
    fixed(excursions.degreeMinutesBelow, 1),
  ]);
  const keys = ['field', 'count', 'totalDuration', 'longest', 'firstAt', 'totalPossibleDuration', 'withGaps', 'degreeMinutesAbove', 'degreeMinutesBelow'];
  return {
    fontSize: 8,
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [header(keys.map((key) => t(`excursionSummary.${key}`))), ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 6],
  };
}

/** A time of an excursion, with its flag (began before the range, still open at its end) in small print under it. */
function excursionTime(ts: number, flag: string | null, utcOffsetMinutes: number): TableCell {
  const time = { text: minuteTime(ts, utcOffsetMinutes), noWrap: true };
  return flag ? { stack: [time, { text: `(${flag})`, fontSize: 7, color: '#757575' }] } : time;
}

/**
 * The known duration; in small print under it the gaps inside the excursion, and its possible
 * duration with the possible start and end when they differ from the known ones.
 */
function durations(excursion: DeviceReport['excursions'][number], t: FileText, utcOffsetMinutes: number): TableCell {
  const known = { text: durationText(excursion.knownDuration, t), noWrap: true };
  const notes: string[] = [];
  if (excursion.gaps.length) {
    const missing = excursion.gaps.reduce((sum, gap) => sum + gap.end - gap.start, 0);
    notes.push(t('excursions.gaps', { smart_count: excursion.gaps.length, duration: durationText(missing, t) }));
  }
  if (excursion.possibleDuration !== excursion.knownDuration) {
    const span = t('excursions.possibly', { start: minuteTime(excursion.possibleStart, utcOffsetMinutes), end: minuteTime(excursion.possibleEnd, utcOffsetMinutes) });
    notes.push(`${t('excursions.possibleDuration')} ${durationText(excursion.possibleDuration, t)}: ${span}`);
  }
  return notes.length ? { stack: [known, ...notes.map((note) => ({ text: `(${note})`, fontSize: 7, color: '#757575' }))] } : known;
}

function excursionTable(device: DeviceReport, t: FileText, utcOffsetMinutes: number): Content {
  if (!device.excursions.length) return { text: t('excursions.none'), style: 'note', margin: [0, 2, 0, 8] };
  const keys = ['field', 'direction', 'start', 'end', 'duration', 'peak', 'limit', 'degreeMinutes'];
  const rows = device.excursions.map((excursion): TableCell[] => [
    { text: t(`fields.${excursion.field}`), noWrap: true },
    t(`excursions.${excursion.direction}`),
    excursionTime(excursion.start, excursion.startedBefore ? t('excursions.startedBefore') : null, utcOffsetMinutes),
    excursionTime(excursion.end, excursion.open ? t('excursions.open') : null, utcOffsetMinutes),
    durations(excursion, t, utcOffsetMinutes),
    fixed(excursion.peak, 1),
    String(excursion.limit),
    fixed(excursion.degreeMinutes, 1),
  ]);
  return {
    table: { headerRows: 1, widths: ['auto', 'auto', '*', '*', 90, 'auto', 'auto', 'auto'], body: [header(keys.map((key) => t(`excursions.${key}`))), ...rows] },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 2, 0, 8],
  };
}

function legend(device: DeviceReport, t: FileText): Content {
  const item = (color: string, label: string) => ({ text: [{ text: '■ ', color }, label], width: 'auto' as const, margin: [0, 0, 12, 0] as [number, number, number, number] });
  const items = [item(CHART_COLORS.temperature, t('fields.temperature'))];
  if (device.thresholds.temperatureMin !== null || device.thresholds.temperatureMax !== null) {
    items.push(item(CHART_COLORS.excursion, t('chart.outside')), item(CHART_COLORS.limit, t('chart.band')));
  }
  if (device.chart.humidity.length) items.push(item(CHART_COLORS.humidity, t('fields.humidity')));
  if (device.gaps.length) items.push(item(CHART_COLORS.gap, t('chart.gap')));
  return { columns: items, fontSize: 7.5, margin: [0, 2, 0, 8] };
}

function chart(device: DeviceReport, t: FileText, frame: SectionFrame): Content {
  const svg = chartSvg(device, { width: frame.width, height: 190, start: frame.start, end: frame.end, utcOffsetMinutes: frame.utcOffsetMinutes });
  if (svg === null) return { text: t('noReadings'), style: 'note', margin: [0, 2, 0, 8] };
  return { stack: [{ svg, width: frame.width, font: REPORT_FONT }, legend(device, t)], unbreakable: true };
}

/** The device's section, starting with its heading. */
export function deviceSection(device: DeviceReport, t: FileText, frame: SectionFrame): Content[] {
  const { temperatureMin, temperatureMax, humidityMin, humidityMax } = device.thresholds;
  const limits = [`${t('fields.temperature')} ${limitsText(temperatureMin, temperatureMax)}`];
  if (device.humidity) limits.push(`${t('fields.humidity')} ${limitsText(humidityMin, humidityMax)}`);
  const content: Content[] = [
    { text: `${t('device')} ${device.number}  ${device.name}`, style: 'deviceHeading' },
    { text: [device.model, device.organizationName, `${t('thresholds')}: ${limits.join(', ')}`].filter(Boolean).join(' · '), style: 'note' },
    { text: `${t('completeness.periods')}: ${periodsText(device.periods, frame.start, t, frame.utcOffsetMinutes)}`, style: 'note' },
    summaryTable(device, t),
    { text: t('completeness.title'), style: 'subHeading' },
    completenessTable(device, t, frame.utcOffsetMinutes),
  ];
  if (frame.showWarningInfo) content.push({ text: t('excursionSummary.title'), style: 'subHeading' }, excursionSummaryTable(device, t, frame.utcOffsetMinutes));
  content.push(chart(device, t, frame));
  if (frame.showWarningInfo) content.push({ text: t('excursions.title'), style: 'subHeading' }, excursionTable(device, t, frame.utcOffsetMinutes));
  return content;
}
