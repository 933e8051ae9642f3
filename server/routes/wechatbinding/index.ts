/**
 * /wechatbinding (issue 28 §4, /tools/wechatbinding): the signed-in user binds a WeChat account
 * for alarm notifications. GET the binding; POST /ticket for a QR code valid
 * WECHAT_TICKET_TTL_SECONDS; GET /ticket/:ticket until it is 'bound' or 'expired'; DELETE unbinds.
 * WeChat is simulated: POST /simulate (development only, 404 elsewhere) confirms a ticket as a
 * scan would. A ticket is its creator's: another user, of any company, is answered "not found".
 * Every call needs the page's menu; binding and unbinding its edit action.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ApiStatus } from '../../../src/lib/contract';
import { actionCode } from '../../../src/lib/permissionCodes';
import { maskOpenId, WECHAT_TICKET_TTL_SECONDS, type WechatBindingStatus, type WechatTicket, type WechatTicketState } from '../../../src/lib/wechatBinding';
import { currentUser, requireOperation } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import { bindOpenId } from '../../services/wechatBindings';
import { requirePage } from '../alarm/access';
import simulateBody from './simulate.body.json';

export const WECHAT_BINDING_PAGE = 'ToolsWechatBinding';
const EDIT_CODE = actionCode(WECHAT_BINDING_PAGE, 'edit');

export default async function wechatbinding(app: FastifyInstance): Promise<void> {
  const simulateForm = compileForm<{ ticket: string }>(app.resources, simulateBody);
  const simulated = app.config.env === 'development';
  const canView = requirePage([WECHAT_BINDING_PAGE]);
  const canEdit = [canView, requireOperation(EDIT_CODE)];

  /** The caller's own ticket, or undefined (someone else's is not told apart from none). */
  const ownTicket = (request: FastifyRequest, ticket: string) => {
    const me = currentUser(request);
    return app.db.selectFrom('wechat_tickets').selectAll().where('ticket', '=', ticket).where('user_id', '=', me.id).where('company_id', '=', me.companyId).executeTakeFirst();
  };
  const stateOf = (row: { open_id: string | null; expires_at: number }): WechatTicketState => (row.open_id ? 'bound' : row.expires_at <= app.nowUnix() ? 'expired' : 'waiting');

  app.get('/', { preHandler: canView }, async (request, reply) => {
    const me = currentUser(request);
    const row = await app.db.selectFrom('wechat_bindings').select(['open_id', 'bound_at']).where('user_id', '=', me.id).where('company_id', '=', me.companyId).executeTakeFirst();
    const answer: WechatBindingStatus = { bound: Boolean(row), openId: row ? maskOpenId(row.open_id) : '', boundAt: row ? Number(row.bound_at) : 0, simulated };
    return reply.ok(answer);
  });

  app.post('/ticket', { preHandler: canEdit, bodyLimit: 1024 }, async (request, reply) => {
    const me = currentUser(request);
    const now = app.nowUnix();
    // the user's earlier tickets (and anyone's expired ones) go: one live QR code per user
    await app.db.deleteFrom('wechat_tickets').where((eb) => eb.or([eb('user_id', '=', me.id), eb('expires_at', '<=', now)])).execute();
    const ticket = randomBytes(16).toString('hex');
    const expiresAt = now + WECHAT_TICKET_TTL_SECONDS;
    await app.db.insertInto('wechat_tickets').values({ ticket, user_id: me.id, company_id: me.companyId, expires_at: expiresAt, open_id: null }).execute();
    // what WeChat would open on a scan; the simulation never leaves the platform
    const svg = await QRCode.toString(`coldchain-wechat-bind:${ticket}`, { type: 'svg', margin: 1 });
    const answer: WechatTicket = { ticket, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt };
    return reply.ok(answer);
  });

  app.get<{ Params: { ticket: string } }>('/ticket/:ticket', { preHandler: canView }, async (request, reply) => {
    const row = await ownTicket(request, request.params.ticket);
    if (!row) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok({ state: stateOf(row) });
  });

  app.post('/simulate', { preHandler: canEdit, bodyLimit: 1024 }, async (request, reply) => {
    if (!simulated) return reply.fail(ApiStatus.notFound, 'apiNotFound');
    const { valid, issues } = simulateForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const row = await ownTicket(request, valid.ticket);
    if (!row) return reply.fail(ApiStatus.notFound, 'notFound');
    const state = stateOf(row);
    if (state !== 'waiting') return reply.ok({ state });
    // a made-up open id of the shape WeChat gives (28 characters)
    const openId = `oSIM${randomBytes(18).toString('base64url').slice(0, 24)}`;
    const me = currentUser(request);
    await bindOpenId(app.db, { userId: me.id, companyId: me.companyId, openId, now: app.nowUnix() });
    await app.db.updateTable('wechat_tickets').set({ open_id: openId }).where('ticket', '=', row.ticket).execute();
    return reply.ok({ state: 'bound' satisfies WechatTicketState });
  });

  app.delete('/', { preHandler: canEdit, bodyLimit: 1024 }, async (request, reply) => {
    const me = currentUser(request);
    await app.db.deleteFrom('wechat_bindings').where('user_id', '=', me.id).where('company_id', '=', me.companyId).execute();
    return reply.ok(null);
  });
}
