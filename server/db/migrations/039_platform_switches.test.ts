import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { addSwitchesCodes, down, up } from './039_platform_switches';

const CODES = ['qatoolsindex_edit', 'toolsdeviceanalysis_edit'];

async function rolesHolding(db: Kysely<unknown>, code: string): Promise<string[]> {
  const rows = await sql<{ name: string; company_id: number }>`
    select roles.name, roles.company_id from roles join role_operations on role_operations.role_id = roles.id
    join operations on operations.id = role_operations.operation_id where operations.code = ${code} order by roles.id`.execute(db);
  return rows.rows.map((r) => `${r.name}@${r.company_id}`);
}

describe('migration 039: the QA and device analysis action codes, the battery dates and the QA log', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('adds the codes once, to the administrators\u2019 roles that see the pages, as the seed gives them', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const seeded = await Promise.all(CODES.map((code) => rolesHolding(db, code)));
    expect(seeded[0]!.length).toBeGreaterThan(0);
    // the database as issue 29 left it: the pages had no edit code
    await sql`delete from role_operations where operation_id in (select id from operations where code in (${sql.join(CODES)}))`.execute(db);
    await sql`delete from operations where code in (${sql.join(CODES)})`.execute(db);

    await addSwitchesCodes(db);
    await addSwitchesCodes(db);

    for (const [index, code] of CODES.entries()) {
      const count = await sql<{ n: number }>`select count(*) as n from operations where code = ${code}`.execute(db);
      expect(Number(count.rows[0]!.n)).toBe(1);
      expect(await rolesHolding(db, code)).toEqual(seeded[index]);
    }
  }, 60_000);

  it('goes down and up again', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    await down(db);
    for (const code of CODES) expect(await rolesHolding(db, code)).toEqual([]);
    await expect(sql`select count(*) from qa_actions`.execute(db)).rejects.toThrow();
    await up(db);
    await sql`select count(*) from qa_actions`.execute(db);
    await sql`select count(*) from device_batteries`.execute(db);
    for (const code of CODES) expect((await rolesHolding(db, code)).length).toBeGreaterThan(0);
  }, 60_000);
});
