/**
 * The statistics as labelled rows, one model for each chart and the table beside it. Pure over
 * `translate`. Days come as 'YYYY-MM-DD' in the browser's zone (the request's utcOffset).
 */
import { ALARM_KINDS, ALARM_LEVELS, type AlarmReasonStats, type AlarmStats } from '../../../src/lib/alarms';
import type { Translate } from '../shared/alarmWords';

export interface FigureRow {
  id: string;
  label: string;
  count: number;
}

/** Every kind and level in their order, those without an alarm at 0, so that the tables compare. */
export function kindRows(translate: Translate, stats: AlarmStats): FigureRow[] {
  const counts = new Map(stats.byKind.map((row) => [row.kind, row.count]));
  return ALARM_KINDS.map((kind) => ({ id: kind, label: translate(`alarm.kinds.${kind}`), count: counts.get(kind) ?? 0 }));
}

export function levelRows(translate: Translate, stats: AlarmStats): FigureRow[] {
  const counts = new Map(stats.byLevel.map((row) => [row.level, row.count]));
  return ALARM_LEVELS.map((level) => ({ id: String(level), label: translate('alarm.level', { level }), count: counts.get(level) ?? 0 }));
}

export function dayRows(stats: AlarmStats): FigureRow[] {
  return [...stats.byDay].sort((a, b) => a.day.localeCompare(b.day)).map((row) => ({ id: row.day, label: row.day, count: row.count }));
}

export function organizationRows(translate: Translate, stats: AlarmStats): FigureRow[] {
  return [...stats.byOrganization]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({
      id: String(row.organizationId ?? 'none'),
      label: row.organizationName || translate('alarm.pages.stats.noOrganization'),
      count: row.count,
    }));
}

export function endReasonRows(translate: Translate, stats: AlarmReasonStats): FigureRow[] {
  return [...stats.byEndReason]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ id: row.reason, label: translate(`alarm.endReasons.${row.reason}`, { _: row.reason }), count: row.count }));
}

export function commentRows(translate: Translate, stats: AlarmReasonStats): FigureRow[] {
  return [...stats.byComment]
    .sort((a, b) => b.count - a.count)
    .map((row, i) => ({ id: `${i}:${row.comment}`, label: row.comment || translate('alarm.pages.reasonStats.noComment'), count: row.count }));
}

export function solutionRows(stats: AlarmReasonStats): FigureRow[] {
  return [...stats.bySolution].sort((a, b) => b.count - a.count).map((row) => ({ id: String(row.solutionId), label: row.solutionName, count: row.count }));
}

export const totalOf = (rows: readonly FigureRow[]) => rows.reduce((sum, row) => sum + row.count, 0);
