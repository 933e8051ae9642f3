import { useMemo } from 'react';
import { flattenRoutes, matchPath } from '../lib/routes';
import { useSession } from './useSession';

/**
 * Only pages the user has are links; the others would end on /404 (as on the dashboard). The
 * user's pages are the route tree of the session; `to` may be a concrete path of a pattern
 * (`/device/detail/7` of `/device/detail/:id`), with a query.
 */
export function usePermittedPath(): (to: string) => string | undefined {
  const routes = useSession((s) => s.permissionRoutes);
  const patterns = useMemo(() => flattenRoutes(routes).map((page) => page.fullPath), [routes]);
  return (to) => {
    const path = to.split('?')[0]!;
    return patterns.some((pattern) => matchPath(pattern, path) !== null) ? to : undefined;
  };
}
