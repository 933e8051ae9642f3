/**
 * The readings the session page draws beside the timeline: from a while before the alarm's first
 * exceeding to a while after its end (or its last reading while open), so that the way in and out
 * shows, within the user's ReportCheckTimeRange (the readings route refuses more).
 */
import type { AlarmRow } from '../../../src/lib/alarms';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';

const MINUTE = 60;
const DAY = 86400;
/** the room either side: a quarter of the alarm's length, at least 15 minutes, at most 6 hours */
const MIN_PAD = 15 * MINUTE;
const MAX_PAD = 6 * 3600;

export function sessionSpan(alarm: Pick<AlarmRow, 'createdAt' | 'firstExceededAt' | 'durationSeconds' | 'endedAt'>, maxDays: number): TimeSpan {
  const from = Math.min(alarm.firstExceededAt || alarm.createdAt, alarm.createdAt);
  const to = alarm.endedAt ?? alarm.createdAt + alarm.durationSeconds;
  const pad = Math.min(MAX_PAD, Math.max(MIN_PAD, Math.round((to - from) / 4)));
  const start = Math.floor((from - pad) / MINUTE) * MINUTE;
  const end = Math.min(Math.ceil((to + pad) / MINUTE) * MINUTE, start + Math.max(1, maxDays) * DAY);
  return { start, end };
}
