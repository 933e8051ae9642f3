/** The asset history (migration 034, issue 29 §5). */
import type { Generated } from 'kysely';

export type AssetHistoryEvent = 'status' | 'verify';

export interface AssetHistoryTable {
  id: Generated<number>;
  company_id: number;
  asset_id: number;
  /** the asset's name, code, role and organization when the row was written */
  asset_name: string;
  asset_code: Generated<string>;
  asset_role: number;
  organization_id: number;
  event: AssetHistoryEvent;
  /** null on the row of an asset's creation */
  from_status: number | null;
  to_status: number;
  /** a verification's: 1 passed, 2 failed */
  result: number | null;
  reason: Generated<string>;
  user_id: number | null;
  user_name: Generated<string>;
  /** unix seconds, the platform's clock */
  at: number;
}
