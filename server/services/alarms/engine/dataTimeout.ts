/**
 * The data timeout (spec §4 "alarms end automatically on data timeout"): an open alarm with no
 * exceeding data for this long ends. It is ALARM_DATA_TIMEOUT_MINUTES, but never less than two of
 * the device's acquisition periods: a logger that reads every 10 minutes would otherwise lose
 * its alarm between two breaching readings, and open it again, every time its reading came a
 * second late.
 */
import type { AlarmOptions } from '../../../configAlarms';

export function dataTimeoutSeconds(options: Pick<AlarmOptions, 'alarmDataTimeoutMinutes'>, acquisitionPeriod: number): number {
  return Math.max(options.alarmDataTimeoutMinutes * 60, 2 * Math.max(0, acquisitionPeriod));
}
