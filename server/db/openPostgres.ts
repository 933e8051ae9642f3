/**
 * Opens PostgreSQL for Kysely (DATABASE_URL): a `pg` pool whose numbers come back as numbers, as
 * they do from SQLite. `bigint` holds unix seconds and counts, far below 2^53; `numeric` holds
 * averages and sums; JSON is read as text, as from SQLite. An error names the server, never the password in the URL.
 */
import pg from 'pg';
import { PostgresDialect } from 'kysely';

const INT8 = 20;
const NUMERIC = 1700;
const JSON_OID = 114;
const JSONB = 3802;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === NUMERIC) return (value: string) => Number(value);
    // JSON comes back as its text, as SQLite keeps it: the code parses it where it reads it
    if (oid === JSONB || oid === JSON_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};

/** postgres://user:secret@host:5432/db → postgres://user@host:5432/db */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL';
  }
}

export interface PostgresOptions {
  /** connections in the pool (PG_POOL_SIZE); each instance holds this many at most */
  max?: number;
}

export function openPostgres(url: string, { max = 10 }: PostgresOptions = {}): { pool: pg.Pool; dialect: PostgresDialect } {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // an idle client's error (the server restarted) must not crash the process: the pool replaces it
  pool.on('error', () => undefined);
  return { pool, dialect: new PostgresDialect({ pool }) };
}
