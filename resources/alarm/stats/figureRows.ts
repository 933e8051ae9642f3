/**
 * The statistics as labelled rows, one model for each chart and the table beside it. Pure over
 * `translate`. Days come as 'YYYY-MM-DD' in the browser's zone (the request's utcOffset).
 */
import { ALARM_KINDS, ALARM_LEVELS, type AlarmReasonStats, type AlarmStats } from '../../../src/lib/alarms';
import { isAlarmKind, kindWord, type Translate } from '../shared/alarmWords';

export interface FigureRow {
  id: string;
  label: string;
  count: number;
}

/**
 * Every kind and level in their order, those without an alarm at 0, so that the tables compare;
 * kinds this console does not know (none today) summed in one "unknown type" row, never dropped.
 */
export function kindRows(translate: Translate, stats: AlarmStats): FigureRow[] {
  const counts = new Map<string, number>(stats.byKind.map((row) => [row.kind, row.count]));
  const rows: FigureRow[] = ALARM_KINDS.map((kind) => ({ id: kind, label: kindWord(translate, kind), count: counts.get(kind) ?? 0 }));
  const unknown = stats.byKind.filter((row) => !isAlarmKind(row.kind));
  if (unknown.length) {
    const label = translate('alarm.pages.unknownKind', { kind: unknown.map((row) => row.kind).join(', ') });
    rows.push({ id: 'unknown', label, count: unknown.reduce((sum, row) => sum + row.count, 0) });
  }
  return rows;
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

/** A data timeout once per detail (issue 26: "back in range" and "device silent" are not one "Data timeout"). */
export function endReasonRows(translate: Translate, stats: AlarmReasonStats): FigureRow[] {
  return [...stats.byEndReason]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({
      id: row.detail ? `${row.reason}:${row.detail}` : row.reason,
      label: row.detail ? translate(`alarm.endDetailReasons.${row.detail}`) : translate(`alarm.endReasons.${row.reason}`, { _: row.reason }),
      count: row.count,
    }));
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
