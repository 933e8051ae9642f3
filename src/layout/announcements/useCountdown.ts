import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `seconds`, ticking every second from when `key` was last set (a new
 * announcement starts its own wait); 0 at once for 0. A new key counts from `seconds` on its
 * very first render, before its timer starts.
 */
export function useCountdown(seconds: number, key: unknown): number {
  const [state, setState] = useState({ key, seconds, left: seconds });
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setState({ key, seconds, left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return state.key === key && state.seconds === seconds ? state.left : seconds;
}
