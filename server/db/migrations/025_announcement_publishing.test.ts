import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { addPublishingCodes } from './025_announcement_publishing';

const CODES = ['announcement_add', 'announcement_edit', 'announcement_delete'];

async function rolesHolding(db: Kysely<unknown>, code: string): Promise<string[]> {
  const rows = await sql<{ name: string; company_id: number }>`
    select roles.name, roles.company_id from roles join role_operations on role_operations.role_id = roles.id
    join operations on operations.id = role_operations.operation_id where operations.code = ${code} order by roles.id`.execute(db);
  return rows.rows.map((r) => `${r.name}@${r.company_id}`);
}

describe('migration 025: the publishing codes of the Announcement page, in a database seeded before it', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('adds them once, to the roles of administrators who see the page, and to no other role', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const seeded = await Promise.all(CODES.map((code) => rolesHolding(db, code)));
    expect(seeded[0]).toEqual(['admin@1', 'admin@2']);
    // the database as issue 28 §1 left it: the page could only be viewed
    await sql`delete from role_operations where operation_id in (select id from operations where code in (${sql.join(CODES)}))`.execute(db);
    await sql`delete from operations where code in (${sql.join(CODES)})`.execute(db);
    // a role of an ordinary user that sees the page gains nothing
    await sql`insert into role_menus (role_id, menu_id) select (select role_id from users where username = 'operator01'), id from menus where route_name = 'Announcement'`.execute(db);

    await addPublishingCodes(db);
    await addPublishingCodes(db);

    for (const [index, code] of CODES.entries()) {
      const count = await sql<{ n: number }>`select count(*) as n from operations where code = ${code}`.execute(db);
      expect(Number(count.rows[0]!.n)).toBe(1);
      expect(await rolesHolding(db, code)).toEqual(seeded[index]);
    }
  });
});
