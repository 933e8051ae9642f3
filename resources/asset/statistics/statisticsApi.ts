/** `GET /assetstats/summary` (src/lib/assetHistory.ts). */
import { api } from '../../../src/api';
import { ASSET_STATISTICS_PATH, type AssetStatistics } from '../../../src/lib/assetHistory';

export interface AssetStatisticsFilters {
  organizationId?: number;
  role?: number;
}

export function statisticsParams(filters: AssetStatisticsFilters): Record<string, number> {
  return {
    ...(filters.organizationId === undefined ? {} : { organizationId: filters.organizationId }),
    ...(filters.role === undefined ? {} : { role: filters.role }),
  };
}

export function fetchAssetStatistics(filters: AssetStatisticsFilters, signal?: AbortSignal): Promise<AssetStatistics> {
  return api.get<AssetStatistics>(ASSET_STATISTICS_PATH, statisticsParams(filters), { silent: true, ...(signal ? { signal } : {}) });
}
