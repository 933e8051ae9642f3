/** The asset history calls (server/routes/assethistory): a page of rows, every row for the export, a verification. */
import { api } from '../../../src/api';
import { ASSET_HISTORY_PATH, type AssetHistoryPage, type HistoryKind } from '../../../src/lib/assetHistory';
import { dayStart } from '../operation/operationApi';

export interface HistoryFilters {
  assetId?: number;
  organizationId?: number;
  /** YYYY-MM-DD, inclusive days of the browser's zone; '' for none */
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = { from: '', to: '' };

export function historyParams(filters: HistoryFilters): Record<string, number> {
  const start = filters.from ? dayStart(filters.from) : null;
  const last = filters.to ? dayStart(filters.to) : null;
  return {
    ...(filters.assetId === undefined ? {} : { assetId: filters.assetId }),
    ...(filters.organizationId === undefined ? {} : { organizationId: filters.organizationId }),
    ...(start === null ? {} : { start }),
    ...(last === null ? {} : { end: last + 86_400 }),
  };
}

export function fetchHistory(kind: HistoryKind, filters: HistoryFilters, page: number, limit: number, signal?: AbortSignal): Promise<AssetHistoryPage> {
  return api.get<AssetHistoryPage>(`${ASSET_HISTORY_PATH}/${kind}`, { ...historyParams(filters), page, limit }, { silent: true, ...(signal ? { signal } : {}) });
}

export function fetchHistoryExport(kind: HistoryKind, filters: HistoryFilters): Promise<AssetHistoryPage> {
  return api.get<AssetHistoryPage>(`${ASSET_HISTORY_PATH}/${kind}/export`, historyParams(filters), { silent: true });
}

export function postVerification(body: { assetId: number; result: number; note: string }): Promise<{ assetId: number }> {
  return api.post<{ assetId: number }>(`${ASSET_HISTORY_PATH}/verify`, body, undefined, { silent: true });
}
