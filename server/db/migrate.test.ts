import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../test/support/testPlatform';
import { MIGRATIONS, migrateToLatest } from './migrate';

const names = async (db: Kysely<unknown>) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);
const count = async (db: Kysely<unknown>, table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
const renewalNoticeCodes = async (db: Kysely<unknown>, role: string) =>
  (
    await sql<{ code: string }>`select distinct o.code from operations o join role_operations ro on ro.operation_id = o.id join roles r on r.id = ro.role_id
      where r.name = ${role} and o.code like 'renewalnotice%' order by o.code`.execute(db)
  ).rows.map((row) => row.code);

/** Undo the migrations from `first` on, newest first (Kysely refuses a gap before a migration it has run). */
async function undoFrom(db: Kysely<unknown>, first: string): Promise<void> {
  const later = (await names(db)).filter((name) => name >= first).reverse();
  for (const name of later) {
    await MIGRATIONS[name]!.down!(db);
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
  }
}

describe('migrateToLatest on a database that has run some migrations', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('runs the ones it misses (an up-to-date database skips the migrator, a database behind does not)', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const all = await names(db);
    expect(all.at(-1)).toBe(Object.keys(MIGRATIONS).sort().at(-1));
    const fullCodes = ['renewalnotice_add', 'renewalnotice_delete', 'renewalnotice_edit', 'renewalnotice_export', 'renewalnotice_view'];
    expect(await renewalNoticeCodes(db, 'admin')).toEqual(fullCodes);
    // the database as it was before migration 026: the renewal notice page could only be viewed
    await undoFrom(db, '026');
    expect(await renewalNoticeCodes(db, 'admin')).toEqual(['renewalnotice_view']);
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
    // the tables the undone migrations dropped are back, empty
    expect(await count(db, 'expiration_reminders')).toBe(0);
    expect(await count(db, 'auth_codes')).toBe(0);
    expect(await count(db, 'wechat_bindings')).toBe(0);
    // a role that held every code of the page keeps full access; the operator, without the page, gains nothing
    expect(await renewalNoticeCodes(db, 'admin')).toEqual(fullCodes);
    expect(await renewalNoticeCodes(db, 'operator')).toEqual([]);
    // up to date: nothing runs again (each would fail creating tables that exist)
    await migrateToLatest(db);
    expect(await names(db)).toEqual(all);
  }, 60_000);
});
