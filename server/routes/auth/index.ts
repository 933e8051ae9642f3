/** /auth: login, captcha, logout, info, token refresh, forgotten password. */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { createSession, revokeSession } from '../../services/sessions';
import { recordLogin } from '../../services/audit/loginLog';
import { findUser, loginData, userInfo } from '../../services/users';
import captcha from './captcha';
import forgetpassword from './forgetpassword';
import login from './login';

export default async function auth(app: FastifyInstance): Promise<void> {
  await app.register(login);
  await app.register(captcha);
  await app.register(forgetpassword);

  app.get('/logout', async (request, reply) => {
    if (request.session) {
      await revokeSession(app.db, request.session.token);
      const user = await findUser(app.db, { id: request.session.user_id });
      const agent = request.headers['user-agent'];
      if (user) await recordLogin(app.db, { username: user.username, user, ip: request.ip, userAgent: typeof agent === 'string' ? agent : '', at: app.nowUnix(), result: 'logout' });
    }
    return reply.ok(null);
  });

  app.get('/info', async (request, reply) => {
    const user = await findUser(app.db, { id: currentUser(request).id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    return reply.ok(await userInfo(app.db, user));
  });

  // The guard lets a session expired by less than REFRESH_GRACE_SECONDS through to here only.
  app.get('/token', async (request, reply) => {
    const user = await findUser(app.db, { id: currentUser(request).id });
    if (!user || !request.session) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    await revokeSession(app.db, request.session.token);
    const { tokenTtlSeconds, refreshGraceSeconds } = app.config;
    const session = await createSession(app.db, user.id, app.nowUnix(), tokenTtlSeconds, refreshGraceSeconds);
    return reply.ok(await loginData(app.db, user, session.token, tokenTtlSeconds));
  });
}
