/**
 * The alarm pages' loading rule (src/framework/useShownQuery.ts): again every
 * `pageRefreshInterval` seconds while the page is shown, none while it is hidden, once more when
 * it shows again. Without parameters (a refused range) nothing is asked.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useShownQuery } from '../../../src/framework/useShownQuery';

/** Every alarm query's key starts so: an acknowledgement, close or snooze loads them all again. */
export const ALARM_QUERY_KEY = 'alarm';

export type LoadResult<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; data: T; fetching: boolean };

export function useAlarmQuery<T>(name: string, params: Record<string, unknown> | null, fetch: (signal: AbortSignal) => Promise<T>): LoadResult<T> {
  const { result } = useShownQuery<T | null>([ALARM_QUERY_KEY, name, params], (signal) => (params ? fetch(signal) : Promise.resolve(null)));
  return loadResult(params !== null, result);
}

export function loadResult<T>(asked: boolean, result: UseQueryResult<T | null>): LoadResult<T> {
  if (!asked) return { status: 'idle' };
  if (result.data !== undefined && result.data !== null) return { status: 'ready', data: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
