/** A page's data as the three site maps show it: loading, a failure with a retry, or ready. */
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry(): void }
  | { status: 'ready'; data: T; fetching: boolean };

export function loadStateOf<T>(result: UseQueryResult<T>): LoadState<T> {
  if (result.data !== undefined) return { status: 'ready', data: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', message: errorMessage(result.error, 'app.pages.mapSites.loadFailed'), retry: () => void result.refetch() };
  return { status: 'loading' };
}
