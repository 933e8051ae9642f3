import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../api';
import { ApiStatus } from '../../lib/contract';
import { FLEET_LIVE_PATH, type FleetLive } from '../../lib/fleet';
import { SESSION_DEFAULTS } from '../../lib/session';
import { usePageVisible } from '../../framework/usePageVisible';
import { useSession } from '../../framework/useSession';

export type FleetLiveState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** the user has none of the pages that show the fleet: no panel */
  | { status: 'forbidden' }
  | { status: 'success'; data: FleetLive };

/**
 * The dashboard's live figures: loaded when the page shows, then again every
 * `pageRefreshInterval` seconds (spec §9) while it is the page shown; a hidden tab does no work.
 * Silent: the panel shows a failure itself, with a retry.
 */
export function useFleetLive(): FleetLiveState & { retry(): void } {
  const visible = usePageVisible();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FleetLiveState>({ status: 'loading' });
  useEffect(() => {
    if (!visible) return undefined;
    const controller = new AbortController();
    const load = () =>
      api.get<FleetLive>(FLEET_LIVE_PATH, undefined, { silent: true, signal: controller.signal }).then(
        (data) => !controller.signal.aborted && setState({ status: 'success', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === ApiStatus.forbidden) return setState({ status: 'forbidden' });
          // a failed refresh keeps the figures shown; only a first failure replaces them
          setState((current) =>
            current.status === 'success'
              ? current
              : { status: 'error', message: error instanceof Error && error.message ? error.message : 'app.pages.dashboard.live.error' },
          );
        },
      );
    void load();
    const timer = setInterval(() => void load(), seconds * 1000);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [visible, seconds, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
