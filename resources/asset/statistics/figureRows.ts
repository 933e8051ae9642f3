/** The statistics' figures as labelled rows, in the user's language. */
import type { AssetStatistics, CountEntry } from '../../../src/lib/assetHistory';

export interface CountRow {
  id: string;
  label: string;
  count: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const K = 'resources.asset.statistics';

function enumRows(translate: Translate, entries: readonly CountEntry[], enumKey: string): CountRow[] {
  return entries.map((entry) => ({
    id: String(entry.key ?? 'none'),
    label: entry.key === null ? translate(`${K}.notGiven`) : translate(`enums.${enumKey}.${entry.key}`, { _: String(entry.key) }),
    count: entry.count,
  }));
}

export const roleRows = (translate: Translate, figures: AssetStatistics) => enumRows(translate, figures.byRole, 'assetRole');
export const statusRows = (translate: Translate, figures: AssetStatistics) => enumRows(translate, figures.byStatus, 'assetStatus');
export const sourceRows = (translate: Translate, figures: AssetStatistics) => enumRows(translate, figures.byPurchaseSource, 'purchaseSource');

export function organizationRows(translate: Translate, figures: AssetStatistics): CountRow[] {
  return figures.byOrganization.map((entry) => ({ id: String(entry.key ?? 'none'), label: entry.name || translate(`${K}.notGiven`), count: entry.count }));
}
