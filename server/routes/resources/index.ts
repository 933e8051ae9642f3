/**
 * The generic calls of every loaded entity (docs/resources-design.md "Wire conventions"):
 * list, many, one, create, update, delete and bulk delete under `/{resource}`. An entity whose
 * `x-ui.api` maps a call to other paths (operation → /operation/…, spec §7) gets no generic
 * route for that call. Validation answers '-5' / 422 with translated field errors before
 * anything is written; a write without the page's code answers '-4' / 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { parseIds, parseListQuery, resolveFilter } from '../../../src/lib/schema/wire';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { canList, canRead, canWrite } from '../../services/resources/access';
import { readWriteBody, storeFiles } from '../../services/resources/body';
import type { LoadedEntity } from '../../services/resources/registry';
import { UnknownFieldError, type ResourceRecord, type Scope } from '../../services/resources/store';
import { localizeIssues } from '../../services/resources/translate';

type IdParams = { Params: { id: string } };

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

function invalid(request: FastifyRequest, reply: FastifyReply, issues: FieldIssues): FastifyReply {
  return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: localizeIssues(issues, requestLanguage(request)) });
}

/** SQLite's constraint errors as answers: a duplicate is the field's problem, a dangling reference the request's. */
function constraintIssues(error: unknown): FieldIssues | null {
  const message = error instanceof Error ? error.message : '';
  const unique = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message);
  if (unique) return { [unique[1]!.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())]: { key: 'validation.unique' } };
  if (/FOREIGN KEY constraint failed|CHECK constraint failed/.test(message)) return { _: { key: 'validation.invalid' } };
  return null;
}

function visible(entity: LoadedEntity, record: ResourceRecord): ResourceRecord {
  for (const [name, info] of entity.properties) if (info.writeOnly) delete record[name];
  return record;
}

export function resourceRoutes(entity: LoadedEntity) {
  const { schema, store, hooks, validate, properties } = entity;
  const required = new Set(schema.required ?? []);

  return async function routes(app: FastifyInstance): Promise<void> {
    const scopeOf = (request: FastifyRequest): Scope => ({ companyId: currentUser(request).companyId, nowUnix: app.nowUnix() });
    const load = async (records: ResourceRecord[]) => {
      if (hooks.load) await hooks.load(app.db, records);
      return records.map((record) => visible(entity, record));
    };
    const readOne = async (id: number, scope: Scope) => {
      const record = await store.get(id, scope);
      return record ? (await load([record]))[0] : undefined;
    };
    const api = schema['x-ui'].api ?? {};

    if (!api.list) {
      app.get('/', async (request, reply) => {
        const query = parseListQuery(request.query as Record<string, unknown>);
        if ('param' in query) return invalid(request, reply, { [query.param]: { key: query.key } });
        query.filter = resolveFilter(query.filter, app.nowUnix());
        if (!(await canList(app.db, currentUser(request), schema, query.filter))) return reply.fail(ApiStatus.forbidden, 'forbidden');
        try {
          const { list, total } = await store.list(query, scopeOf(request));
          return reply.ok({ list: await load(list), total });
        } catch (error) {
          if (error instanceof UnknownFieldError) return invalid(request, reply, { [error.field]: { key: 'validation.invalid' } });
          throw error;
        }
      });
    }

    if (!api.get) {
      app.get<IdParams>('/:id', async (request, reply) => {
        const id = idOf(request.params.id);
        const record = id && (await readOne(id, scopeOf(request)));
        if (!record) return reply.fail(ApiStatus.notFound, 'notFound');
        if (!(await canRead(app.db, currentUser(request), schema, record, app.nowUnix()))) return reply.fail(ApiStatus.forbidden, 'forbidden');
        return reply.ok(record);
      });
    }

    /** Validates, checks the page's code, stores files, writes; the shared tail of create and update. */
    const write = async (
      request: FastifyRequest,
      reply: FastifyReply,
      existing: ResourceRecord | undefined,
    ): Promise<FastifyReply> => {
      const user = currentUser(request);
      const scope = scopeOf(request);
      const body = readWriteBody(request, properties, app.config.uploadMaxBytes);
      if ('issues' in body) return invalid(request, reply, body.issues);
      // '' clears an optional text: stored as '', read back as absent, never checked against its format
      const checked = Object.fromEntries(Object.entries(body.values).filter(([name, value]) => value !== '' || required.has(name) || properties.get(name)?.kind !== 'string'));
      const issues = existing ? validate(checked, { partial: true, original: existing }) : validate(checked);
      if (issues) return invalid(request, reply, issues);
      const action = existing ? 'edit' : 'create';
      if (!(await canWrite(app.db, user, schema, action, { ...existing, ...body.values }, scope.nowUnix))) {
        return reply.fail(ApiStatus.forbidden, 'forbidden');
      }
      await storeFiles(app.files, body.files);
      let id: number;
      try {
        if (existing) {
          id = existing.id;
          await store.update(id, body.values, scope);
        } else {
          id = await store.insert(body.values, scope, hooks.insertExtra ? await hooks.insertExtra(app.db, body.values) : {});
        }
        if (hooks.save) await hooks.save(app.db, id, body.values);
      } catch (error) {
        const constraint = constraintIssues(error);
        if (constraint) return invalid(request, reply, constraint);
        throw error;
      }
      return reply.ok(await readOne(id, scope));
    };

    if (!api.create) app.post('/', (request, reply) => write(request, reply, undefined));

    if (!api.update) {
      app.put<IdParams>('/:id', async (request, reply) => {
        const id = idOf(request.params.id);
        const existing = id && (await readOne(id, scopeOf(request)));
        if (!existing) return reply.fail(ApiStatus.notFound, 'notFound');
        // the page of the stored record must allow the edit, and so must the page of the changed one (write)
        if (!(await canWrite(app.db, currentUser(request), schema, 'edit', existing, app.nowUnix()))) {
          return reply.fail(ApiStatus.forbidden, 'forbidden');
        }
        return write(request, reply, existing);
      });
    }

    if (!api.delete) {
      const remove = async (request: FastifyRequest, reply: FastifyReply, ids: number[]) => {
        const scope = scopeOf(request);
        const { list } = await store.list({ page: 1, limit: ids.length, order: 'ASC', filter: {}, ids }, scope);
        if (!list.length) return null;
        for (const record of list) {
          if (!(await canWrite(app.db, currentUser(request), schema, 'delete', record, scope.nowUnix))) return reply.fail(ApiStatus.forbidden, 'forbidden');
        }
        const found = list.map((r) => r.id);
        try {
          if (hooks.beforeDelete) await hooks.beforeDelete(app.db, found);
          await store.remove(found, scope);
        } catch (error) {
          if (constraintIssues(error)) return reply.fail(ApiStatus.failed, 'failed');
          throw error;
        }
        return found;
      };

      app.delete<IdParams>('/:id', async (request, reply) => {
        const id = idOf(request.params.id);
        const done = id && (await remove(request, reply, [id]));
        if (!done) return reply.fail(ApiStatus.notFound, 'notFound');
        return Array.isArray(done) ? reply.ok({ id }) : done;
      });

      app.delete<{ Querystring: { ids?: string } }>('/', async (request, reply) => {
        const ids = parseIds(typeof request.query.ids === 'string' ? request.query.ids : '');
        if (!ids) return invalid(request, reply, { ids: { key: 'validation.required' } });
        const done = await remove(request, reply, ids);
        if (!done) return reply.fail(ApiStatus.notFound, 'notFound');
        return Array.isArray(done) ? reply.ok({ ids: done }) : done;
      });
    }
  };
}

/** One prefix per entity: `/{resource}`. */
export default async function resources(app: FastifyInstance): Promise<void> {
  for (const entity of app.resources.entities.values()) {
    await app.register(resourceRoutes(entity), { prefix: `/${entity.name}` });
  }
}

