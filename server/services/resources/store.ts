/**
 * Where records live (docs/resources-design.md "Storage"): a table of the entity's own
 * (`x-store.table`, columns = properties in snake_case) or the generic document table `records`.
 * Both answer the same calls, so the routes never know which one they talk to.
 * What differs between SQLite and PostgreSQL is named in engineSql.ts.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { splitFilterKey, type FilterScalar, type ListQuery, type ListResult } from '../../../src/lib/schema/wire';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { duplicateColumns, resourceEngineSql, type ResourceEngineSql } from './engineSql';
import type { PropertyInfo } from './properties';
import { snakeCase } from './properties';

export type Row = Record<string, unknown>;
export type ResourceRecord = Record<string, unknown> & { id: number };

export interface Scope {
  /** null: not limited to a company */
  companyId: number | null;
  nowUnix: number;
}

export interface ResourceStore {
  list(query: ListQuery, scope: Scope): Promise<ListResult<ResourceRecord>>;
  get(id: number, scope: Scope): Promise<ResourceRecord | undefined>;
  /** `extra`: columns that are not properties (e.g. a password hash) */
  insert(values: Row, scope: Scope, extra?: Row): Promise<number>;
  update(id: number, values: Row, scope: Scope): Promise<void>;
  remove(ids: number[], scope: Scope): Promise<number>;
  /** the same store over another connection: a transaction */
  on(db: AnyDb): ResourceStore;
}

/**
 * A duplicate on a unique column (SQLite's constraint error) as issues at its fields. A value
 * unique per company (`UNIQUE(company_id, name)`: role names) is the writer's own business:
 * "already in use". A value unique across all companies on a company's rows (device numbers,
 * login accounts: a physical device has one number) gets one neutral answer whoever holds it, so
 * that it never confirms what another company has (issue 10 §5).
 */
export function duplicateIssues(error: unknown, companyScoped: boolean): FieldIssues | null {
  const columns = duplicateColumns(error);
  if (!columns) return null;
  const key = companyScoped && !columns.includes('company_id') ? 'validation.uniqueReserved' : 'validation.unique';
  const fields = columns.filter((column) => column !== 'company_id').map((column) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()));
  return Object.fromEntries(fields.map((field) => [field, { key }]));
}

/** A filter or sort naming something that is not a property. */
export class UnknownFieldError extends Error {
  constructor(readonly field: string) {
    super(`unknown field ${field}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are named by schema files at run time
export type AnyDb = Kysely<any>;

interface StoreShape {
  properties: Map<string, PropertyInfo>;
  /** string properties among the list columns: what `q` searches */
  searchable: string[];
  /** properties kept outside the store (a hook loads and saves them) */
  virtual: ReadonlySet<string>;
}

function toStored(info: PropertyInfo | undefined, value: unknown): unknown {
  // a cleared text is '' (text columns are NOT NULL with '' defaults); '' reads back as absent
  if (value === null && info?.kind === 'string') return '';
  if (value === undefined || value === null) return null;
  if (info?.kind === 'boolean') return value ? 1 : 0;
  if (info?.kind === 'json') return JSON.stringify(value);
  return value;
}

/** '' reads as absent: an optional text never filled in (or cleared) is not sent back as ''. */
function fromStored(info: PropertyInfo | undefined, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (info?.kind === 'boolean') return Boolean(value);
  if (info?.kind === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/** A filter value as the column holds it: booleans 0/1, numeric strings of numeric properties as numbers. */
function filterValue(info: PropertyInfo | undefined, value: FilterScalar): unknown {
  if (typeof value === 'boolean' || value === 'true' || value === 'false') {
    return info?.kind === 'boolean' || typeof value === 'boolean' ? (value === true || value === 'true' ? 1 : 0) : value;
  }
  if ((info?.kind === 'number' || info?.kind === 'boolean') && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  return value;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL shared by both stores, given how a field is addressed. */
function conditions(query: ListQuery, shape: StoreShape, field: (name: string) => RawBuilder<unknown>, engine: ResourceEngineSql): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (query.ids) out.push(sql`${field('id')} in (${sql.join(query.ids)})`);
  for (const [key, raw] of Object.entries(query.filter)) {
    if (key === 'q') {
      const text = String(raw).trim();
      if (!text || !shape.searchable.length) continue;
      const pattern = `%${escapeLike(text)}%`;
      out.push(sql`(${sql.join(shape.searchable.map((name) => engine.contains(field(name), pattern)), sql` or `)})`);
      continue;
    }
    const { field: name, op } = splitFilterKey(key);
    if (name !== 'id' && (!shape.properties.has(name) || shape.virtual.has(name))) throw new UnknownFieldError(key);
    const info = shape.properties.get(name);
    if (op === 'eq') {
      const values = (Array.isArray(raw) ? raw : [raw]).map((v) => filterValue(info, v));
      if (!values.length) continue;
      out.push(values.length === 1 ? sql`${field(name)} = ${values[0]}` : sql`${field(name)} in (${sql.join(values)})`);
    } else {
      if (Array.isArray(raw)) throw new UnknownFieldError(key);
      out.push(op === 'gte' ? sql`${field(name)} >= ${filterValue(info, raw)}` : sql`${field(name)} <= ${filterValue(info, raw)}`);
    }
  }
  return out;
}

function whereClause(parts: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function orderClause(query: ListQuery, shape: StoreShape, field: (name: string) => RawBuilder<unknown>, fallback: string): RawBuilder<unknown> {
  const sort = query.sort ?? fallback;
  if (sort !== 'id' && (!shape.properties.has(sort) || shape.virtual.has(sort))) throw new UnknownFieldError('sort');
  const direction = sql.raw(query.order === 'DESC' ? 'desc' : 'asc');
  // id breaks ties, so that pages never overlap
  return sql`order by ${field(sort)} ${direction}, ${field('id')} ${direction}`;
}

export interface TableStoreOptions extends StoreShape {
  table: string;
  columns: ReadonlySet<string>;
  companyScoped: boolean;
  /** the column naming a row's company: `company_id`, or `id` for the companies themselves */
  companyColumn: string;
  defaultSort: string;
}

export function tableStore(db: AnyDb, options: TableStoreOptions): ResourceStore {
  const { table, columns, companyScoped, properties, virtual } = options;
  const engine = resourceEngineSql(db);
  const stored = [...properties.keys()].filter((name) => name !== 'id' && !virtual.has(name));
  const column = (name: string) => (name === 'id' ? 'id' : snakeCase(name));
  const field = (name: string) => sql`${sql.ref(column(name))}`;
  const selected = sql.join(['id', ...stored].map((name) => sql.ref(column(name))));
  const scoped = (scope: Scope) => (companyScoped && scope.companyId !== null ? [sql`${sql.ref(options.companyColumn)} = ${scope.companyId}`] : []);
  const toRecord = (row: Row): ResourceRecord => {
    const record: ResourceRecord = { id: Number(row.id) };
    for (const name of stored) {
      const value = fromStored(properties.get(name), row[column(name)]);
      if (value !== undefined) record[name] = value;
    }
    return record;
  };
  const toColumns = (values: Row): Row =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([name]) => name !== 'id' && properties.has(name) && !virtual.has(name))
        .map(([name, value]) => [column(name), toStored(properties.get(name), value)]),
    );

  return {
    on: (other) => tableStore(other, options),
    async list(query, scope) {
      const where = whereClause([...scoped(scope), ...conditions(query, options, field, engine)]);
      const from = sql.table(table);
      const total = await sql<{ n: number }>`select count(*) as n from ${from} ${where}`.execute(db);
      const order = orderClause(query, options, field, options.defaultSort);
      const offset = query.ids ? 0 : (query.page - 1) * query.limit;
      const limit = query.ids ? query.ids.length : query.limit;
      const rows = await sql<Row>`select ${selected} from ${from} ${where} ${order} limit ${limit} offset ${offset}`.execute(db);
      return { list: rows.rows.map(toRecord), total: Number(total.rows[0]?.n ?? 0) };
    },
    async get(id, scope) {
      const where = whereClause([sql`id = ${id}`, ...scoped(scope)]);
      const rows = await sql<Row>`select ${selected} from ${sql.table(table)} ${where}`.execute(db);
      return rows.rows[0] ? toRecord(rows.rows[0]) : undefined;
    },
    async insert(values, scope, extra = {}) {
      const row: Row = { ...toColumns(values), ...extra };
      if (companyScoped && options.companyColumn === 'company_id' && scope.companyId !== null) row.company_id = scope.companyId;
      if (columns.has('created_at') && !('created_at' in row)) row.created_at = scope.nowUnix;
      if (columns.has('updated_at')) row.updated_at = scope.nowUnix;
      const names = Object.keys(row);
      const result = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
        values (${sql.join(names.map((n) => row[n]))}) returning id`.execute(db);
      return Number(result.rows[0]!.id);
    },
    async update(id, values, scope) {
      const row = toColumns(values);
      if (columns.has('updated_at')) row.updated_at = scope.nowUnix;
      const names = Object.keys(row);
      if (!names.length) return;
      const sets = sql.join(names.map((n) => sql`${sql.ref(n)} = ${row[n]}`));
      await sql`update ${sql.table(table)} set ${sets} ${whereClause([sql`id = ${id}`, ...scoped(scope)])}`.execute(db);
    },
    async remove(ids, scope) {
      const result = await sql`delete from ${sql.table(table)} ${whereClause([sql`id in (${sql.join(ids)})`, ...scoped(scope)])}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export interface RecordsStoreOptions extends StoreShape {
  resource: string;
  companyScoped: boolean;
  defaultSort: string;
}

/** The generic document store: one row per record in `records`, the properties as JSON. */
export function recordsStore(db: AnyDb, options: RecordsStoreOptions): ResourceStore {
  const { resource, companyScoped, properties, virtual } = options;
  const engine = resourceEngineSql(db);
  const field = (name: string) => (name === 'id' ? sql`id` : engine.jsonField(name, properties.get(name)?.kind));
  const scoped = (scope: Scope) => [
    sql`resource = ${resource}`,
    ...(companyScoped && scope.companyId !== null ? [sql`company_id = ${scope.companyId}`] : []),
  ];
  const toRecord = (row: Row): ResourceRecord => {
    // SQLite gives the JSON text, PostgreSQL's jsonb the parsed object
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Row;
    const record: ResourceRecord = { id: Number(row.id) };
    for (const [name, value] of Object.entries(data)) if (value !== '' && value !== null) record[name] = value;
    return record;
  };
  const toData = (values: Row): Row =>
    Object.fromEntries(Object.entries(values).filter(([name, value]) => name !== 'id' && properties.has(name) && !virtual.has(name) && value !== undefined));

  return {
    on: (other) => recordsStore(other, options),
    async list(query, scope) {
      const where = whereClause([...scoped(scope), ...conditions(query, options, field, engine)]);
      const total = await sql<{ n: number }>`select count(*) as n from records ${where}`.execute(db);
      const order = orderClause(query, options, field, options.defaultSort);
      const offset = query.ids ? 0 : (query.page - 1) * query.limit;
      const limit = query.ids ? query.ids.length : query.limit;
      const rows = await sql<Row>`select id, data from records ${where} ${order} limit ${limit} offset ${offset}`.execute(db);
      return { list: rows.rows.map(toRecord), total: Number(total.rows[0]?.n ?? 0) };
    },
    async get(id, scope) {
      const rows = await sql<Row>`select id, data from records ${whereClause([sql`id = ${id}`, ...scoped(scope)])}`.execute(db);
      return rows.rows[0] ? toRecord(rows.rows[0]) : undefined;
    },
    async insert(values, scope) {
      const result = await sql<{ id: number }>`insert into records (resource, company_id, data, created_at, updated_at)
        values (${resource}, ${companyScoped ? scope.companyId : null}, ${engine.jsonData(toData(values))}, ${scope.nowUnix}, ${scope.nowUnix})
        returning id`.execute(db);
      return Number(result.rows[0]!.id);
    },
    async update(id, values, scope) {
      const current = await this.get(id, scope);
      if (!current) return;
      const { id: _id, ...data } = { ...current, ...toData(values) };
      await sql`update records set data = ${engine.jsonData(data)}, updated_at = ${scope.nowUnix}
        ${whereClause([sql`id = ${id}`, ...scoped(scope)])}`.execute(db);
    },
    async remove(ids, scope) {
      const result = await sql`delete from records ${whereClause([sql`id in (${sql.join(ids)})`, ...scoped(scope)])}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
