import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import * as pageActions from './017_page_actions';

const NEW_CODES = ['mapresource_edit', 'statisticsreports_add', 'statisticsreports_edit', 'statisticsreports_delete'];

async function rolesHolding(db: Kysely<unknown>, code: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select roles.name from roles join role_operations on role_operations.role_id = roles.id
    join operations on operations.id = role_operations.operation_id where operations.code = ${code} order by roles.id`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('migration 017: the page actions issue 14 added, in a database seeded before it', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('adds the codes once and grants them only to the roles that held every code of the page', async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    const seeded = await Promise.all(NEW_CODES.map((code) => rolesHolding(db, code)));
    expect(seeded.every((names) => names.length > 0)).toBe(true);
    // the database as issue 13 left it: none of the four codes
    await sql`delete from role_operations where operation_id in (select id from operations where code in (${sql.join(NEW_CODES)}))`.execute(db);
    await sql`delete from operations where code in (${sql.join(NEW_CODES)})`.execute(db);
    // a role that sees the resources map without holding all its codes gains nothing
    await sql`insert into roles (name, company_id) values ('map viewer', 1)`.execute(db);
    await sql`insert into role_operations (role_id, operation_id) select (select id from roles where name = 'map viewer'),
      id from operations where code = 'statisticsreports_view'`.execute(db);

    await pageActions.up(db);
    await pageActions.up(db);

    for (const [index, code] of NEW_CODES.entries()) {
      const count = await sql<{ n: number }>`select count(*) as n from operations where code = ${code}`.execute(db);
      expect(count.rows[0]!.n).toBe(1);
      expect(await rolesHolding(db, code)).toEqual(seeded[index]);
    }
    expect(await rolesHolding(db, 'statisticsreports_add')).not.toContain('map viewer');
  });
});
