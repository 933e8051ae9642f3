/**
 * Page changes that fetch first and switch after. react-admin changes page or page size in a timer,
 * re-renders the whole list (toolbar, filters, header) with the old rows, and only then asks the
 * server; the rows come in a second render. Here the next page is asked for at the click, in
 * react-admin's own query (same key, same result shape), and the list switches once it is in the
 * cache: one render, and the request overlaps the menu closing (issue 11 §4, `npm run bench`).
 * A wait longer than BUSY_AFTER_MS shows as busy; of several quick clicks the last one wins.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type ListPaginationContextValue } from 'ra-core';

/** How long a page fetched ahead counts as fresh: the list showing it does not ask the server again at once. */
export const PREFETCH_FRESH_MS = 2_000;

/** A page that takes longer than this to come shows a progress bar (a quicker one would only flicker). */
export const BUSY_AFTER_MS = 200;

export interface PrefetchedPaging {
  /** react-admin's pagination context, with setters that fetch first */
  context: ListPaginationContextValue;
  /** a page asked for has been on its way longer than BUSY_AFTER_MS */
  busy: boolean;
}

export function usePrefetchedPaging(): PrefetchedPaging {
  const list = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const latest = useRef(0);
  const busyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => clearTimeout(busyTimer.current), []);
  const { resource, sort, filter, filterValues, setPage, setPerPage, perPage } = list;
  const paging = useMemo(() => {
    // the key and result of react-admin's useListController → useGetList query
    const fetchThen = (page: number, size: number, apply: () => void) => {
      const ticket = ++latest.current;
      clearTimeout(busyTimer.current);
      busyTimer.current = setTimeout(() => setBusy(true), BUSY_AFTER_MS);
      const params = { pagination: { page, perPage: size }, sort, filter: { ...filterValues, ...filter }, meta: undefined };
      void queryClient
        .prefetchQuery({
          queryKey: [resource, 'getList', params],
          queryFn: ({ signal }) =>
            dataProvider
              .getList(resource, { ...params, signal: dataProvider.supportAbortSignal === true ? signal : undefined })
              .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
          staleTime: PREFETCH_FRESH_MS,
        })
        // a failed page is the list's to report: it switches, asks again and shows the error
        .then(() => {
          if (ticket !== latest.current) return;
          clearTimeout(busyTimer.current);
          setBusy(false);
          apply();
        });
    };
    return {
      setPage: (page: number) => fetchThen(page, perPage, () => setPage(page)),
      setPerPage: (size: number) => fetchThen(1, size, () => setPerPage(size)),
    };
  }, [queryClient, dataProvider, resource, sort, filter, filterValues, setPage, setPerPage, perPage]);
  const { isLoading, isPending, hasPreviousPage, hasNextPage, page, total } = list;
  const context = useMemo(
    () => ({ isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, ...paging }),
    [isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, paging],
  );
  return { context, busy };
}
