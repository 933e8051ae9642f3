/** Spec §5: the alarm pages query at most 31 days (the server refuses more), and never more than the user's ReportCheckTimeRange. */
export const ALARM_RANGE_MAX_DAYS = 31;

export function alarmRangeDays(reportCheckTimeRange: number): number {
  return Number.isFinite(reportCheckTimeRange) && reportCheckTimeRange > 0 ? Math.min(reportCheckTimeRange, ALARM_RANGE_MAX_DAYS) : ALARM_RANGE_MAX_DAYS;
}
