/**
 * /userstool (issue 30 §5, the Users tool /tools/userstool):
 * - GET /userstool?q=: users whose account, name or mobile contains q (at most 50): across
 *   companies for a platform admin, the own company's for anyone else with the page;
 * - POST /userstool/:id/unlock | /forcepassword | /endsessions: the page's edit code; each
 *   action is audited in its own transaction (services/audit/usersTool.ts).
 * A user the caller may not see is as absent as one that never was; nobody but a platform admin
 * acts on a platform admin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionCode } from '../../../src/lib/permissionCodes';
import { ApiStatus } from '../../../src/lib/contract';
import type { UsersToolAction } from '../../../src/lib/audit';
import { currentUser } from '../../plugins/guard';
import { attemptPolicy } from '../../services/loginAttempts';
import { roleHasOperation } from '../../services/menus';
import { hasAnyPage } from '../../services/readings/access';
import { isPlatformAdmin } from '../../services/resources/authority';
import { PLATFORM_ADMIN } from '../../services/platformAdmin';
import { findToolUser, findUsers, runToolAction, type ToolScope } from '../../services/audit/usersTool';

export const USERS_TOOL_PAGE = 'ToolsUsersTool';
const QUERY_MAX = 50;

/** The path of each action. */
const ACTIONS: Readonly<Record<string, UsersToolAction>> = { unlock: 'unlock', forcepassword: 'forcePasswordChange', endsessions: 'endSessions' };

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

async function requirePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (await hasAnyPage(request.server.db, currentUser(request), [USERS_TOOL_PAGE])) return undefined;
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}

async function requireEdit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (await roleHasOperation(request.server.db, currentUser(request).roleId, actionCode(USERS_TOOL_PAGE, 'edit'))) return undefined;
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}

export default async function userstool(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest): ToolScope => {
    const user = currentUser(request);
    return { companyId: isPlatformAdmin(user) ? null : user.companyId, nowUnix: app.nowUnix(), policy: attemptPolicy(app.config) };
  };

  app.get<{ Querystring: { q?: unknown } }>('/', { preHandler: requirePage }, async (request, reply) => {
    const raw = Array.isArray(request.query.q) ? request.query.q[0] : request.query.q;
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) return reply.invalid({ q: { key: 'validation.required' } });
    if (text.length > QUERY_MAX) return reply.invalid({ q: { key: 'validation.maxLength', params: { limit: QUERY_MAX } } });
    return reply.ok(await findUsers(app.db, text, scopeOf(request)));
  });

  for (const [path, action] of Object.entries(ACTIONS)) {
    app.post<{ Params: { id: string } }>(`/:id/${path}`, { bodyLimit: 1024, preHandler: [requirePage, requireEdit] }, async (request, reply) => {
      const id = idOf(request.params.id);
      const scope = scopeOf(request);
      const target = id ? await findToolUser(app.db, id, scope) : undefined;
      if (!target) return reply.fail(ApiStatus.notFound, 'notFound');
      const me = currentUser(request);
      if (target.admin === PLATFORM_ADMIN && !isPlatformAdmin(me)) return reply.fail(ApiStatus.forbidden, 'forbidden');
      await runToolAction(app.db, action, target, { id: me.id, username: me.username, ip: request.ip }, scope);
      request.log.info({ userId: target.id, action }, 'users tool');
      return reply.ok(await findToolUser(app.db, target.id, scope));
    });
  }
}
