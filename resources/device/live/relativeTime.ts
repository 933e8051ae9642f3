/** How long ago, as a translation key and its count: minutes under an hour, hours under a day, then days. */
export interface RelativeTime {
  key: string;
  count?: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const KEYS = 'resources.device.live.ago';

export function relativeTime(then: number | null, now: number): RelativeTime {
  if (then === null) return { key: `${KEYS}.never` };
  const seconds = Math.max(0, now - then);
  if (seconds < MINUTE) return { key: `${KEYS}.justNow` };
  if (seconds < HOUR) return { key: `${KEYS}.minutes`, count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { key: `${KEYS}.hours`, count: Math.floor(seconds / HOUR) };
  return { key: `${KEYS}.days`, count: Math.floor(seconds / DAY) };
}
