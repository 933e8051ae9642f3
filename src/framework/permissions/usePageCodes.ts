import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { pagePermissionsQuery } from './pagePermissionsQuery';

/**
 * The operation codes of one page (spec §6), by its route name. Each page reads its own, so a
 * tab kept in the cache never judges its buttons by the codes of the page shown last.
 * null while loading; a failure is no codes (spec §6: emptied, without a message).
 *
 * It subscribes to the codes alone, not to a query result: the layout asks again on every route
 * change (usePagePermissions), which renews the result object each time, and a page shown again
 * from the tab cache would re-render for it although its codes did not change (issue 11 §4).
 */
export function usePageCodes(routeName: string): readonly string[] | null {
  const client = useQueryClient();
  useEffect(() => {
    // the first reader asks; a cached answer is kept (staleTime: Infinity)
    void client.prefetchQuery(pagePermissionsQuery(routeName));
  }, [client, routeName]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const hash = hashKey(pagePermissionsQuery(routeName).queryKey);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      });
    },
    [client, routeName],
  );
  const codes = useCallback(() => client.getQueryData(pagePermissionsQuery(routeName).queryKey)?.permissions ?? null, [client, routeName]);
  return useSyncExternalStore(subscribe, codes, codes);
}
