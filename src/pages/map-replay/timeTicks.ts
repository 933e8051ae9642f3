/**
 * The chart's time axis: ticks on whole local minutes, hours or days (13:00, 14:00 … or 11/26,
 * 11/27 …) rather than wherever a linear scale would put them, at most `maxTicks` of them. Pure:
 * the zone's offset is given (minutes east of UTC), so that the tests do not depend on the machine.
 */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const STEPS = [5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY];

export function timeTicks(from: number, to: number, maxTicks: number, utcOffsetMinutes: number): number[] {
  if (!(to > from) || maxTicks < 1) return [];
  const span = to - from;
  const step = STEPS.find((s) => span / s <= maxTicks) ?? Math.ceil(span / maxTicks / DAY) * DAY;
  const shift = utcOffsetMinutes * MINUTE;
  // the first whole step of local time at or after `from`
  const first = Math.ceil((from + shift) / step) * step - shift;
  const ticks: number[] = [];
  for (let t = first; t <= to; t += step) ticks.push(t);
  return ticks;
}

/** Whether the ticks are days apart (the labels then show dates, else times). */
export const daysApart = (ticks: readonly number[]): boolean => ticks.length > 1 && ticks[1]! - ticks[0]! >= DAY;
