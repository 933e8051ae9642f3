/**
 * The database: SQLite through better-sqlite3 behind Kysely, so that PostgreSQL can take its
 * place with another dialect. Migrates and seeds on start; closes with the app.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import fp from 'fastify-plugin';
import { Kysely, SqliteDialect } from 'kysely';
import { MEMORY } from '../config';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seed } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export default fp(
  async (app) => {
    const file = app.config.databaseFile;
    if (file !== MEMORY) mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('foreign_keys = ON');
    if (file !== MEMORY) sqlite.pragma('journal_mode = WAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    app.decorate('db', db);
    app.addHook('onClose', async () => db.destroy());

    await migrateToLatest(db);
    if (await seed(db, app.nowUnix())) app.log.info('Seeded the demo data');
  },
  { name: 'platform-db', fastify: '5.x', dependencies: ['platform-config'] },
);
