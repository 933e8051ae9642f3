/**
 * The names of schema-entity records kept in `records` (alarm rules, handling solutions): read
 * by id for the few a page shows, in one query, rather than through JSON functions in SQL.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** id → the record's `name` ('' when it has none); ids of other companies or resources are left out. */
export async function recordNames(db: Kysely<Database>, resource: string, companyId: number, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', resource)
    .where('company_id', '=', companyId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, nameOf(row.data)]));
}

function nameOf(data: string): string {
  try {
    const name = (JSON.parse(data) as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}
