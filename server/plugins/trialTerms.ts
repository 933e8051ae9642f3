/**
 * The end of a registered trial (issue 28 §5, spec §9): once its company's `trial_ends_at` has
 * passed, every write (POST, PUT, PATCH, DELETE under /api) of that company's users is refused with
 * 403 and a message naming the company and the date, until a platform administrator converts the
 * company (routes/trialterms). Reads go on. Let through, as read-only mode does
 * (plugins/readOnlyMode.ts), a short list of writes:
 * - signing in (POST /auth/login; signing out and the token refresh are GETs anyway);
 * - changing one's own password (PUT /account/password): a forced change must stay possible;
 * - the announcements' read state (PUT /announcement/state/{id}): the mandatory dialog must close;
 * - the renewal notice's read state (PUT /renewalnotice/read), for the same reason: the renewal
 *   dialog after login closes only once it is stored (a user's own mark, like an announcement's).
 * Platform administrators are never refused. A hook of its own on the headers only (onRequest),
 * registered after the guard's and read-only mode's: the caller is authenticated first, and a
 * refused write costs no body read. The company is read on writes only.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { RENEWAL_NOTICE_READ_PATH } from '../../src/lib/renewal';
import { trialEnded, type TrialEndedRefusal } from '../../src/lib/trialTerms';
import { checkTrialOptions } from '../services/renewal/config';
import { localTime } from '../services/readings/export';
import { isPlatformAdmin } from '../services/resources/authority';
import { apiPath } from './guard';
import { CHANGE_PASSWORD_PATH } from './passwordChange';

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** [method, path] of the writes an ended trial lets through; a RegExp matches a path with an id. */
export const WRITES_AFTER_TRIAL: ReadonlyArray<readonly [method: string, path: string | RegExp]> = [
  ['POST', '/auth/login'],
  ['PUT', CHANGE_PASSWORD_PATH],
  ['PUT', /^\/announcement\/state\/[^/]+$/],
  ['PUT', RENEWAL_NOTICE_READ_PATH],
];

export function allowedAfterTrial(method: string, path: string): boolean {
  if (!WRITES.has(method)) return true;
  return WRITES_AFTER_TRIAL.some(([m, p]) => m === method && (typeof p === 'string' ? p === path : p.test(path)));
}

export async function refuseWritesAfterTrial(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const { user } = request;
  if (!user || request.is404 || isPlatformAdmin(user) || allowedAfterTrial(request.method, apiPath(request.url))) return undefined;
  const app = request.server;
  const company = await app.db.selectFrom('companies').select(['name', 'trial_ends_at']).where('id', '=', user.companyId).executeTakeFirst();
  const endsAt = company?.trial_ends_at === null || company?.trial_ends_at === undefined ? null : Number(company.trial_ends_at);
  if (!company || endsAt === null || !trialEnded(endsAt, app.nowUnix())) return undefined;
  const date = localTime(endsAt, app.config.reportScheduleUtcOffsetMinutes).slice(0, 10);
  const data: TrialEndedRefusal = { trialEnded: true, trialEndsAt: endsAt };
  return reply.fail(ApiStatus.forbidden, 'trialEnded', { company: company.name, date }, data);
}

export default fp(
  async (app) => {
    checkTrialOptions(app.config);
    app.addHook('onRequest', refuseWritesAfterTrial);
  },
  { name: 'platform-trial-terms', fastify: '5.x', dependencies: ['platform-guard', 'platform-db'] },
);
