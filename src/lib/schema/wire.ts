import type { EntitySchema } from './types';
/**
 * The wire of the schema-driven resources (docs/resources-design.md "Wire conventions"):
 * list queries, list answers and the filter language, shared by the console (to build
 * requests) and the reference server (to read them). Pure TypeScript.
 */
import { expiringSoonLimit } from '../expiry';

export type SortOrder = 'ASC' | 'DESC';
export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | FilterScalar[];
/** `{field}` equality (an array: any of), `{field}_gte` / `{field}_lte`, `q` text search. */
export type ListFilter = Record<string, FilterValue>;

export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order: SortOrder;
  filter: ListFilter;
  /** `ids=1,2,3`: these records, whatever the paging */
  ids?: number[];
}

export interface ListResult<T = Record<string, unknown>> {
  list: T[];
  total: number;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 1000;
/** beyond it an offset no longer fits SQLite's integers: a page that far is a bad request */
export const MAX_PAGE = 1_000_000;

/** Tokens a component's fixed filter may use; resolved when the request is read. */
export const FILTER_TOKENS = ['$now', '$expiringSoon'] as const;

export type FilterOperator = 'eq' | 'gte' | 'lte';

/** `expireDate_lte` → { field: 'expireDate', op: 'lte' }; `q` stays `q` with 'eq'. */
export function splitFilterKey(key: string): { field: string; op: FilterOperator } {
  const match = /^(.+)_(gte|lte)$/.exec(key);
  return match ? { field: match[1]!, op: match[2] as FilterOperator } : { field: key, op: 'eq' };
}

/** `$now` → now, `$expiringSoon` → now + 3 months (spec §9); other values unchanged. */
export function resolveToken(value: FilterScalar, nowUnix: number): FilterScalar {
  if (value === '$now') return nowUnix;
  if (value === '$expiringSoon') return expiringSoonLimit(nowUnix);
  return value;
}

export function resolveFilter(filter: ListFilter, nowUnix: number): ListFilter {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((v) => resolveToken(v, nowUnix)) : resolveToken(value, nowUnix),
    ]),
  );
}

function isScalar(value: unknown): value is FilterScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function sameValue(a: unknown, b: FilterScalar): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Boolean(a) === (b === 'false' ? false : Boolean(b));
  return String(a) === String(b);
}

/** Whether a record passes a (resolved) filter: the server's check of a component's fixed filter. */
export function matchesFilter(record: Record<string, unknown>, filter: ListFilter): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    const { field, op } = splitFilterKey(key);
    const actual = record[field];
    if (op === 'eq') return Array.isArray(expected) ? expected.some((e) => sameValue(actual, e)) : sameValue(actual, expected);
    if (actual === undefined || actual === null || Array.isArray(expected)) return false;
    return op === 'gte' ? Number(actual) >= Number(expected) : Number(actual) <= Number(expected);
  });
}

/**
 * Whether a list request's filter narrows to a component's fixed filter (both resolved with
 * `nowUnix`): each fixed equality sent as that value (or a subset of its values), each fixed
 * bound sent at least as tight. Values compare as text, so `true` never stands for `1`.
 */
export function narrowsTo(requestFilter: ListFilter, fixed: ListFilter, nowUnix: number): boolean {
  return Object.entries(resolveFilter(fixed, nowUnix)).every(([key, value]) => {
    const sent = requestFilter[key];
    if (sent === undefined) return false;
    const sentValues = Array.isArray(sent) ? sent : [sent];
    const { op } = splitFilterKey(key);
    if (op === 'eq') {
      const allowed = new Set((Array.isArray(value) ? value : [value]).map(String));
      return sentValues.length > 0 && sentValues.every((v) => allowed.has(String(v)));
    }
    const [bound, limit] = [Number(sentValues[0]), Number(value)];
    if (sentValues.length !== 1 || Array.isArray(value) || !Number.isFinite(bound) || !Number.isFinite(limit)) return false;
    return op === 'lte' ? bound <= limit : bound >= limit;
  });
}

export type QueryParams = Record<string, unknown>;

function first(value: unknown): string | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' ? item : typeof item === 'number' ? String(item) : undefined;
}

/** A problem with one query parameter: its name and a `validation.` key. */
export interface QueryIssue {
  param: string;
  key: string;
}

/** Reads `page, limit, sort, order, filter, ids` of a list call; null values are left out. */
export function parseListQuery(query: QueryParams): ListQuery | QueryIssue {
  const page = Number(first(query.page) ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { param: 'page', key: 'validation.positiveInteger' };
  const limit = Number(first(query.limit) ?? DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return { param: 'limit', key: 'validation.positiveInteger' };
  const order = (first(query.order) ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') return { param: 'order', key: 'validation.enum' };

  const filter: ListFilter = {};
  const rawFilter = first(query.filter);
  if (rawFilter) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawFilter);
    } catch {
      return { param: 'filter', key: 'validation.type.object' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { param: 'filter', key: 'validation.type.object' };
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value === null || value === undefined || value === '') continue;
      if (isScalar(value)) filter[key] = value;
      else if (Array.isArray(value) && value.every(isScalar)) filter[key] = value;
      else return { param: key, key: 'validation.type.string' };
    }
  }
  const result: ListQuery = { page, limit, order, filter };
  const sort = first(query.sort);
  if (sort) result.sort = sort;
  const rawIds = first(query.ids);
  if (rawIds !== undefined) {
    const ids = parseIds(rawIds);
    if (!ids) return { param: 'ids', key: 'validation.type.integer' };
    result.ids = ids;
  }
  return result;
}

/** `1,2,3` → [1, 2, 3]; null when any member is not a positive integer. */
export function parseIds(raw: string): number[] | null {
  const parts = raw.split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.length || parts.some((part) => !/^[1-9]\d{0,15}$/.test(part))) return null;
  return parts.map(Number);
}

/** The query string of a list call, as the console sends it. */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.ids) return { ids: query.ids.join(',') };
  if (query.page) params.page = String(query.page);
  if (query.limit) params.limit = String(query.limit);
  if (query.sort) params.sort = query.sort;
  if (query.order) params.order = query.order;
  if (query.filter && Object.keys(query.filter).length) params.filter = JSON.stringify(query.filter);
  return params;
}

/** `GET /schemas`: every entity schema and the shared definitions. */
export const SCHEMAS_PATH = '/schemas';

export interface SchemaWire {
  entities: EntitySchema[];
  shared: object[];
}
