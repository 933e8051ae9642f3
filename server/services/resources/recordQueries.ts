/**
 * Reads of the generic document table `records` (migration 007) that the asset pages' rules need:
 * a company's assets by id, records whose properties equal given values, and a record's data
 * rewritten by the server (a computed property). Engine differences stay in engineSql.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { resourceEngineSql } from './engineSql';
import type { Row } from './store';

export function dataOf(raw: unknown): Row {
  // SQLite gives the JSON text, PostgreSQL's jsonb the parsed object
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Row;
}

/** The company's records of `resource` with these ids, by id (others' and missing ones left out). */
export async function recordsById(db: Kysely<Database>, resource: string, companyId: number, ids: readonly number[]): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', resource).where('company_id', '=', companyId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, dataOf(row.data)]));
}

/** Whether the company has a record of `resource` whose properties equal `equals`, other than `exceptId`. */
export async function recordExists(
  db: Kysely<Database>,
  resource: string,
  companyId: number,
  equals: Readonly<Record<string, string | number>>,
  exceptId?: number,
): Promise<boolean> {
  const engine = resourceEngineSql(db);
  const conditions = Object.entries(equals).map(([name, value]) => sql`${engine.jsonField(name, typeof value === 'number' ? 'number' : 'string')} = ${value}`);
  if (exceptId !== undefined) conditions.push(sql`id <> ${exceptId}`);
  const { rows } = await sql<{ id: number }>`select id from records where resource = ${resource} and company_id = ${companyId}
    and ${sql.join(conditions, sql` and `)} limit 1`.execute(db);
  return rows.length > 0;
}

/** Rewrites one record's data with `change` applied (undefined removes a property). */
export async function patchRecordData(db: Kysely<Database>, id: number, change: (data: Row) => Row): Promise<void> {
  const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return;
  const next = Object.fromEntries(Object.entries(change(dataOf(row.data))).filter(([, value]) => value !== undefined));
  await sql`update records set data = ${resourceEngineSql(db).jsonData(next)} where id = ${id}`.execute(db);
}
