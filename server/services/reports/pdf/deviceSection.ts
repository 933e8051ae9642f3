/**
 * One device's part of the PDF report: its heading, the summary (minimum, maximum, time-weighted
 * mean, time in range, MKT), the chart with its legend and, when the warning summary is shown
 * (ShowReportWarningInfo), the excursion figures and the excursion table, as the console shows them.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DeviceReport, FieldSummary } from '../../../../src/lib/reports';
import { durationText, fixed, limitsText, minuteTime, NO_VALUE, type FileText } from '../fileText';
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
    summary.timeInRangePct === null ? NO_VALUE : `${summary.timeInRangePct.toFixed(1)}%`,
    field === 'temperature' ? fixed(summary.mkt, 2) : NO_VALUE,
    String(summary.readings),
  ]);
  return {
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [header(['field', 'min', 'max', 'mean', 'timeInRange', 'mkt', 'readings'].map((key) => t(`summary.${key}`))), ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 6],
  };
}

function excursionSummaryTable(device: DeviceReport, t: FileText, utcOffsetMinutes: number): Content {
  const rows = fieldsOf(device).map(([field, { excursions }]): TableCell[] => [
    t(`fields.${field}`),
    String(excursions.count),
    durationText(excursions.totalDuration, t),
    durationText(excursions.longest, t),
    excursions.firstAt === null ? NO_VALUE : minuteTime(excursions.firstAt, utcOffsetMinutes),
    fixed(excursions.degreeMinutesAbove, 1),
    fixed(excursions.degreeMinutesBelow, 1),
  ]);
  const keys = ['field', 'count', 'totalDuration', 'longest', 'firstAt', 'degreeMinutesAbove', 'degreeMinutesBelow'];
  return {
    table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [header(keys.map((key) => t(`excursionSummary.${key}`))), ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 6],
  };
}

/** A time of an excursion, with its flag (began before the range, still open at its end) in small print under it. */
function excursionTime(ts: number, flag: string | null, utcOffsetMinutes: number): TableCell {
  const time = { text: minuteTime(ts, utcOffsetMinutes), noWrap: true };
  return flag ? { stack: [time, { text: `(${flag})`, fontSize: 7, color: '#757575' }] } : time;
}

function excursionTable(device: DeviceReport, t: FileText, utcOffsetMinutes: number): Content {
  if (!device.excursions.length) return { text: t('excursions.none'), style: 'note', margin: [0, 2, 0, 8] };
  const keys = ['field', 'direction', 'start', 'end', 'duration', 'peak', 'limit', 'degreeMinutes'];
  const rows = device.excursions.map((excursion): TableCell[] => [
    { text: t(`fields.${excursion.field}`), noWrap: true },
    t(`excursions.${excursion.direction}`),
    excursionTime(excursion.start, excursion.startedBefore ? t('excursions.startedBefore') : null, utcOffsetMinutes),
    excursionTime(excursion.end, excursion.open ? t('excursions.open') : null, utcOffsetMinutes),
    { text: durationText(excursion.end - excursion.start, t), noWrap: true },
    fixed(excursion.peak, 1),
    String(excursion.limit),
    fixed(excursion.degreeMinutes, 1),
  ]);
  return {
    table: { headerRows: 1, widths: ['auto', 'auto', '*', '*', 'auto', 'auto', 'auto', 'auto'], body: [header(keys.map((key) => t(`excursions.${key}`))), ...rows] },
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
    summaryTable(device, t),
  ];
  if (frame.showWarningInfo) content.push({ text: t('excursionSummary.title'), style: 'subHeading' }, excursionSummaryTable(device, t, frame.utcOffsetMinutes));
  content.push(chart(device, t, frame));
  if (frame.showWarningInfo) content.push({ text: t('excursions.title'), style: 'subHeading' }, excursionTable(device, t, frame.utcOffsetMinutes));
  return content;
}
