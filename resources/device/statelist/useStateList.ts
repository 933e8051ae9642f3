import type { DeviceStatesPage } from '../../../src/lib/fleet';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import { fetchStateList, stateListParams, type StateListQuery } from './stateListApi';

export type StateListResult =
  { status: 'loading' } | { status: 'error'; error: unknown; retry(): void } | { status: 'ready'; answer: DeviceStatesPage; fetching: boolean };

/**
 * One page of the device state list: loaded with react-query, again every `pageRefreshInterval`
 * seconds (spec §9) and each time the page shows again; a hidden tab does not poll.
 */
export function useStateList(query: StateListQuery): StateListResult {
  const { result } = useShownQuery(['device.stateList', stateListParams(query)], (signal) => fetchStateList(query, signal));
  if (result.data !== undefined) return { status: 'ready', answer: result.data, fetching: result.isFetching };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
