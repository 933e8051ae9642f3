/**
 * The asset history and statistics on the wire (issue 29 §5): shared by the server's routes and
 * the console's pages. Which rows each history page lists (docs/asset-history-and-statistics.md):
 * - repair: status changes into or out of "to be repaired" (2) or "repair" (3);
 * - scrap: status changes into "scrapped" (4);
 * - verify: verification events (`POST /assethistory/verify`), as no status means "verified".
 */
export const ASSET_HISTORY_PATH = '/assethistory';
export const ASSET_STATISTICS_PATH = '/assetstats/summary';
export const ASSET_OPERATION_PATH = '/assetstats/operation';

export const HISTORY_KINDS = ['repair', 'scrap', 'verify'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The menu page (route name) of each history list: its view code reads it, its export code exports it. */
export const HISTORY_PAGES: Readonly<Record<HistoryKind, string>> = {
  repair: 'AssetRepairHistory',
  scrap: 'AssetScrapHistory',
  verify: 'AssetVerifyHistory',
};

export const REPAIR_STATUSES: readonly number[] = [2, 3];
export const SCRAPPED = 4;

/** Whether a status change (from null on creation) belongs on a history page. */
export function statusChangeListedOn(kind: Exclude<HistoryKind, 'verify'>, from: number | null, to: number): boolean {
  if (kind === 'scrap') return to === SCRAPPED && from !== SCRAPPED;
  return REPAIR_STATUSES.includes(to) || (from !== null && REPAIR_STATUSES.includes(from));
}

/** A verification's result. */
export const VERIFY_RESULTS = [1, 2] as const;

export interface AssetHistoryRow {
  id: number;
  assetId: number;
  assetName: string;
  assetCode: string;
  assetRole: number;
  organizationId: number;
  event: 'status' | 'verify';
  fromStatus: number | null;
  toStatus: number;
  result: number | null;
  reason: string;
  userName: string;
  /** unix seconds */
  at: number;
}

export interface AssetHistoryPage {
  list: AssetHistoryRow[];
  total: number;
}

export interface CountEntry {
  /** the role, status or purchase source value, or the organization id; null: not given */
  key: number | null;
  count: number;
}

export interface AssetStatistics {
  total: number;
  byRole: CountEntry[];
  byStatus: CountEntry[];
  byPurchaseSource: CountEntry[];
  byOrganization: Array<CountEntry & { name: string }>;
}

export interface AssetUtilisation {
  assetId: number;
  name: string;
  code: string;
  role: number;
  /** seconds of the period with a waybill in transit on the asset (overlaps counted once) */
  busySeconds: number;
  /** busySeconds / (end - start), 0–1 */
  share: number;
}

export interface OperationStatistics {
  start: number;
  end: number;
  assets: AssetUtilisation[];
}
