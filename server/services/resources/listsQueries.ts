/**
 * Reads of the generic `records` table that the lists of issue 30 §4 need across companies: the
 * device registry and its bindings are platform rows (company_id is the company a device is
 * assigned to), so their lookups are not limited to the writer's company.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { resourceEngineSql } from './engineSql';
import { dataOf } from './recordQueries';
import type { Row } from './store';

export interface FoundRecord {
  id: number;
  companyId: number | null;
  data: Row;
}

/**
 * The records of `resource` whose properties equal `equals`, oldest first; `companyId` undefined:
 * in any company (platform rows), a number: that company's only.
 */
export async function findRecords(
  db: Kysely<Database>,
  resource: string,
  equals: Readonly<Record<string, string | number>>,
  options: { companyId?: number; exceptId?: number } = {},
): Promise<FoundRecord[]> {
  const engine = resourceEngineSql(db);
  const conditions = Object.entries(equals).map(([name, value]) => sql`${engine.jsonField(name, typeof value === 'number' ? 'number' : 'string')} = ${value}`);
  conditions.push(sql`resource = ${resource}`);
  if (options.companyId !== undefined) conditions.push(sql`company_id = ${options.companyId}`);
  if (options.exceptId !== undefined) conditions.push(sql`id <> ${options.exceptId}`);
  const { rows } = await sql<{ id: number; company_id: number | null; data: unknown }>`select id, company_id, data from records
    where ${sql.join(conditions, sql` and `)} order by id`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), companyId: row.company_id === null ? null : Number(row.company_id), data: dataOf(row.data) }));
}

/** Sets which company a platform row belongs to (the registry's assignment): what that company's users read. */
export async function setRecordCompany(db: Kysely<Database>, id: number, companyId: number | null): Promise<void> {
  await db.updateTable('records').set({ company_id: companyId }).where('id', '=', id).execute();
}
