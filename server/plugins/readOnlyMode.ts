/**
 * Read-only mode (issue 30 §5, website mode): while it is on, every write under /api (POST, PUT,
 * PATCH, DELETE) is refused with 503 and a message that says why, except:
 * - signing in and out (POST /auth/login; logout and the token refresh are GETs anyway);
 * - the switch itself (PUT /platformswitch/readonly), so that a platform administrator can turn it off;
 * - the devices' and customer systems' readings (INGEST_PATH, DOCKING_READINGS_PATH): a cold chain's
 *   measurements keep being recorded during maintenance; losing them would be the one harm a
 *   read-only console must not do (docs/platform-switches-qa-tools-and-device-analysis.md).
 * A hook of its own on the headers only (onRequest), registered after the guard's: the caller is
 * authenticated first, and a refused write costs no body read. The switch is read through the
 * instance's short cache (services/platformSwitches/store.ts), so two instances agree within seconds.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { DOCKING_READINGS_PATH } from '../../src/lib/docking';
import { PLATFORM_READ_ONLY_PATH } from '../../src/lib/platformSwitches';
import { INGEST_PATH } from '../../src/lib/readings';
import { t } from '../messages';
import { createSwitchStore, type SwitchStore } from '../services/platformSwitches/store';
import { envelope, requestLanguage } from './envelope';
import { apiPath } from './guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** the platform switches (banner, read-only mode), cached a few seconds */
    platformSwitches: SwitchStore;
  }
}

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** [method, path] of the writes read-only mode lets through. */
export const WRITES_IN_READ_ONLY: ReadonlyArray<readonly [method: string, path: string]> = [
  ['POST', '/auth/login'],
  ['PUT', PLATFORM_READ_ONLY_PATH],
  ['POST', INGEST_PATH],
  ['POST', DOCKING_READINGS_PATH],
];

export function allowedInReadOnly(method: string, path: string): boolean {
  if (!WRITES.has(method)) return true;
  return WRITES_IN_READ_ONLY.some(([m, p]) => m === method && p === path);
}

export async function refuseWritesWhenReadOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.is404 || allowedInReadOnly(request.method, apiPath(request.url))) return undefined;
  const { readOnly } = await request.server.platformSwitches.current();
  if (!readOnly.on) return undefined;
  // not '-4': nothing is wrong with the caller; 503 says the service refuses writes for now
  return reply.code(503).send(envelope(ApiStatus.failed, t(requestLanguage(request), 'readOnlyMode'), { readOnly: true }));
}

export default fp(
  async (app) => {
    app.decorate<SwitchStore>('platformSwitches', createSwitchStore(app));
    app.addHook('onRequest', refuseWritesWhenReadOnly);
  },
  { name: 'platform-read-only', fastify: '5.x', dependencies: ['platform-guard', 'platform-db'] },
);
