/** Which alarms an action applies to: the server skips the others and says why (BulkResult), the buttons say so first. */
import { ALARM_BULK_MAX, type AlarmRow } from '../../../src/lib/alarms';

export const ALARM_ACTIONS = ['acknowledge', 'close', 'snooze'] as const;
export type AlarmAction = (typeof ALARM_ACTIONS)[number];

type Row = Pick<AlarmRow, 'id' | 'status' | 'acknowledgedAt'>;

export function appliesTo(action: AlarmAction, row: Row): boolean {
  if (row.status !== 'open') return false;
  return action !== 'acknowledge' || row.acknowledgedAt === null;
}

/** The ids of the rows the action applies to, at most ALARM_BULK_MAX (what one call may name). */
export function eligibleIds(action: AlarmAction, rows: readonly Row[]): number[] {
  return rows
    .filter((row) => appliesTo(action, row))
    .map((row) => row.id)
    .slice(0, ALARM_BULK_MAX);
}
