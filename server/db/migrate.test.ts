import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../test/support/testPlatform';
import { MIGRATIONS, migrateToLatest } from './migrate';

const names = async (db: Kysely<unknown>) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

describe('migrateToLatest on a database that has run some migrations', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('runs the one it misses (an up-to-date database skips the migrator, a database behind does not)', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const all = await names(db);
    const newest = all.at(-1)!;
    expect(newest).toBe(Object.keys(MIGRATIONS).sort().at(-1));
    // the database as it was before the newest migration (Kysely refuses a gap before a migration it has run)
    await MIGRATIONS[newest]!.down!(db);
    await sql`delete from kysely_migration where name = ${newest}`.execute(db);
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
    expect(Number((await sql<{ n: number }>`select count(*) as n from auth_codes`.execute(db)).rows[0]!.n)).toBeGreaterThanOrEqual(0);
    // up to date: nothing runs again (the newest would fail creating tables that exist)
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
  }, 60_000);
});
