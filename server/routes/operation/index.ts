/**
 * /operation: the action codes of each page (spec §6, §7). A user's own codes of a page
 * (/permission) are open to every user; other reads need the operation or role page; writes
 * need a platform admin (admin value 0: the codes are every company's) with menu_operation_edit.
 * Permission is checked before input; invalid input answers '-5' and writes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser, requireOperation } from '../../plugins/guard';
import { OPERATION_EDIT_CODE, OPERATION_READ_PAGES } from '../../permissions';
import { unreadCount } from '../../services/announcements';
import { formRecord, hasIssues } from '../../services/formSchema';
import { pageCodes } from '../../services/menus';
import { hasPageOf } from '../../services/resources/access';
import { isAdminUser, isPlatformAdmin, rolePermissions } from '../../services/resources/authority';
import { checkOperation, menuExists, operationTree, pruneTree, toView, type OperationInput } from './model';

type IdParams = { Params: { id: string } };
type MenuParams = { Params: { menuId: string } };

/** A positive integer id from the URL, or null. */
function idOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export default async function operation(app: FastifyInstance): Promise<void> {
  // the writes are checked with schemas/operation.schema.json, the schema the console's forms use
  const entity = app.resources.entities.get('operation');
  if (!entity) throw new Error('operation.schema.json is missing: the /operation routes validate with it');
  const { validate, properties } = entity;
  /** The columns of a valid operation; what is not sent is empty. */
  const columns = (input: OperationInput) => ({
    menu_id: input.menuid,
    code: input.code,
    fullname: input.fullname,
    sortcode: input.sortcode ?? 0,
    description: input.description ?? '',
  });

  const forbidden = (reply: FastifyReply) => reply.fail(ApiStatus.forbidden, 'forbidden');
  const platformAdmin = async (request: FastifyRequest, reply: FastifyReply) => (isPlatformAdmin(currentUser(request)) ? undefined : forbidden(reply));
  const canEdit = [platformAdmin, requireOperation(OPERATION_EDIT_CODE)];
  const canRead = async (request: FastifyRequest, reply: FastifyReply) =>
    (await hasPageOf(app.db, currentUser(request), OPERATION_READ_PAGES)) ? undefined : forbidden(reply);

  // the tree the role form offers, nothing checked (also before the role exists): all of it to an
  // admin user, to anyone else only what they may grant, their own menus and codes
  app.get('/tree', { preHandler: canRead }, async (request, reply) => {
    const user = currentUser(request);
    const tree = await operationTree(app.db, null);
    return reply.ok(isAdminUser(user) ? tree : pruneTree(tree, await rolePermissions(app.db, user.roleId)));
  });

  app.get<{ Params: { roleId: string } }>('/tree/:roleId', { preHandler: canRead }, async (request, reply) => {
    const roleId = idOf(request.params.roleId);
    const companyId = currentUser(request).companyId;
    const role = roleId && (await app.db.selectFrom('roles').select('id').where('id', '=', roleId).where('company_id', '=', companyId).executeTakeFirst());
    if (!role) return reply.fail(ApiStatus.notFound, 'roleNotFound');
    return reply.ok(await operationTree(app.db, role.id));
  });

  app.get<{ Querystring: { menuname?: string } }>('/permission', async (request, reply) => {
    const user = currentUser(request);
    const menuname = typeof request.query.menuname === 'string' ? request.query.menuname : '';
    return reply.ok({
      permissions: menuname ? await pageCodes(app.db, user.roleId, menuname) : [],
      unreadAnnouncements: await unreadCount(app.db, { id: user.id, companyId: user.companyId }, app.nowUnix()),
    });
  });

  app.get<MenuParams>('/list/:menuId', { preHandler: canRead }, async (request, reply) => {
    const menuId = idOf(request.params.menuId);
    if (!menuId || !(await menuExists(app.db, menuId))) return reply.fail(ApiStatus.notFound, 'menuNotFound');
    const rows = await app.db.selectFrom('operations').selectAll().where('menu_id', '=', menuId).orderBy('sortcode').orderBy('id').execute();
    return reply.ok(rows.map(toView));
  });

  app.get<IdParams>('/info/:id', { preHandler: canRead }, async (request, reply) => {
    const id = idOf(request.params.id);
    const row = id && (await app.db.selectFrom('operations').selectAll().where('id', '=', id).executeTakeFirst());
    if (!row) return reply.fail(ApiStatus.notFound, 'operationNotFound');
    return reply.ok(toView(row));
  });

  app.post<MenuParams>('/:menuId', { preHandler: canEdit }, async (request, reply) => {
    const menuId = idOf(request.params.menuId);
    if (!menuId || !(await menuExists(app.db, menuId))) return reply.fail(ApiStatus.notFound, 'menuNotFound');
    // the code in its NFKC form (x-identifier, issue 10 §8): a full-width code is the same code
    const record = { ...formRecord(request.form, properties), menuid: menuId };
    const issues = await checkOperation(app.db, validate, record);
    if (hasIssues(issues)) return reply.invalid(issues);
    const row = await app.db
      .insertInto('operations')
      .values(columns(record as OperationInput))
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.ok(toView(row));
  });

  app.put<IdParams>('/:id', { preHandler: canEdit }, async (request, reply) => {
    const id = idOf(request.params.id);
    const existing = id && (await app.db.selectFrom('operations').selectAll().where('id', '=', id).executeTakeFirst());
    if (!existing) return reply.fail(ApiStatus.notFound, 'operationNotFound');
    // menuid moves the operation to another page; absent, it stays where it is
    const record = { menuid: existing.menu_id, ...formRecord(request.form, properties) };
    const issues = await checkOperation(app.db, validate, record, existing.id);
    if (hasIssues(issues)) return reply.invalid(issues);
    const row = await app.db
      .updateTable('operations')
      .set(columns(record as OperationInput))
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.ok(toView(row));
  });

  app.delete<IdParams>('/:id', { preHandler: canEdit }, async (request, reply) => {
    const id = idOf(request.params.id);
    const existing = id && (await app.db.selectFrom('operations').select('id').where('id', '=', id).executeTakeFirst());
    if (!existing) return reply.fail(ApiStatus.notFound, 'operationNotFound');
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_operations').where('operation_id', '=', existing.id).execute();
      await trx.deleteFrom('operations').where('id', '=', existing.id).execute();
    });
    return reply.ok(null);
  });
}
