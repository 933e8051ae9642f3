import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { ACTIVATE_CODE, addActivationCode } from './037_premium_services';

async function rolesHolding(db: Kysely<unknown>, code: string): Promise<string[]> {
  const rows = await sql<{ name: string; company_id: number }>`
    select roles.name, roles.company_id from roles join role_operations on role_operations.role_id = roles.id
    join operations on operations.id = role_operations.operation_id where operations.code = ${code} order by roles.id`.execute(db);
  return rows.rows.map((r) => `${r.name}@${r.company_id}`);
}

describe('migration 037: the premium services page\'s activation code, in a database seeded before it', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('adds it once, only to the roles of platform administrators (sales) who see the page', { timeout: 60_000 }, async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    // the database as issue 29 left it: the page could only be viewed
    await sql`delete from role_operations where operation_id in (select id from operations where code = ${ACTIVATE_CODE})`.execute(db);
    await sql`delete from operations where code = ${ACTIVATE_CODE}`.execute(db);

    await addActivationCode(db);
    await addActivationCode(db);

    const count = await sql<{ n: number }>`select count(*) as n from operations where code = ${ACTIVATE_CODE}`.execute(db);
    expect(Number(count.rows[0]!.n)).toBe(1);
    // admin0001 (admin value 0) holds the first company's admin role; the second company's admin (value 1) gains nothing
    expect(await rolesHolding(db, ACTIVATE_CODE)).toEqual(['admin@1']);
  });
});
