/**
 * A page's time range (the device records, the alarm pages): presets (24 hours, 7 days, the
 * page's maximum), the text of the start and end inputs, and the check of spec §5
 * (src/lib/timeRange.ts) before any request. Shared here because resources do not import each other.
 */
import { checkTimeRange, type TimeRangeResult } from '../../lib/timeRange';
import { unixToDateTimeInput } from '../widgets/unixTime';

export const RANGE_PRESETS = ['24h', '7d', 'max'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface TimeSpan {
  /** unix seconds */
  start: number;
  end: number;
}

const DAY = 86400;

/** Days of a preset; the maximum is the user's ReportCheckTimeRange. */
export function presetDays(preset: RangePreset, maxDays: number): number {
  return preset === '24h' ? 1 : preset === '7d' ? 7 : maxDays;
}

/** Whether the preset fits the user's limit (a maximum under 7 days leaves "7 days" out). */
export function presetAllowed(preset: RangePreset, maxDays: number): boolean {
  return Number.isFinite(maxDays) && maxDays > 0 && presetDays(preset, maxDays) <= maxDays;
}

/**
 * The preset's range ending now, the end on the next whole minute: the inputs show minutes,
 * so what they show is what is asked, and the latest reading is inside.
 */
export function presetRange(preset: RangePreset, nowMs: number, maxDays: number): TimeSpan {
  const end = Math.ceil(nowMs / 60_000) * 60;
  return { start: end - presetDays(preset, maxDays) * DAY, end };
}

/** The preset whose length the range has, for showing it chosen. */
export function presetOf(span: TimeSpan, maxDays: number): RangePreset | null {
  return RANGE_PRESETS.find((p) => presetAllowed(p, maxDays) && span.end - span.start === presetDays(p, maxDays) * DAY) ?? null;
}

/** The input's text of a moment ('YYYY-MM-DDTHH:mm', local time). */
export const inputText = (seconds: number): string => unixToDateTimeInput(seconds);

/** Minutes east of UTC of the browser's zone at that local time (its own daylight saving, if any). */
function offsetAt(text: string): number {
  const at = new Date(text.trim().replace(' ', 'T'));
  return -(Number.isNaN(at.getTime()) ? new Date() : at).getTimezoneOffset();
}

/** Spec §5's check of the typed range, read in the browser's time zone, against the user's limit. */
export function checkTypedRange(start: string, end: string, maxDays: number): TimeRangeResult {
  return checkTimeRange(start, end, { maxSpan: maxDays, utcOffsetMinutes: offsetAt(start) });
}

/** The same check of a range already in seconds (an address opened from a link). */
export function checkSpan(span: TimeSpan, maxDays: number): TimeRangeResult {
  return checkTimeRange(span.start, span.end, { maxSpan: maxDays });
}
