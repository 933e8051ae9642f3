/**
 * The console's one data-loading path is react-query (the QueryClient react-admin also uses,
 * made once per login in src/app/Console.tsx). This maps a query to the states the pages show.
 */
import { useQuery } from '@tanstack/react-query';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; value: T };

/**
 * Loads once per key (null: nothing to load) and keeps the answer while the client lives;
 * `retry` loads again. The signal is passed on, so a request nobody waits for any more (a
 * page hidden in the tab cache) is cancelled.
 */
export function useLoadQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry(): void } {
  const query = useQuery({
    queryKey: ['load', key],
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const retry = () => void query.refetch();
  if (key === null) return { status: 'idle', retry };
  if (query.isPending || (query.isError && query.isFetching)) return { status: 'loading', retry };
  if (query.isError) return { status: 'error', error: query.error, retry };
  return { status: 'ready', value: query.data, retry };
}
