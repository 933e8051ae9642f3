/**
 * The server's test files that store anything in the platform's database: they start a platform
 * (createTestPlatform and the helpers built on it, a server process, a cluster) or open a database
 * themselves. These run a second time on PostgreSQL (vitest.config.ts, issue 27 §5: "every server
 * test that touches storage on both engines"); the others (pure functions, Redis stores, which run
 * against Redis in the main suite) would only repeat themselves. Found by reading the files, as
 * isolatedTests.ts does, so a new test that starts a platform is run on both without a list.
 *
 * A test whose subject keeps nothing in the database (rate limits, the SMS and captcha counters,
 * response headers, the static files, the guard's header checks, the request log: memory or Redis
 * state, or no state) starts a platform only to have a server to ask; it says so with the line
 * `// databaseTests.ts: engine-neutral (why)` and runs once, on SQLite. A test that looks into the
 * database for its answer is never one of those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENGINE_NEUTRAL = /\/\/ databaseTests\.ts: engine-neutral \(/;

const STORES =
  /createTestPlatform|platformWithUsers|testPlatform|testDatabase|testCluster|platformServer|startServer|buildApp|openSqlite|openPostgres|Kysely|\.db\b/;

/** `neutral`: the storing tests that say they are engine-neutral instead (databaseTests.test.ts checks them) */
export function databaseTests(root = 'server', { neutral = false } = {}): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => join(root, file).split('\\').join('/'))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return STORES.test(text) && ENGINE_NEUTRAL.test(text) === neutral;
    })
    .sort();
}
