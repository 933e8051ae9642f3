/**
 * /announcement/manage: publishing (issue 28 §2), the calls of schemas/announcement.schema.json's
 * `x-ui.api`. Authentication (the guard), then the Announcement page's permission (its menu to
 * read, announcement_add / _edit / _delete to write), then input. A company's admin publishes to
 * their own company; only a platform administrator (admin value 0) publishes to every company
 * (company_id null) and sees every company's announcements. HTML is sanitized before it is stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnnouncementStateReport } from '../../../src/lib/announcements';
import { ApiStatus } from '../../../src/lib/contract';
import { parseListQuery, resolveFilter } from '../../../src/lib/schema/wire';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser } from '../../plugins/guard';
import { addresses, groupMembers } from '../../services/announcements';
import { canList, canWrite } from '../../services/resources/access';
import { isPlatformAdmin } from '../../services/resources/authority';
import { discardFiles, keepStoredFiles, readWriteBody, storeFiles } from '../../services/resources/body';
import { UnknownFieldError, type ResourceRecord, type Scope } from '../../services/resources/store';
import { publisherView, publishingIssues, recordToCheck, storedValues, withAttachmentMessage } from './publishing';

type IdParams = { Params: { id: string } };

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export default async function manage(app: FastifyInstance): Promise<void> {
  const entity = app.resources.entities.get('announcement');
  if (!entity) throw new Error('announcement.schema.json is missing: /announcement/manage validates with it');
  const { schema, store, validate, properties } = entity;

  /** a platform administrator's calls span every company; anyone else's their own */
  const scopeOf = (request: FastifyRequest): Scope => {
    const user = currentUser(request);
    return { companyId: isPlatformAdmin(user) ? null : user.companyId, nowUnix: app.nowUnix() };
  };
  const forbidden = (reply: FastifyReply) => reply.fail(ApiStatus.forbidden, 'forbidden');
  const mayRead = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) =>
      (await canList(app.db, currentUser(request), schema, {}, app.nowUnix())) ? undefined : forbidden(reply),
  };
  // the page's code (announcement_add …): an announcement is on the page whatever its fields
  const mayTry = (action: 'create' | 'edit' | 'delete') => ({
    preHandler: async (request: FastifyRequest, reply: FastifyReply) =>
      (await canWrite(app.db, currentUser(request), schema, action, {}, app.nowUnix())) ? undefined : forbidden(reply),
  });

  const companiesOf = async (ids: number[]) => {
    if (!ids.length) return new Map<number, number | null>();
    const rows = await app.db.selectFrom('announcements').select(['id', 'company_id']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.company_id]));
  };
  const readOne = async (id: number, scope: Scope) => {
    const record = await store.get(id, scope);
    return record ? publisherView(record, (await companiesOf([id])).get(id) ?? null) : undefined;
  };

  app.get('/', mayRead, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>);
    if ('param' in query) return reply.invalid({ [query.param]: { key: query.key } });
    query.filter = resolveFilter(query.filter, app.nowUnix());
    let page: { list: ResourceRecord[]; total: number };
    try {
      page = await store.list(query, scopeOf(request));
    } catch (error) {
      if (error instanceof UnknownFieldError) return reply.invalid({ [error.field]: { key: 'validation.invalid' } });
      throw error;
    }
    const { list, total } = page;
    const companies = await companiesOf(list.map((record) => record.id));
    return reply.ok({ list: list.map((record) => publisherView(record, companies.get(record.id) ?? null)), total });
  });

  /** what the editor offers: every company to a platform administrator only */
  app.get('/scope', mayRead, async (request, reply) => reply.ok({ allCompanies: isPlatformAdmin(currentUser(request)) }));

  app.get<IdParams>('/:id', mayRead, async (request, reply) => {
    const id = idOf(request.params.id);
    const record = id && (await readOne(id, scopeOf(request)));
    return record ? reply.ok(record) : reply.fail(ApiStatus.notFound, 'announcementNotFound');
  });

  /** Who of its recipients has had it displayed and who has read it, and when. */
  app.get<IdParams>('/:id/states', mayRead, async (request, reply) => {
    const id = idOf(request.params.id);
    const record = id && (await readOne(id, scopeOf(request)));
    if (!id || !record) return reply.fail(ApiStatus.notFound, 'announcementNotFound');
    const companyId = record.allCompanies ? null : ((await companiesOf([id])).get(id) ?? null);
    let users = app.db.selectFrom('users').select(['id', 'username', 'realname', 'company_id']).orderBy('id');
    if (companyId !== null) users = users.where('company_id', '=', companyId);
    const row = { recipients: String(record.recipients), user_ids: JSON.stringify(record.userIds ?? []), user_group_id: (record.userGroupId as number | undefined) ?? null };
    const groups = row.recipients === 'group' ? await groupMembers(app.db, companyId) : new Map<number, Set<number>>();
    const recipients = (await users.execute()).filter((user) => addresses(row, user.id, groups));
    const states = await app.db.selectFrom('announcement_states').selectAll().where('announcement_id', '=', id).execute();
    const byUser = new Map(states.map((state) => [state.user_id, state]));
    const report: AnnouncementStateReport[] = recipients.map((user) => {
      const state = byUser.get(user.id);
      return {
        userId: user.id,
        username: user.username,
        realname: user.realname,
        displayed: state?.displayed === 1,
        displayedAt: state?.displayed_at === null || state?.displayed_at === undefined ? null : Number(state.displayed_at),
        read: state?.read === 1,
        readAt: state?.read_at === null || state?.read_at === undefined ? null : Number(state.read_at),
      };
    });
    return reply.ok(report);
  });

  const write = async (request: FastifyRequest, reply: FastifyReply, existing: ResourceRecord | undefined): Promise<FastifyReply> => {
    const user = currentUser(request);
    const scope = scopeOf(request);
    const body = readWriteBody(request, properties, app.config.uploadMaxBytes);
    if ('issues' in body) return reply.invalid(withAttachmentMessage(body.issues) ?? body.issues);
    const { values, files } = body;
    // every company: a platform administrator's only (the form shows the choice to no one else)
    if (values.allCompanies === true && !isPlatformAdmin(user)) return forbidden(reply);
    const record = recordToCheck(values, existing);
    const allCompanies = record.allCompanies === true;
    const companyId = allCompanies ? null : existing && !existing.allCompanies ? ((await companiesOf([existing.id])).get(existing.id) ?? user.companyId) : user.companyId;
    const issues =
      withAttachmentMessage(validate(record)) ?? keepStoredFiles(properties, record, files, existing) ?? (await publishingIssues(app.db, record, companyId));
    if (issues) return reply.invalid(issues);
    await storeFiles(app.files, files);
    let id: number;
    try {
      id = await app.db.transaction().execute(async (trx) => {
        const stored = storedValues(record);
        const saved = existing ? (await store.on(trx).update(existing.id, stored, scope), existing.id) : await store.on(trx).insert(stored, scope);
        await trx.updateTable('announcements').set({ company_id: companyId }).where('id', '=', saved).execute();
        return saved;
      });
    } catch (error) {
      await discardFiles(app.files, files);
      throw error;
    }
    return reply.ok(await readOne(id, { companyId: null, nowUnix: scope.nowUnix }));
  };

  // one file more than the limit is taken, so that it is refused with the limit's message
  const upload = acceptsFiles(6);
  app.post('/', { ...upload, ...mayTry('create') }, (request, reply) => write(request, reply, undefined));

  app.put<IdParams>('/:id', { ...upload, ...mayTry('edit') }, async (request, reply) => {
    const id = idOf(request.params.id);
    const existing = id && (await readOne(id, scopeOf(request)));
    if (!existing) return reply.fail(ApiStatus.notFound, 'announcementNotFound');
    return write(request, reply, existing);
  });

  app.delete<IdParams>('/:id', mayTry('delete'), async (request, reply) => {
    const id = idOf(request.params.id);
    const existing = id && (await readOne(id, scopeOf(request)));
    if (!id || !existing) return reply.fail(ApiStatus.notFound, 'announcementNotFound');
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('announcement_states').where('announcement_id', '=', id).execute();
      await trx.deleteFrom('announcements').where('id', '=', id).execute();
    });
    return reply.ok({ id });
  });
}
