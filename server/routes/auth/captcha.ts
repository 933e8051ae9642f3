/**
 * GET /auth/captcha?username=… (public, spec §4 '-9'): a new puzzle for this username and client.
 * A full store answers 503 busy instead of pushing out other clients' pending puzzles.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import { t } from '../../messages';
import { envelope, requestLanguage } from '../../plugins/envelope';
import { clientKey } from '../../plugins/rateLimit';

export default async function captcha(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { username?: string } }>('/captcha', async (request, reply) => {
    // normalized like the login's username, which the answer is checked against
    const username = typeof request.query.username === 'string' ? normalizeIdentifier(request.query.username.trim()) : '';
    if (!username) return reply.invalid({ username: 'required' });
    const challenge = app.captcha.create(username, clientKey(request));
    if (!challenge) return reply.code(503).header('retry-after', '60').send(envelope(ApiStatus.failed, t(requestLanguage(request), 'busy')));
    return reply.ok(challenge);
  });
}
