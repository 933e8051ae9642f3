import { queryOptions } from '@tanstack/react-query';
import { fetchPagePermissions } from '../../providers/pagePermissions';

/**
 * One query per page for its codes and the unread count (spec §6): the layout (badge, session)
 * and the page's buttons read the same answer, so opening a page asks once.
 */
export function pagePermissionsQuery(routeName: string) {
  return queryOptions({
    queryKey: ['pagePermissions', routeName] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPagePermissions(routeName, signal),
    // the layout asks again on every route change (spec §6); a page's buttons never trigger a second request
    staleTime: Infinity,
  });
}
