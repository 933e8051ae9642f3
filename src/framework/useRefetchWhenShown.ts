import { useEffect, useRef } from 'react';

/**
 * Loads once more each time a kept page shows again (spec: a hidden tab does no work, so what it
 * shows may be old). An effect: it also runs when a cold page's effects mount again on showing.
 * `cancelRefetch: false` joins a load already under way instead of starting another.
 */
export function useRefetchWhenShown(visible: boolean, refetch: (options: { cancelRefetch: boolean }) => unknown): void {
  const shownBefore = useRef(false);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!visible) return;
    if (shownBefore.current) void latest.current({ cancelRefetch: false });
    shownBefore.current = true;
  }, [visible]);
}
