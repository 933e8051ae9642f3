/**
 * The platform switches as every signed-in user's console shows them (issue 30 §5): the banner in
 * force and read-only mode, read when the console loads and every SWITCH_POLL_MS after. A write
 * refused meanwhile says why in its own toast (the server's message).
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { PLATFORM_SWITCH_CURRENT_PATH, SWITCH_POLL_MS, type CurrentSwitches } from '../../lib/platformSwitches';

export function usePlatformSwitches(): CurrentSwitches | null {
  const [current, setCurrent] = useState<CurrentSwitches | null>(null);
  // polled: a failed read keeps what was shown, without a toast each time
  const load = useCallback(() => api.get<CurrentSwitches>(PLATFORM_SWITCH_CURRENT_PATH, undefined, { silent: true }).then(setCurrent, () => undefined), []);
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), SWITCH_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  return current;
}
