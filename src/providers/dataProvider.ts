/**
 * react-admin's DataProvider over the platform's generic resource routes
 * (docs/resources-design.md "Wire conventions"), through the signed `api`. Calls are silent:
 * react-admin reports failures itself (a notification, or the message at each form field).
 */
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { api, ApiError } from '../api';
import { listQueryParams, MAX_LIMIT, type ListFilter, type ListResult } from '../lib/schema/wire';
import { recordBody } from './recordBody';
import { resourcePath, type ApiLookup } from './resourceApi';

const SILENT = { silent: true } as const;

/** An ApiError as react-admin's HttpError: `body.errors` puts server messages at their fields. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = { status: error.status, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
  return new HttpError(error.message, error.httpStatus, body);
}

async function wrap<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

type Row = RaRecord & Record<string, unknown>;

/** `{ list, total }` by the conventions; an `x-ui.api` list path of an older call may answer a bare array. */
function listOf(answer: ListResult<Row> | Row[]): { data: never[]; total: number } {
  if (Array.isArray(answer)) return { data: answer as never[], total: answer.length };
  return { data: (answer?.list ?? []) as never[], total: Number(answer?.total ?? answer?.list?.length ?? 0) };
}

/** Filter values react-admin leaves empty (a cleared input) are not sent. */
function cleanFilter(filter: Record<string, unknown> = {}): ListFilter {
  const out: ListFilter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value as ListFilter[string];
  }
  return out;
}

export interface DataProviderOptions {
  /** the `x-ui.api` templates of entities off the conventions */
  apiOf?: ApiLookup;
}

export function createDataProvider({ apiOf }: DataProviderOptions = {}): DataProvider {
  const path = (resource: string, call: Parameters<typeof resourcePath>[2], values?: Record<string, unknown>) =>
    resourcePath(apiOf, resource, call, values);
  const listIds = async (resource: string, ids: readonly Identifier[], signal?: AbortSignal) =>
    ids.length === 0
      ? { data: [] }
      : wrap(async () => {
          const result = await api.get<ListResult<Row> | Row[]>(path(resource, 'list'), { ids: ids.join(',') }, { ...SILENT, ...(signal ? { signal } : {}) });
          return { data: listOf(result).data };
        });

  return {
    getList: (resource, params) =>
      wrap(async () => {
        const filter = cleanFilter(params.filter as Record<string, unknown>);
        const { page = 1, perPage = 25 } = params.pagination ?? {};
        const query = listQueryParams({
          page,
          limit: Math.min(perPage, MAX_LIMIT),
          ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' } : {}),
          filter,
        });
        return listOf(await api.get<ListResult<Row> | Row[]>(path(resource, 'list', filter), query, { ...SILENT, ...(params.signal ? { signal: params.signal } : {}) }));
      }),
    getMany: (resource, params) => listIds(resource, params.ids, params.signal),
    getManyReference: (resource, params) =>
      wrap(async () => {
        const filter = cleanFilter({ ...(params.filter as Record<string, unknown>), [params.target]: params.id });
        const query = listQueryParams({
          page: params.pagination.page,
          limit: Math.min(params.pagination.perPage, MAX_LIMIT),
          sort: params.sort.field,
          order: params.sort.order === 'ASC' ? 'ASC' : 'DESC',
          filter,
        });
        return listOf(await api.get<ListResult<Row> | Row[]>(path(resource, 'list', filter), query, SILENT));
      }),
    getOne: (resource, params) =>
      wrap(async () => ({ data: (await api.get<Row>(path(resource, 'get', { id: params.id }), undefined, { ...SILENT, ...(params.signal ? { signal: params.signal } : {}) })) as never })),
    create: (resource, params) =>
      wrap(async () => {
        const record = params.data as Record<string, unknown>;
        return { data: await api.post<Row>(path(resource, 'create', record), recordBody(record), undefined, SILENT) } as never;
      }),
    update: (resource, params) =>
      wrap(async () => {
        const record = params.data as Record<string, unknown>;
        return { data: (await api.put<Row>(path(resource, 'update', { ...record, id: params.id }), recordBody(changedOnly(record, params.previousData)), undefined, SILENT)) as never };
      }),
    updateMany: (resource, params) =>
      wrap(async () => {
        const data = params.data as Record<string, unknown>;
        await Promise.all(params.ids.map((id) => api.put(path(resource, 'update', { ...data, id }), recordBody(data), undefined, SILENT)));
        return { data: [...params.ids] };
      }),
    delete: (resource, params) =>
      wrap(async () => {
        await api.delete(path(resource, 'delete', { ...(params.previousData ?? {}), id: params.id }), undefined, SILENT);
        return { data: (params.previousData ?? { id: params.id }) as never };
      }),
    deleteMany: (resource, params) =>
      wrap(async () => {
        const template = apiOf?.(resource)?.delete;
        // an entity with its own delete path gets one call per record
        if (template) await Promise.all(params.ids.map((id) => api.delete(path(resource, 'delete', { id }), undefined, SILENT)));
        else await api.delete(path(resource, 'delete'), { ids: params.ids.join(',') }, SILENT);
        return { data: [...params.ids] };
      }),
  };
}

/**
 * PUT sends only what changed ("only the properties sent change"); the id never. A value the
 * record carries as undefined (JSON would drop it) goes as null when it had one: null clears it.
 */
export function changedOnly(record: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'id') continue;
    if (value === undefined) {
      if (previous?.[key] !== undefined && previous[key] !== null) out[key] = null;
      continue;
    }
    if (previous && key in previous && JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
    out[key] = value;
  }
  return out;
}
