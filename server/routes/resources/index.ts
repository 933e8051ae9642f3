/**
 * The generic calls of every loaded entity (docs/resources-design.md "Wire conventions"):
 * list, many, one, create, update, delete and bulk delete under `/{resource}`. An entity whose
 * `x-ui.api` maps a call to other paths (operation → /operation/…, spec §7) gets no generic
 * route for that call. Permission comes first: a write without the page's code answers
 * '-4' / 403 before its input is looked at; then validation answers '-5' / 422 with translated
 * field errors before anything is written.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { parseIds, parseListQuery, resolveFilter } from '../../../src/lib/schema/wire';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser } from '../../plugins/guard';
import { requestLanguage } from '../../plugins/envelope';
import type { MessageKey, MessageVars } from '../../messages';
import { canList, canRead, canWrite, canWriteSome, companyScopeOf } from '../../services/resources/access';
import { discardFiles, keepStoredFiles, readWriteBody, storeFiles } from '../../services/resources/body';
import { labelFieldsOf, labelsOnly, mayReadAlongside, mayReadLabelsOf } from '../../services/resources/labelAccess';
import type { LoadedEntity } from '../../services/resources/registry';
import { importRoutes } from './importRoutes';
import { auditCompany, checkWrite, constraintIssues, saveRecord, secretFields } from '../../services/resources/writeRecord';
import { fieldChanges } from '../../services/audit/changes';
import { recordAudit } from '../../services/audit/recordAudit';
import { UnknownFieldError, type ResourceRecord, type Scope } from '../../services/resources/store';

/** A delete the record's state forbids (ResourceHooks.deleteRefusal). */
type StateRefusal = { key: MessageKey; vars?: MessageVars };

type IdParams = { Params: { id: string } };

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

function visible(entity: LoadedEntity, record: ResourceRecord): ResourceRecord {
  for (const [name, info] of entity.properties) if (info.writeOnly) delete record[name];
  return record;
}

export function resourceRoutes(entity: LoadedEntity) {
  const { schema, store, hooks, properties } = entity;
  const companyScoped = schema['x-store']?.companyScoped === true;

  return async function routes(app: FastifyInstance): Promise<void> {
    const scopeOf = (request: FastifyRequest): Scope => ({ companyId: companyScopeOf(schema, currentUser(request)), nowUnix: app.nowUnix() });
    /** Permission before input (issue 10 §5): a writer with no page allowing the action gets 403 and no field errors. */
    const mayTry = (action: 'create' | 'edit' | 'delete') => ({
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await canWriteSome(app.db, currentUser(request), schema, action))) return reply.fail(ApiStatus.forbidden, 'forbidden');
        return undefined;
      },
    });
    const load = async (records: ResourceRecord[]) => {
      if (hooks.load) await hooks.load(app.db, records);
      return records.map((record) => visible(entity, record));
    };
    const readOne = async (id: number, scope: Scope) => {
      const record = await store.get(id, scope);
      return record ? (await load([record]))[0] : undefined;
    };
    const api = schema['x-ui'].api ?? {};
    // issue 29 §3: the generated Import action, where the schema declares its permission
    if (schema['x-ui'].permissions?.import) await app.register(importRoutes(entity));

    if (!api.list) {
      app.get('/', async (request, reply) => {
        const query = parseListQuery(request.query as Record<string, unknown>);
        if ('param' in query) return reply.invalid({ [query.param]: { key: query.key } });
        query.filter = resolveFilter(query.filter, app.nowUnix());
        const readable =
          (await canList(app.db, currentUser(request), schema, query.filter, app.nowUnix())) ||
          (await mayReadAlongside(app.db, currentUser(request), app.resources.entities, entity));
        if (!readable) {
          // records by id, for the labels of a record the user may read: those fields only
          const fields = labelFieldsOf(app.resources.entities, entity);
          const byIdOnly = query.ids && !Object.keys(query.filter).length && (!query.sort || fields.includes(query.sort));
          if (!byIdOnly || !(await mayReadLabelsOf(app.db, currentUser(request), app.resources.entities, entity.name))) {
            return reply.fail(ApiStatus.forbidden, 'forbidden');
          }
          const { list, total } = await store.list(query, scopeOf(request));
          return reply.ok({ list: labelsOnly(list, fields), total });
        }
        try {
          const { list, total } = await store.list(query, scopeOf(request));
          return reply.ok({ list: await load(list), total });
        } catch (error) {
          if (error instanceof UnknownFieldError) return reply.invalid({ [error.field]: { key: 'validation.invalid' } });
          throw error;
        }
      });
    }

    if (!api.get) {
      app.get<IdParams>('/:id', async (request, reply) => {
        const id = idOf(request.params.id);
        const record = id && (await readOne(id, scopeOf(request)));
        if (!record) return reply.fail(ApiStatus.notFound, 'notFound');
        const readable =
          (await canRead(app.db, currentUser(request), schema, record, app.nowUnix())) ||
          (await mayReadAlongside(app.db, currentUser(request), app.resources.entities, entity));
        if (!readable) return reply.fail(ApiStatus.forbidden, 'forbidden');
        return reply.ok(record);
      });
    }

    /** Create and update: checked, then files stored and the record written in one transaction. */
    const write = async (request: FastifyRequest, reply: FastifyReply, existing: ResourceRecord | undefined): Promise<FastifyReply> => {
      const scope = scopeOf(request);
      const body = readWriteBody(request, properties, app.config.uploadMaxBytes);
      if ('issues' in body) return reply.invalid(body.issues);
      const { values, files } = body;
      if (!existing) for (const name of Object.keys(values)) if (values[name] === null) delete values[name];
      const actor = currentUser(request);
      const refused = await checkWrite(app, entity, {
        actor,
        values,
        scope,
        action: existing ? 'edit' : 'create',
        ...(existing ? { existing } : {}),
        extraIssues: (checked) => keepStoredFiles(properties, checked, files, existing),
      });
      if (refused === 'forbidden') return reply.fail(ApiStatus.forbidden, 'forbidden');
      if (refused) return reply.invalid(refused);
      await storeFiles(app.files, files);
      let id: number;
      try {
        id = await saveRecord(app, entity, { actor, values, scope, ip: request.ip, ...(existing ? { existing } : {}) });
      } catch (error) {
        await discardFiles(app.files, files);
        const constraint = constraintIssues(error, companyScoped);
        if (constraint) return reply.invalid(constraint);
        throw error;
      }
      return reply.ok(await readOne(id, scope));
    };

    // only an entity with file properties takes multipart files (at most 5 a request)
    const upload = [...properties.values()].some((info) => info.file) ? acceptsFiles(5) : {};
    if (!api.create) app.post('/', { ...upload, ...mayTry('create') }, (request, reply) => write(request, reply, undefined));

    if (!api.update) {
      app.put<IdParams>('/:id', { ...upload, ...mayTry('edit') }, async (request, reply) => {
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
      /**
       * The deleted ids, or why nothing was deleted; never the reply itself: a reply is thenable,
       * so awaiting it gives undefined and the caller answered a second time (FST_ERR_REP_ALREADY_SENT).
       */
      const remove = async (request: FastifyRequest, ids: number[]): Promise<number[] | 'notFound' | 'forbidden' | 'inUse' | StateRefusal> => {
        const scope = scopeOf(request);
        const { list } = await store.list({ page: 1, limit: ids.length, order: 'ASC', filter: {}, ids }, scope);
        if (!list.length) return 'notFound';
        for (const record of list) {
          if (!(await canWrite(app.db, currentUser(request), schema, 'delete', record, scope.nowUnix))) return 'forbidden';
        }
        if (hooks.canDelete && !(await hooks.canDelete(app.db, currentUser(request), list))) return 'forbidden';
        const state = hooks.deleteRefusal?.(list, requestLanguage(request));
        if (state) return state;
        const found = list.map((r) => r.id);
        const actor = currentUser(request);
        try {
          await app.db.transaction().execute(async (trx) => {
            if (hooks.beforeDelete) await hooks.beforeDelete(trx, found, { actor, nowUnix: scope.nowUnix });
            await store.on(trx).remove(found, scope);
            // each deleted record's entry, in the delete's transaction (issue 30 §1)
            for (const record of list) {
              await recordAudit(trx, {
                actor,
                companyId: auditCompany(entity, actor, scope),
                ip: request.ip,
                at: scope.nowUnix,
                entity: entity.name,
                recordId: record.id,
                action: 'delete',
                changes: fieldChanges(visible(entity, { ...record }), undefined, secretFields(entity)),
              });
            }
          });
        } catch (error) {
          // still referenced (a role its users hold, a parent organization…): nothing was deleted
          if (constraintIssues(error, companyScoped)) return 'inUse';
          throw error;
        }
        return found;
      };
      const refuse = (reply: FastifyReply, why: 'notFound' | 'forbidden' | 'inUse' | StateRefusal) => {
        if (typeof why === 'object') return reply.fail(ApiStatus.failed, why.key, why.vars);
        if (why === 'notFound') return reply.fail(ApiStatus.notFound, 'notFound');
        return why === 'forbidden' ? reply.fail(ApiStatus.forbidden, 'forbidden') : reply.fail(ApiStatus.failed, 'inUse');
      };

      app.delete<IdParams>('/:id', mayTry('delete'), async (request, reply) => {
        const id = idOf(request.params.id);
        const done = id ? await remove(request, [id]) : 'notFound';
        return Array.isArray(done) ? reply.ok({ id }) : refuse(reply, done);
      });

      app.delete<{ Querystring: { ids?: string } }>('/', mayTry('delete'), async (request, reply) => {
        const ids = parseIds(typeof request.query.ids === 'string' ? request.query.ids : '');
        if (!ids) return reply.invalid({ ids: { key: 'validation.required' } });
        const done = await remove(request, ids);
        return Array.isArray(done) ? reply.ok({ ids: done }) : refuse(reply, done);
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

