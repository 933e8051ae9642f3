/**
 * The asset statistics (issue 29 §5): the company's assets (optionally of some organizations)
 * counted by role, status, purchase source and organization; and each asset's utilisation over a
 * period (utilisation.ts). Assets are records of the generic store, read through it.
 */
import type { Kysely } from 'kysely';
import type { AssetStatistics, AssetUtilisation, CountEntry, OperationStatistics } from '../../../src/lib/assetHistory';
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import type { Database } from '../../db/schema';
import type { ResourceRegistry } from '../resources/registry';
import type { ResourceRecord } from '../resources/store';
import { coveredSeconds, transitByAsset, type TransitWaybill } from './utilisation';

export interface AssetScope {
  companyId: number;
  nowUnix: number;
  /** the organizations (a subtree) to count; all the company's when absent */
  organizationIds?: readonly number[];
  role?: number;
}

/** Every asset of the scope, page by page through the generic store. */
export async function scopedAssets(registry: Pick<ResourceRegistry, 'entities'>, scope: AssetScope): Promise<ResourceRecord[]> {
  const entity = registry.entities.get('asset');
  if (!entity) throw new Error('the asset entity (schemas/asset.schema.json) is not loaded');
  const filter: Record<string, number> = scope.role === undefined ? {} : { role: scope.role };
  const records: ResourceRecord[] = [];
  for (let page = 1; ; page++) {
    const { list } = await entity.store.list({ page, limit: MAX_LIMIT, sort: 'id', order: 'ASC', filter }, { companyId: scope.companyId, nowUnix: scope.nowUnix });
    records.push(...list);
    if (list.length < MAX_LIMIT) break;
  }
  if (!scope.organizationIds) return records;
  const within = new Set(scope.organizationIds);
  return records.filter((record) => within.has(Number(record.organizationId)));
}

function countBy(records: readonly ResourceRecord[], field: string): CountEntry[] {
  const counts = new Map<number | null, number>();
  for (const record of records) {
    const value = record[field];
    const key = typeof value === 'number' ? value : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, count]) => ({ key, count })).sort((a, b) => (a.key ?? Infinity) - (b.key ?? Infinity));
}

export async function assetStatistics(db: Kysely<Database>, registry: Pick<ResourceRegistry, 'entities'>, scope: AssetScope): Promise<AssetStatistics> {
  const records = await scopedAssets(registry, scope);
  const byOrganization = countBy(records, 'organizationId');
  const ids = byOrganization.map((entry) => entry.key).filter((key): key is number => key !== null);
  const names = new Map(
    ids.length
      ? (await db.selectFrom('organizations').select(['id', 'name']).where('company_id', '=', scope.companyId).where('id', 'in', ids).execute()).map((o) => [o.id, o.name])
      : [],
  );
  return {
    total: records.length,
    byRole: countBy(records, 'role'),
    byStatus: countBy(records, 'status'),
    byPurchaseSource: countBy(records, 'purchaseSource'),
    byOrganization: byOrganization.map((entry) => ({ ...entry, name: (entry.key !== null && names.get(entry.key)) || '' })).sort((a, b) => b.count - a.count),
  };
}

function assetIdsOf(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Each asset's share of [start, end) with a waybill in transit on it, highest first. */
export async function operationStatistics(
  db: Kysely<Database>,
  registry: Pick<ResourceRegistry, 'entities'>,
  scope: AssetScope,
  start: number,
  end: number,
): Promise<OperationStatistics> {
  const records = await scopedAssets(registry, scope);
  const rows = await db
    .selectFrom('waybills')
    .select(['id', 'status', 'departure_time', 'delivery_time', 'assets'])
    .where('company_id', '=', scope.companyId)
    .where('departure_time', 'is not', null)
    .where('departure_time', '<', end)
    .execute();
  const legRows = rows.length
    ? await db
        .selectFrom('waybill_legs')
        .select(['waybill_id', 'at', 'assets'])
        .where('waybill_id', 'in', rows.map((row) => row.id))
        .orderBy('waybill_id')
        .orderBy('seq')
        .execute()
    : [];
  const waybills: TransitWaybill[] = rows.map((row) => {
    const departureTime = row.departure_time === null ? null : Number(row.departure_time);
    // the first leg starts at the departure (its `at` is null), each transshipment at its time
    const legs = legRows.filter((leg) => leg.waybill_id === row.id).map((leg) => ({ start: Number(leg.at ?? departureTime ?? 0), assets: assetIdsOf(leg.assets) }));
    return {
      status: Number(row.status),
      departureTime,
      deliveryTime: row.delivery_time === null ? null : Number(row.delivery_time),
      assetIds: assetIdsOf(row.assets),
      legs,
    };
  });
  const byAsset = transitByAsset(waybills, scope.nowUnix);
  const span = end - start;
  const assets: AssetUtilisation[] = records.map((record) => {
    const busySeconds = coveredSeconds(byAsset.get(record.id) ?? [], start, end);
    return {
      assetId: record.id,
      name: String(record.name ?? ''),
      code: typeof record.code === 'string' ? record.code : '',
      role: Number(record.role),
      busySeconds,
      share: span > 0 ? busySeconds / span : 0,
    };
  });
  assets.sort((a, b) => b.share - a.share || a.assetId - b.assetId);
  return { start, end, assets };
}
