/** Day boundaries in the user's zone (minutes east of UTC). Pure. */
const DAY = 86_400;

/** Unix seconds of the start of the day holding `nowUnix`, in the zone. */
export function dayStart(nowUnix: number, utcOffsetMinutes: number): number {
  const shift = utcOffsetMinutes * 60;
  return Math.floor((nowUnix + shift) / DAY) * DAY - shift;
}

/** The starts of the `count` days ending with today, oldest first. */
export function lastDays(nowUnix: number, utcOffsetMinutes: number, count: number): number[] {
  const today = dayStart(nowUnix, utcOffsetMinutes);
  return Array.from({ length: count }, (_, i) => today - (count - 1 - i) * DAY);
}
