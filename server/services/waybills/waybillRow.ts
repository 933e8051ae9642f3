/** A waybill as stored, in the user's company, and the JSON columns read back. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WaybillsTable } from '../../db/schema';

export type WaybillRow = Selectable<WaybillsTable>;

export function jsonIds(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function jsonObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function findWaybill(db: Kysely<Database>, companyId: number, id: number): Promise<WaybillRow | undefined> {
  return db.selectFrom('waybills').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}
