/**
 * Vitest's global set-up of the PostgreSQL projects: one migrated database made once per run,
 * which every test platform's database is copied from (testDatabase.ts), so that each test
 * database costs a file copy instead of twenty migrations.
 */
import { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../server/db/migrate';
import { DEFAULT_OPTIONS } from '../../server/config';
import { openPostgres } from '../../server/db/openPostgres';
import { preparePartitions } from '../../server/services/readings/partitions';
import { SEEDED_PREFIX, TEMPLATE_DATABASE } from '../support/testDatabase';

let made: Promise<void> | undefined;

/**
 * Both PostgreSQL projects name this set-up; the template is made once for the run. The teardown
 * drops the seeded databases the workers left (seededDatabase.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  made ??= makeTemplate();
  await made;
  return dropSeeded;
}

async function dropSeeded(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${SEEDED_PREFIX}\\_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

async function makeTemplate(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('The PostgreSQL tests need TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const { dialect } = openPostgres(url.toString(), { max: 1 });
  const db = new Kysely<unknown>({ dialect });
  try {
    await migrateToLatest(db);
    // the partitions of the retention window, as a first start makes them (a test moving its clock far makes more)
    await preparePartitions(db, Math.floor(Date.now() / 1000), DEFAULT_OPTIONS);
  } finally {
    // no connection may stay on a template while it is copied
    await db.destroy();
  }
}
