/** `GET /monitor/statistics` (src/lib/fleet.ts DEVICE_STATISTICS_PATH), with the browser's zone for the days. */
import { api } from '../../../src/api';
import { DEVICE_STATISTICS_PATH, type DeviceStatistics } from '../../../src/lib/fleet';

export interface StatisticsFilters {
  organizationId?: number;
  type?: string;
}

/** Minutes east of UTC of the browser's zone now (480 in China). */
export const browserUtcOffset = () => -new Date().getTimezoneOffset() || 0;

export function statisticsParams(filters: StatisticsFilters, utcOffset: number): Record<string, string | number> {
  return {
    utcOffset,
    ...(filters.organizationId === undefined ? {} : { organizationId: filters.organizationId }),
    ...(filters.type ? { type: filters.type } : {}),
  };
}

export function fetchStatistics(filters: StatisticsFilters, utcOffset: number, signal?: AbortSignal): Promise<DeviceStatistics> {
  return api.get<DeviceStatistics>(DEVICE_STATISTICS_PATH, statisticsParams(filters, utcOffset), { silent: true, ...(signal ? { signal } : {}) });
}
