import { useCallback, useEffect, useState } from 'react';
import type { RouteNode } from '../lib/contract';
import { session } from '../api';
import { fetchServerRoutes, loadUserInfo } from '../providers/authProvider';

export type ServerRoutesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; routes: RouteNode[] };

/**
 * Spec §4: a token with an empty username loads user info first (its failure logs out and
 * reloads), then the permitted routes.
 */
export function useServerRoutes(): ServerRoutesState & { retry(): void } {
  const [state, setState] = useState<ServerRoutesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!session.get().username) await loadUserInfo();
      const routes = await fetchServerRoutes();
      if (!cancelled) setState({ status: 'ready', routes });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { ...state, retry };
}
