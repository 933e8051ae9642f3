/**
 * GET /loginlog?start&end&page&limit&username&result&utcOffset (issue 30 §1, the Login log page
 * /management/loginlog): login attempts and logouts, newest first. Read only: entries are written
 * by the login, the logout and the login's rate limit, and no route changes or deletes them.
 * A company admin reads their company's accounts' entries; an unknown account's only a platform admin.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { LOGIN_RESULTS, type LoginResult } from '../../../src/lib/audit';
import { currentUser } from '../../plugins/guard';
import { listLoginLog } from '../../services/audit/loginLog';
import { hasAnyPage } from '../../services/readings/access';
import { parseLogQuery } from '../audit/logQuery';

export const LOGIN_LOG_PAGE = 'ManagementLoginLog';

export default async function loginlog(app: FastifyInstance): Promise<void> {
  app.get('/', async (request, reply) => {
    if (!(await hasAnyPage(app.db, currentUser(request), [LOGIN_LOG_PAGE]))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const parsed = parseLogQuery(request, ['username', 'result'], { result: LOGIN_RESULTS });
    if ('issues' in parsed) return reply.invalid(parsed.issues);
    const { query } = parsed;
    const filter = {
      companyId: query.companyId,
      start: query.start,
      end: query.end,
      ...(query.text.username ? { username: query.text.username } : {}),
      ...(query.text.result ? { result: query.text.result as LoginResult } : {}),
    };
    return reply.ok(await listLoginLog(app.db, filter, { offset: query.offset, limit: query.limit }));
  });
}
