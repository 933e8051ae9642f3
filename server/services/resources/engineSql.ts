/**
 * The resource stores' SQL that differs between SQLite and PostgreSQL, named here and nowhere
 * else (engineSql.test.ts runs each on both engines):
 * - a generic record's property: SQLite's json_extract gives it typed (JSON true is 1); PostgreSQL's
 *   jsonb `->>` gives text, cast to the property's kind;
 * - a substring search: SQLite's LIKE ignores ASCII case, PostgreSQL needs ILIKE;
 * - the records' JSON: text on SQLite, jsonb on PostgreSQL (migration 007);
 * - a broken constraint: each engine words it its own way;
 * - the catalogue: a table's columns, and the records' expression indexes already made (a start
 *   asks only for what the schemas name: Kysely's introspection of every table, partitions
 *   included, took most of a start on PostgreSQL).
 */
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/migrations/columns';
import type { PropertyKind } from './properties';
import type { AnyDb } from './store';

export interface ResourceEngineSql {
  /** `name` of a generic record's JSON `data`, typed as its kind (numbers compare and sort as numbers) */
  jsonField(name: string, kind: PropertyKind | undefined): RawBuilder<unknown>;
  /** `field` contains `pattern` (a LIKE pattern escaped with \), ignoring case */
  contains(field: RawBuilder<unknown>, pattern: string): RawBuilder<unknown>;
  /** the value written to `records.data` */
  jsonData(data: Record<string, unknown>): RawBuilder<unknown>;
  /** the index on the records of `resource` for sorting and filtering by `name` (PostgreSQL: an expression index) */
  recordIndex(resource: string, name: string, kind: PropertyKind | undefined): RawBuilder<unknown> | null;
  /** the columns of each of `tables` the database has (a missing table is absent from the map) */
  tableColumns(db: AnyDb, tables: readonly string[]): Promise<Map<string, Set<string>>>;
  /** the names of the indexes on `records` */
  recordIndexNames(db: AnyDb): Promise<Set<string>>;
}

/** the name recordIndex gives the index of `resource`'s `name` */
export const recordIndexName = (resource: string, name: string): string => `records_${resource}_${name}`.toLowerCase().slice(0, 63);

function byTable(rows: ReadonlyArray<{ table_name: string; column_name: string }>): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const sqlite: ResourceEngineSql = {
  jsonField: (name) => sql`json_extract(data, ${`$.${name}`})`,
  contains: (field, pattern) => sql`${field} like ${pattern} escape '\\'`,
  jsonData: (data) => sql`${JSON.stringify(data)}`,
  // the generic table's filters scan one resource's rows (index records_resource_company); SQLite's
  // expression indexes would need the exact json_extract text in every query, which they have, but
  // the embedded engine's resources stay small: none is made
  recordIndex: () => null,
  tableColumns: async (db, tables) => {
    const rows: Array<{ table_name: string; column_name: string }> = [];
    for (const table of tables) {
      const found = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
      rows.push(...found.rows.map((row) => ({ table_name: table, column_name: row.name })));
    }
    return byTable(rows);
  },
  recordIndexNames: async () => new Set(),
};

function pgField(name: string, kind: PropertyKind | undefined): RawBuilder<unknown> {
  const text = sql`(data->>${sql.lit(name)})`;
  if (kind === 'number') return sql`(${text})::double precision`;
  if (kind === 'boolean') return sql`((${text})::boolean)::int`;
  return text;
}

const postgres: ResourceEngineSql = {
  jsonField: pgField,
  contains: (field, pattern) => sql`${field} ilike ${pattern} escape '\\'`,
  jsonData: (data) => sql`${JSON.stringify(data)}::jsonb`,
  recordIndex: (resource, name, kind) => {
    // names come from schema files; anything else is not indexed rather than quoted into DDL
    if (!SAFE_NAME.test(resource) || !SAFE_NAME.test(name)) return null;
    const index = sql.id(recordIndexName(resource, name));
    return sql`create index if not exists ${index} on records ((${pgField(name, kind)})) where resource = ${sql.lit(resource)}`;
  },
  tableColumns: async (db, tables) => {
    if (tables.length === 0) return new Map();
    const found = await sql<{ table_name: string; column_name: string }>`
      select c.relname as table_name, a.attname as column_name
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = any(${[...tables]}) and c.relkind in ('r', 'p', 'v')
        and a.attnum > 0 and not a.attisdropped`.execute(db);
    return byTable(found.rows);
  },
  recordIndexNames: async (db) => {
    const found = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'records'`.execute(db);
    return new Set(found.rows.map((row) => row.indexname));
  },
};

export function resourceEngineSql(db: AnyDb): ResourceEngineSql {
  return isPostgres(db) ? postgres : sqlite;
}

/**
 * The columns of a unique constraint a write broke, or null: SQLite says
 * `UNIQUE constraint failed: roles.company_id, roles.name`, PostgreSQL (23505) details
 * `Key (company_id, name)=(1, x) already exists.`
 */
export function duplicateColumns(error: unknown): string[] | null {
  const { message = '', code, detail } = (error ?? {}) as { message?: string; code?: string; detail?: string };
  const sqliteFailed = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(message);
  if (sqliteFailed) return sqliteFailed[1]!.split(', ').map((column) => column.slice(column.indexOf('.') + 1));
  if (code !== '23505') return null;
  const key = /^Key \((.+?)\)=/.exec(detail ?? '');
  // an expression index (lower(username)) names its column inside the call
  return key ? key[1]!.split(', ').map((part) => /(\w+)\)*$/.exec(part)?.[1] ?? part) : [];
}

/** A reference to a missing row, or a failed check: SQLite's words, or PostgreSQL's codes 23503 and 23514. */
export function isReferenceOrCheckFailure(error: unknown): boolean {
  const { message = '', code } = (error ?? {}) as { message?: string; code?: string };
  return /FOREIGN KEY constraint failed|CHECK constraint failed/.test(message) || code === '23503' || code === '23514';
}
