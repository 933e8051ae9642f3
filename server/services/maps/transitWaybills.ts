/**
 * The waybills in transit on the company's vehicles (issue 14 §2, the vehicle monitor's popup):
 * a waybill of status 2 (schemas/defs.schema.json waybillStatus: in transit) rides the vehicle
 * whose asset its `assets` lists. Few rows a company, so the JSON lists are read here rather than
 * in SQL (portable: no JSON functions).
 */
import type { Kysely } from 'kysely';
import type { MapWaybill } from '../../../src/lib/maps';
import type { Database, WaybillStatus } from '../../db/schema';

/** defs.schema.json waybillStatus: 2 in transit. */
export const IN_TRANSIT: WaybillStatus = 2;

function institutionOf(json: string): string {
  try {
    const party = JSON.parse(json) as { institution?: unknown };
    return typeof party.institution === 'string' ? party.institution : '';
  } catch {
    return '';
  }
}

function assetIdsOf(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The waybill in transit on each asset; of two on one vehicle, the one that departed last. */
export async function transitWaybillsByAsset(db: Kysely<Database>, companyId: number): Promise<Map<number, MapWaybill>> {
  const rows = await db
    .selectFrom('waybills')
    .select(['id', 'number', 'consignor', 'consignee', 'assets'])
    .where('company_id', '=', companyId)
    .where('status', '=', IN_TRANSIT)
    // oldest first: a later departure overwrites an earlier one on the same asset
    .orderBy('departure_time')
    .orderBy('id')
    .execute();
  const byAsset = new Map<number, MapWaybill>();
  for (const row of rows) {
    const waybill: MapWaybill = { id: row.id, number: row.number, consignor: institutionOf(row.consignor), consignee: institutionOf(row.consignee) };
    for (const assetId of assetIdsOf(row.assets)) byAsset.set(assetId, waybill);
  }
  return byAsset;
}
