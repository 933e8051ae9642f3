import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { ALARM_CHANGE_SOCKET_EVENT } from '../../lib/alarms';
import type { DashboardSummary } from '../../lib/contract';
import { useSocketRefetch } from '../../framework/socket';
import { usePageVisible } from '../../framework/usePageVisible';
import { useRefetchWhenShown } from '../../framework/useRefetchWhenShown';

export const SUMMARY_PATH = '/dashboard/summary';

export type DashboardSummaryState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: DashboardSummary };

/** A load of the figures: `quiet` keeps what is shown while it runs, and if it fails. */
interface Load {
  n: number;
  quiet: boolean;
}

/**
 * The dashboard's figures from the server. The page shows a failure itself, with a retry,
 * so the call is silent (no toast on top of the inline message). Kept current while the page is
 * shown (issue 26 §1): asked again, quietly, after each `0103` (an alarm the user sees opened, was
 * acknowledged, closed or ended: the open alarms' figure), after a reconnect, and when the kept
 * page shows again.
 */
export function useDashboardSummary(): DashboardSummaryState & { retry(): void } {
  const visible = usePageVisible();
  const [load, setLoad] = useState<Load>({ n: 0, quiet: false });
  const [state, setState] = useState<DashboardSummaryState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.get<DashboardSummary>(SUMMARY_PATH, undefined, { silent: true, signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failed: DashboardSummaryState = {
          status: 'error',
          message: error instanceof Error && error.message ? error.message : 'app.pages.dashboard.error',
        };
        setState((current) => (load.quiet && current.status === 'success' ? current : failed));
      },
    );
    return () => controller.abort();
  }, [load]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setLoad((l) => ({ n: l.n + 1, quiet: false }));
  }, []);
  const refresh = useCallback(() => setLoad((l) => ({ n: l.n + 1, quiet: true })), []);
  useSocketRefetch(ALARM_CHANGE_SOCKET_EVENT, refresh, visible);
  useRefetchWhenShown(visible, refresh);
  return { ...state, retry };
}
