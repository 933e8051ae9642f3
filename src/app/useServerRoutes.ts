import type { RouteNode } from '../lib/contract';
import { session } from '../api';
import { fetchServerRoutes, loadUserInfo } from '../providers/authProvider';
import { takeRoutes } from '../providers/prefetch';
import { useLoadQuery } from '../framework/queryState';

export type ServerRoutesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; routes: RouteNode[] };

async function loadRoutes(): Promise<RouteNode[]> {
  // asked for at login, while this code loaded (providers/prefetch.ts)
  const prefetched = takeRoutes();
  if (prefetched) return prefetched;
  if (!session.get().username) await loadUserInfo();
  return fetchServerRoutes();
}

/**
 * Spec §4: a token with an empty username loads user info first (its failure logs out and
 * reloads), then the permitted routes.
 */
export function useServerRoutes(): ServerRoutesState & { retry(): void } {
  const loaded = useLoadQuery('routes', loadRoutes);
  if (loaded.status === 'ready') return { status: 'ready', routes: loaded.value, retry: loaded.retry };
  if (loaded.status === 'error') return { status: 'error', message: loaded.error instanceof Error ? loaded.error.message : String(loaded.error), retry: loaded.retry };
  return { status: 'loading', retry: loaded.retry };
}
