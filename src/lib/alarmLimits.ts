/**
 * How the rule engine judges a value against a limit (issue 13 §1: a warning band with
 * hysteresis, so that a value hovering at its limit does not flap), and the trigger time rule of
 * graded levels (spec §5). Pure functions, shared by the server and the schema checks.
 */

/** Hysteresis margins: a value counts as normal again only this far inside its limit (issue 13 §1). */
export const HYSTERESIS_DEFAULTS = { temperature: 0.5, humidity: 2, battery: 5 } as const;

/**
 * A value against a limit with a hysteresis margin:
 * - 'breach': beyond the limit (counts towards the consecutive count);
 * - 'band': back inside but within the margin (neither counts nor clears);
 * - 'normal': inside by at least the margin (resets the count).
 */
export type LimitVerdict = 'breach' | 'band' | 'normal';
export function judgeLimit(value: number, limit: number, side: 'high' | 'low', margin: number): LimitVerdict {
  const beyond = side === 'high' ? value > limit : value < limit;
  if (beyond) return 'breach';
  const inside = side === 'high' ? limit - value : value - limit;
  return inside >= margin ? 'normal' : 'band';
}

/** A level's trigger time: an integer, above 0 for every level but level 1 (spec §5). */
export function triggerTimeValid(level: number, minutes: unknown): boolean {
  return Number.isInteger(minutes) && (minutes as number) >= 0 && (level === 1 || (minutes as number) > 0);
}
