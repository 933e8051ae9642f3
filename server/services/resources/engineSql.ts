/**
 * The resource stores' SQL that differs between SQLite and PostgreSQL, named here and nowhere
 * else (engineSql.test.ts runs each on both engines):
 * - a generic record's property: SQLite's json_extract gives it typed (JSON true is 1); PostgreSQL's
 *   jsonb `->>` gives text, cast to the property's kind;
 * - a substring search: SQLite's LIKE ignores ASCII case, PostgreSQL needs ILIKE;
 * - the records' JSON: text on SQLite, jsonb on PostgreSQL (migration 007);
 * - a broken constraint: each engine words it its own way.
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
    const index = sql.id(`records_${resource}_${name}`.toLowerCase().slice(0, 63));
    return sql`create index if not exists ${index} on records ((${pgField(name, kind)})) where resource = ${sql.lit(resource)}`;
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
