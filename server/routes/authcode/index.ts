/**
 * /authcode: the company's authorization codes, the docking keys of the data interface
 * (page /management/authcode; the API tool's menu page reads the service state too).
 * - GET /authcode: AuthCodeList, the service state and the codes (never a key).
 * - POST /authcode (managementauthcode_add): a new code; the key is in this answer only. Refused
 *   with the "contact sales" message while the company's data-interface service is not activated.
 * - DELETE /authcode/{id} (managementauthcode_delete): revokes it; a call with it is refused from then on.
 * Authentication (the guard), then the permission, then the input; another company's code is as
 * absent as one that never was.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { dataInterfaceActive, MAX_LIVE_AUTH_CODES, type AuthCodeList } from '../../../src/lib/docking';
import { currentUser, requireOperation } from '../../plugins/guard';
import { createAuthCode, listAuthCodes } from '../../services/authCodes';
import { compileForm } from '../../services/formSchema';
import { hasPageOf } from '../../services/resources/access';
import createBody from './create.body.json';

export const AUTH_CODE_PAGES = ['/management/authcode/index', '/apitool/index/index'] as const;

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export default async function authcode(app: FastifyInstance): Promise<void> {
  const createForm = compileForm<{ description?: string }>(app.resources, createBody);
  const serviceOf = async (companyId: number) =>
    (await app.db.selectFrom('companies').select('data_interface').where('id', '=', companyId).executeTakeFirst())?.data_interface ?? 0;

  app.get('/', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasPageOf(app.db, user, AUTH_CODE_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const answer: AuthCodeList = { service: await serviceOf(user.companyId), codes: await listAuthCodes(app.db, user.companyId) };
    return reply.ok(answer);
  });

  app.post('/', { preHandler: requireOperation('managementauthcode_add') }, async (request, reply) => {
    const user = currentUser(request);
    const { valid, issues } = createForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    if (!dataInterfaceActive(await serviceOf(user.companyId))) return reply.fail(ApiStatus.forbidden, 'dataInterfaceNotActivated');
    const live = await app.db
      .selectFrom('auth_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', user.companyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= MAX_LIVE_AUTH_CODES) return reply.fail(ApiStatus.failed, 'authCodeLimit', { count: MAX_LIVE_AUTH_CODES });
    const created = await createAuthCode(app.db, { companyId: user.companyId, createdBy: user.username, description: (valid.description ?? '').trim() }, app.nowUnix());
    request.log.info({ code: created.id, prefix: created.prefix }, 'authorization code created');
    return reply.ok(created);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireOperation('managementauthcode_delete') }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    const code = id && (await app.db.selectFrom('auth_codes').select(['id', 'revoked_at']).where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst());
    if (!code) return reply.fail(ApiStatus.notFound, 'authCodeNotFound');
    if (code.revoked_at === null) await app.db.updateTable('auth_codes').set({ revoked_at: app.nowUnix() }).where('id', '=', code.id).execute();
    return reply.ok(null);
  });
}
