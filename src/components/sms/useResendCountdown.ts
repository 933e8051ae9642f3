import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '../../lib/sms';

/**
 * The seconds left before another SMS code may be asked for: `start()` after a code went out,
 * then it ticks down every second to 0.
 */
export function useResendCountdown(seconds = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start, waiting: left > 0 };
}
