import { startTransition, useEffect, useRef, useState } from 'react';
import { apiNowUnix } from '../../../src/api';

/** Often enough for "just now" to turn into "1 minute ago" in time. */
export const NOW_TICK_MS = 15_000;

/** Unix seconds on the api's clock, ticking while `enabled` (a hidden tab's clock stands still). */
export function useNow(enabled: boolean, tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(apiNowUnix);
  const started = useRef(false);
  useEffect(() => {
    if (!enabled) return undefined;
    // every card's relative time changes at once: a transition, which React renders in slices
    const tick = () => startTransition(() => setNow(apiNowUnix()));
    // at once when the page shows again (its clock stood still while hidden), not on the first show
    const first = started.current ? setTimeout(tick, 0) : undefined;
    started.current = true;
    const timer = setInterval(tick, tickMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [enabled, tickMs]);
  return now;
}
