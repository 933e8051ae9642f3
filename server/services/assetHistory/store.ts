/**
 * The asset history's rows (migration 034): written only here, in the caller's transaction, and
 * read per history page. Nothing updates or deletes them.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { REPAIR_STATUSES, SCRAPPED, type AssetHistoryPage, type AssetHistoryRow, type HistoryKind } from '../../../src/lib/assetHistory';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../users';

/** The asset as it stands when the row is written. */
export interface AssetSnapshot {
  id: number;
  name: string;
  code: string;
  role: number;
  organizationId: number;
  status: number;
}

export interface HistoryEntry {
  event: 'status' | 'verify';
  fromStatus: number | null;
  toStatus: number;
  result?: number;
  reason: string;
}

async function actorName(db: Kysely<Database>, actor: AuthUser): Promise<string> {
  const row = await db.selectFrom('users').select(['realname', 'username']).where('id', '=', actor.id).executeTakeFirst();
  return row?.realname || row?.username || actor.username;
}

export async function writeHistory(db: Kysely<Database>, companyId: number, asset: AssetSnapshot, entry: HistoryEntry, actor: AuthUser, nowUnix: number): Promise<void> {
  await db
    .insertInto('asset_history')
    .values({
      company_id: companyId,
      asset_id: asset.id,
      asset_name: asset.name,
      asset_code: asset.code,
      asset_role: asset.role,
      organization_id: asset.organizationId,
      event: entry.event,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      result: entry.result ?? null,
      reason: entry.reason,
      user_id: actor.id,
      user_name: await actorName(db, actor),
      at: nowUnix,
    })
    .execute();
}

export interface HistoryFilter {
  companyId: number;
  kind: HistoryKind;
  assetId?: number;
  /** the organization with its subtree, resolved by the caller */
  organizationIds?: number[];
  /** unix seconds, start inclusive, end exclusive */
  start?: number;
  end?: number;
}

type HistoryQuery = SelectQueryBuilder<Database, 'asset_history', object>;

/** The rows of a history page (src/lib/assetHistory.ts says which). */
function filtered(db: Kysely<Database>, filter: HistoryFilter): HistoryQuery {
  let query: HistoryQuery = db.selectFrom('asset_history').where('company_id', '=', filter.companyId);
  if (filter.kind === 'verify') query = query.where('event', '=', 'verify');
  else if (filter.kind === 'scrap') {
    query = query.where('event', '=', 'status').where('to_status', '=', SCRAPPED).where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '!=', SCRAPPED)]));
  } else {
    query = query.where('event', '=', 'status').where((eb) => eb.or([eb('to_status', 'in', [...REPAIR_STATUSES]), eb('from_status', 'in', [...REPAIR_STATUSES])]));
  }
  if (filter.assetId !== undefined) query = query.where('asset_id', '=', filter.assetId);
  if (filter.organizationIds) query = filter.organizationIds.length ? query.where('organization_id', 'in', filter.organizationIds) : query.where('id', '<', 0);
  if (filter.start !== undefined) query = query.where('at', '>=', filter.start);
  if (filter.end !== undefined) query = query.where('at', '<', filter.end);
  return query;
}

export async function listHistory(db: Kysely<Database>, filter: HistoryFilter, page: number, limit: number): Promise<AssetHistoryPage> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const list: AssetHistoryRow[] = rows.map((row) => ({
    id: row.id,
    assetId: row.asset_id,
    assetName: row.asset_name,
    assetCode: row.asset_code,
    assetRole: row.asset_role,
    organizationId: row.organization_id,
    event: row.event,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    result: row.result,
    reason: row.reason,
    userName: row.user_name,
    at: Number(row.at),
  }));
  return { list, total: Number(total) };
}
