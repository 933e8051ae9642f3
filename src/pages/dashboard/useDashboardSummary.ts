import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import type { DashboardSummary } from '../../lib/contract';

export const SUMMARY_PATH = '/dashboard/summary';

export type DashboardSummaryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: DashboardSummary };

/**
 * The dashboard's figures from the server. The page shows a failure itself, with a retry,
 * so the call is silent (no toast on top of the inline message).
 */
export function useDashboardSummary(): DashboardSummaryState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DashboardSummaryState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.get<DashboardSummary>(SUMMARY_PATH, undefined, { silent: true, signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error && error.message ? error.message : 'app.pages.dashboard.error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
