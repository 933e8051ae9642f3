import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { down, up } from './030_waybill_action_codes';

const CODES = ['depart', 'deliver', 'reject', 'transship', 'adjust', 'release'].flatMap((a) => [`waybillmanagement_${a}`, `waybillmanagementv3_${a}`]);

async function rolesHolding(db: Kysely<unknown>, code: string): Promise<string[]> {
  const rows = await sql<{ name: string; company_id: number }>`
    select roles.name, roles.company_id from roles join role_operations on role_operations.role_id = roles.id
    join operations on operations.id = role_operations.operation_id where operations.code = ${code} order by roles.id`.execute(db);
  return rows.rows.map((r) => `${r.name}@${r.company_id}`);
}

describe('migration 030: the waybill action codes, in a database seeded before them', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('adds each once, to the roles that held every code of the page, and to no other; down removes them', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const seeded = await Promise.all(CODES.map((code) => rolesHolding(db, code)));
    expect(seeded[0]!.length).toBeGreaterThan(0);
    // the database before issue 29: no action codes
    await down(db);
    expect(await rolesHolding(db, CODES[0]!)).toEqual([]);
    // a role that sees the list and may only view it gains nothing
    await sql`insert into role_menus (role_id, menu_id) select (select role_id from users where username = 'operator01'), id from menus where route_name = 'WaybillManagement'`.execute(db);
    await sql`insert into role_operations (role_id, operation_id) select (select role_id from users where username = 'operator01'), id from operations where code = 'waybillmanagement_view'`.execute(db);

    await up(db);
    await up(db);

    for (const [index, code] of CODES.entries()) {
      const count = await sql<{ n: number }>`select count(*) as n from operations where code = ${code}`.execute(db);
      expect(Number(count.rows[0]!.n), code).toBe(1);
      expect(await rolesHolding(db, code)).toEqual(seeded[index]);
    }
  }, 60_000);
});
