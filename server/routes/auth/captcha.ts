/**
 * GET /auth/captcha?username=… (public, spec §4 '-9'): a new puzzle for this username and client.
 * A full store answers 503 busy instead of pushing out other clients' pending puzzles, and so does
 * a platform-wide budget of new puzzles a second (CAPTCHA_GLOBAL_PER_SECOND): drawing one costs
 * real CPU, and a flood from many addresses passes every per-IP limit. With REDIS_URL that budget
 * is counted across instances, as the store is shared.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { t } from '../../messages';
import { envelope, requestLanguage } from '../../plugins/envelope';
import { clientKey } from '../../plugins/rateLimit';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import captchaQuery from './captcha.query.json';

export default async function captcha(app: FastifyInstance): Promise<void> {
  const captchaForm = compileForm<{ username: string }>(app.resources, captchaQuery);
  const drawn = app.hitCounter('captcha-drawn:');
  const busy = (request: FastifyRequest, reply: FastifyReply, retryAfter: number) =>
    reply.code(503).header('retry-after', String(retryAfter)).send(envelope(ApiStatus.failed, t(requestLanguage(request), 'busy')));

  app.get<{ Querystring: FormFields }>('/captcha', async (request, reply) => {
    // the username in its NFKC form, like the login's, which the answer is checked against
    const { valid, issues } = captchaForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const { username } = valid;
    if ((await drawn.hit('all', 1000)).count > app.config.captchaGlobalPerSecond) {
      await app.tarpit.hold();
      return busy(request, reply, 1);
    }
    const challenge = await app.captcha.create(username, clientKey(request));
    if (!challenge) return busy(request, reply, 60);
    return reply.ok(challenge);
  });
}
