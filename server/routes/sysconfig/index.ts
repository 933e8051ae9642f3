/**
 * GET /sysconfig: the server's storage settings for the system-config strip (spec §2), for a
 * role with the system-config page. No filesystem path leaves the server (issue 10 §5): the
 * database is named relative to the data folder.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { MEMORY } from '../../config';
import { currentUser } from '../../plugins/guard';
import { SYSCONFIG_PAGE } from '../../permissions';
import { hasPageOf } from '../../services/resources/access';

/** `platform.sqlite`, or `:memory:`; a database outside the data folder is named by its file name alone. */
function databaseName(databaseFile: string, dataDir: string): string {
  if (databaseFile === MEMORY) return MEMORY;
  const relative = path.relative(path.resolve(dataDir), databaseFile);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : path.basename(databaseFile);
}

export default async function sysconfig(app: FastifyInstance): Promise<void> {
  app.get('/', async (request, reply) => {
    if (!(await hasPageOf(app.db, currentUser(request), [SYSCONFIG_PAGE]))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { databaseFile, dataDir, env } = app.config;
    const name = databaseName(databaseFile, dataDir);
    return reply.ok({
      db: { isProduction: env === 'production', address: name, dbName: name },
      // There is no Redis: sessions, captcha answers and SMS codes live in SQLite and memory.
      redis: { isProduction: false, address: 'none' },
    });
  });
}
