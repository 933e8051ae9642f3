/**
 * The periods of scheduled reports (issue 14 §3), in a zone given as minutes east of UTC. Pure.
 * - daily: the previous day, made on the day after;
 * - weekly: the previous Monday to Sunday, made on Monday;
 * - monthly: the previous calendar month, made on the 1st;
 * each at `hour` o'clock of its making day. A period is [start, end): `end` is the next one's start.
 */
import type { ReportFrequency } from '../../../src/lib/reports';

const DAY = 86_400;

export interface SchedulePeriod {
  start: number;
  /** exclusive: the start of the day the report is made */
  end: number;
  /** when the report is made: `end` + `hour` hours */
  runAt: number;
}

/** Unix seconds of the zone's wall time given as UTC fields. */
const fromWall = (wallMs: number, shift: number) => Math.floor(wallMs / 1000) - shift;

/** The start (unix seconds) of the period of `frequency` holding `nowUnix`, and of the one before `start`. */
function boundaries(frequency: ReportFrequency, nowUnix: number, utcOffsetMinutes: number): { current: number; previous(start: number): number } {
  const shift = utcOffsetMinutes * 60;
  const wall = new Date((nowUnix + shift) * 1000);
  const dayStart = Math.floor((nowUnix + shift) / DAY) * DAY - shift;
  if (frequency === 'daily') return { current: dayStart, previous: (start) => start - DAY };
  if (frequency === 'weekly') {
    // getUTCDay of the wall time: 0 Sunday … 6 Saturday; a week starts on Monday
    const sinceMonday = (wall.getUTCDay() + 6) % 7;
    return { current: dayStart - sinceMonday * DAY, previous: (start) => start - 7 * DAY };
  }
  return {
    current: fromWall(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1), shift),
    previous: (start) => {
      const startWall = new Date((start + shift) * 1000);
      return fromWall(Date.UTC(startWall.getUTCFullYear(), startWall.getUTCMonth() - 1, 1), shift);
    },
  };
}

/**
 * The latest period whose report is due by `nowUnix`: the one that ended at the start of the
 * current day, week or month once its hour has come, else the one before (its making time has
 * passed already). Whether it was made is the scheduler's to know (report_runs).
 */
export function latestDuePeriod(frequency: ReportFrequency, nowUnix: number, utcOffsetMinutes: number, hour: number): SchedulePeriod {
  const { current, previous } = boundaries(frequency, nowUnix, utcOffsetMinutes);
  const end = nowUnix >= current + hour * 3600 ? current : previous(current);
  return { start: previous(end), end, runAt: end + hour * 3600 };
}

/**
 * The latest due period, if its making time comes after `since` (a schedule or service begun at
 * 15:00 first runs the next morning, not at once for yesterday), else null.
 */
export function duePeriodSince(frequency: ReportFrequency, nowUnix: number, utcOffsetMinutes: number, hour: number, since: number): SchedulePeriod | null {
  const period = latestDuePeriod(frequency, nowUnix, utcOffsetMinutes, hour);
  return period.runAt > nowUnix || period.runAt < since ? null : period;
}
