import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
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
  const query = useMemo(() => pagePermissionsQuery(routeName), [routeName]);
  useEffect(() => {
    // the first reader asks; a cached answer is kept (staleTime: Infinity)
    void client.prefetchQuery(query);
  }, [client, query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const hash = hashKey(query.queryKey);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      });
    },
    [client, query],
  );
  const codes = useCallback(() => client.getQueryData(query.queryKey)?.permissions ?? null, [client, query]);
  return useSyncExternalStore(subscribe, codes, codes);
}
