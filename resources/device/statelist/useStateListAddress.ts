import type { PagedAddressState } from '../live/usePagedAddress';
import { usePagedAddress } from '../live/usePagedAddress';
import type { StateListFilters } from './stateListApi';
import { STATE_LIST_ADDRESS } from './stateListAddress';

export type StateListAddressState = PagedAddressState<StateListFilters>;

/** The state list's filters and page, kept in its address (live/usePagedAddress.ts). */
export const useStateListAddress = (): StateListAddressState => usePagedAddress(STATE_LIST_ADDRESS);
