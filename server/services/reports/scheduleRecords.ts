/**
 * Scheduled reports as stored (schemas/reportSchedule.schema.json, a `records` entity: JSON,
 * camelCase as on the wire) and the parameters of the job each run makes: the schedule as it was
 * then, so that a job queued before an edit makes what was due.
 */
import type { ReportFormat, ReportFrequency } from '../../../src/lib/reports';
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';
import { localTime } from '../readings/export';
import { LOCALES } from '../resources/translate';

export const REPORT_SCHEDULE = 'reportSchedule';

export interface StoredSchedule {
  id: number;
  companyId: number;
  /** unix seconds */
  createdAt: number;
  name: string;
  organizationId: number;
  frequency: ReportFrequency;
  target: 'device' | 'asset';
  deviceIds?: number[];
  assetIds?: number[];
  format: ReportFormat;
  keepDays?: number;
  receiverIds?: number[];
  enabled?: boolean;
}

export interface ScheduledReportParams {
  scheduleId: number;
  name: string;
  organizationId: number;
  frequency: ReportFrequency;
  target: 'device' | 'asset';
  /** the devices or the assets, by target */
  ids: number[];
  format: ReportFormat;
  receiverIds: number[];
  /** the period, [start, end) */
  periodStart: number;
  periodEnd: number;
  /** the zone of the period and of the file's times */
  utcOffset: number;
}

export function jobParams(schedule: StoredSchedule, period: { start: number; end: number }, utcOffset: number): ScheduledReportParams {
  return {
    scheduleId: schedule.id,
    name: schedule.name,
    organizationId: schedule.organizationId,
    frequency: schedule.frequency,
    target: schedule.target,
    ids: (schedule.target === 'asset' ? schedule.assetIds : schedule.deviceIds) ?? [],
    format: schedule.format,
    receiverIds: schedule.receiverIds ?? [],
    periodStart: period.start,
    periodEnd: period.end,
    utcOffset,
  };
}

/** The period as its report names it: a day '2026-11-26', a week '2026-11-16 – 2026-11-22', a month '2026-10'. */
export function periodText(params: Pick<ScheduledReportParams, 'frequency' | 'periodStart' | 'periodEnd' | 'utcOffset'>): string {
  const day = (ts: number) => localTime(ts, params.utcOffset).slice(0, 10);
  if (params.frequency === 'daily') return day(params.periodStart);
  if (params.frequency === 'monthly') return day(params.periodStart).slice(0, 7);
  return `${day(params.periodStart)} – ${day(params.periodEnd - 1)}`;
}

/** `scheduledReport.{key}` in `lang`, else in English, else the key. */
export function scheduleText(lang: Language, key: string, params?: Record<string, string | number>): string {
  const full = `scheduledReport.${key}`;
  const text = lookup(LOCALES[lang], full) ?? lookup(LOCALES.en, full);
  return text === undefined ? full : interpolate(text, params);
}

/** The job's name in the download centre. */
export function scheduledReportTitle(params: ScheduledReportParams, lang: Language): string {
  return scheduleText(lang, 'jobTitle', { name: params.name, period: periodText(params), format: params.format.toUpperCase() });
}
