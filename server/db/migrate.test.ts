import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../test/support/testPlatform';
import { migrateToLatest } from './migrate';
import * as wechatBinding from './migrations/027_wechat_binding';

const names = async (db: Kysely<unknown>) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

describe('migrateToLatest on a database that has run some migrations', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('runs the one it misses (an up-to-date database skips the migrator, a database behind does not)', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const all = await names(db);
    expect(all.at(-1)).toBe('027_wechat_binding');
    // the database as it was before migration 024: the later ones undone first, newest first
    await wechatBinding.down(db);
    await sql`delete from kysely_migration where name = '027_wechat_binding'`.execute(db);
    await sql`drop table readings_minute`.execute(db);
    await sql`drop table readings_hour`.execute(db);
    await sql`delete from kysely_migration where name = '024_readings_rollups'`.execute(db);
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
    expect(Number((await sql<{ n: number }>`select count(*) as n from readings_hour`.execute(db)).rows[0]!.n)).toBeGreaterThanOrEqual(0);
    // up to date: nothing runs again (024 would fail creating tables that exist)
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
  }, 60_000);
});
