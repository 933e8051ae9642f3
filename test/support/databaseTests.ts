/**
 * The server's test files that store anything in the platform's database: they start a platform
 * (createTestPlatform and the helpers built on it, a server process, a cluster) or open a database
 * themselves. These run a second time on PostgreSQL (vitest.config.ts, issue 27 §5: "every server
 * test that touches storage on both engines"); the others (pure functions, Redis stores, which run
 * against Redis in the main suite) would only repeat themselves. Found by reading the files, as
 * isolatedTests.ts does, so a new test that starts a platform is run on both without a list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STORES =
  /createTestPlatform|platformWithUsers|testPlatform|testDatabase|testCluster|platformServer|startServer|buildApp|openSqlite|openPostgres|Kysely|\.db\b/;

export function databaseTests(root = 'server'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => join(root, file).split('\\').join('/'))
    .filter((file) => STORES.test(readFileSync(file, 'utf8')))
    .sort();
}
