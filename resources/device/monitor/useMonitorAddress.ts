import type { PagedAddressState } from '../live/usePagedAddress';
import { usePagedAddress } from '../live/usePagedAddress';
import type { MonitorFilters } from './monitorApi';
import { MONITOR_ADDRESS } from './monitorAddress';

export type MonitorAddressState = PagedAddressState<MonitorFilters>;

/** The monitor's filters and page, kept in its address (live/usePagedAddress.ts). */
export const useMonitorAddress = (): MonitorAddressState => usePagedAddress(MONITOR_ADDRESS);
