/**
 * A fresh PostgreSQL database per test platform when the tests run on PostgreSQL
 * (TEST_ENGINE=postgres, which the vitest projects `pg` and `pg-isolated` set when TEST_DATABASE_URL
 * names a server): a copy of the run's migrated template, seeded by the platform as a first start
 * would, dropped when it closes.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** the server's admin URL when this run stores on PostgreSQL; undefined: SQLite in memory */
export function testDatabaseServer(): string | undefined {
  return process.env.TEST_ENGINE === 'postgres' ? requiredUrl() : undefined;
}

function requiredUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on)');
  return url;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** TEST_DB_TAG (lower-case letters) keeps runs that share one server apart: each its template and seeds */
const ASKED_TAG = process.env.TEST_DB_TAG ?? '';
const TAG = /^[a-z]{1,8}$/.test(ASKED_TAG) ? ASKED_TAG : '';

/** the start of the seeded databases' names (seededDatabase.ts): the run's teardown drops them */
export const SEEDED_PREFIX = `seeded${TAG}`;

/** the migrated database test databases are copied from (test/setup/postgresTemplate.ts makes it once per run) */
export const TEMPLATE_DATABASE = `coldchain_test_template${TAG}`;

let templateReady: Promise<boolean> | undefined;

/** True when this run's template exists (the PostgreSQL projects' global set-up made it). */
function hasTemplate(serverUrl: string): Promise<boolean> {
  templateReady ??= onServer(serverUrl, async (client) => Boolean((await client.query('select 1 from pg_database where datname = $1', [TEMPLATE_DATABASE])).rowCount));
  return templateReady;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** an empty database, not a copy of the run's template (servers started on it migrate and seed it themselves) */
  empty?: boolean;
  /** the start of its name (`test`), so that a leftover says who made it */
  prefix?: string;
  /** a copy of this database (seededDatabase.ts) instead of the run's template */
  template?: string;
}

export async function createTestDatabase(serverUrl: string, { empty = false, prefix = 'test', template: from }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = from ? ` template ${from}` : !empty && (await hasTemplate(serverUrl)) ? ` template ${TEMPLATE_DATABASE}` : '';
  await onServer(serverUrl, (client) => client.query(`create database ${name}${template}${template ? ' strategy file_copy' : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * The database that stands for a DATA_DIR on PostgreSQL: a test that restarts a platform on the
 * same folder finds the same data. Made on first use and kept (the throwaway server goes with its folder).
 */
export async function databaseOfDataDir(serverUrl: string, dataDir: string): Promise<string> {
  const name = `test_dir_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
  await onServer(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
