/**
 * The database: SQLite through better-sqlite3 behind Kysely, so that PostgreSQL can take its
 * place with another dialect. Checks that the data folder can be written, migrates and seeds on
 * start; closes with the app. A start that fails names the path.
 */
import fp from 'fastify-plugin';
import { Kysely } from 'kysely';
import { MEMORY } from '../config';
import { openPostgres, redactedUrl } from '../db/openPostgres';
import { openSqlite, SqliteDialectKeepingErrors } from '../db/openSqlite';
import type { Database } from '../db/schema';
import { prepareDatabase } from '../db/prepare';
import { assertWritableStorage } from '../db/writableCheck';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp(
  async (app) => {
    const { databaseFile, databaseUrl, dataDir, uploadsDir } = app.config;
    const file = databaseUrl ? redactedUrl(databaseUrl) : databaseFile;
    if (!databaseUrl && file !== MEMORY) assertWritableStorage({ dataDir, databaseFile: file, uploadsDir });
    const dialect = databaseUrl ? openPostgres(databaseUrl).dialect : new SqliteDialectKeepingErrors(openSqlite(file, app.config.sqliteImage));
    const db = new Kysely<Database>({ dialect });
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());

    if (await prepareDatabase(db, app.nowUnix(), app.config, file)) app.log.info(app.config.seedDemo ? 'Seeded the demo data' : 'Seeded menus and roles (SEED_DEMO=false)');
  },
  { name: 'platform-db', fastify: '5.x', dependencies: ['platform-config'] },
);
