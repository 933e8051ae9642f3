/** GET /sysconfig: the server's real storage settings for the system-config strip (spec §2). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEMORY } from '../../config';

export default async function sysconfig(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply) => {
    const { databaseFile, env } = app.config;
    return reply.ok({
      db: {
        isProduction: env === 'production',
        address: databaseFile,
        dbName: databaseFile === MEMORY ? MEMORY : path.basename(databaseFile),
      },
      // There is no Redis: sessions, captcha answers and SMS codes live in SQLite and memory.
      redis: { isProduction: false, address: 'none' },
    });
  });
}
