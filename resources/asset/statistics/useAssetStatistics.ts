import type { AssetStatistics } from '../../../src/lib/assetHistory';
import { useShownQuery } from '../../../src/framework/useShownQuery';
import { fetchAssetStatistics, statisticsParams, type AssetStatisticsFilters } from './statisticsApi';

export type AssetStatisticsResult =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; figures: AssetStatistics };

/** The asset statistics under the filters, again while the page is shown (spec §9's refresh). */
export function useAssetStatistics(filters: AssetStatisticsFilters): AssetStatisticsResult {
  const { result } = useShownQuery(['asset.statistics', statisticsParams(filters)], (signal) => fetchAssetStatistics(filters, signal));
  if (result.data !== undefined) return { status: 'ready', figures: result.data };
  if (result.isError) return { status: 'error', error: result.error, retry: () => void result.refetch() };
  return { status: 'loading' };
}
