import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import * as accounts from './001_accounts';
import * as roleCompanies from './008_role_companies';
import * as tenants from './011_tenants';

/** A database as migrations 001 and 008 left it, with two companies, roles, a user and grants pointing at the roles. */
async function before011(): Promise<{ db: Kysely<unknown>; sqlite: SQLite.Database }> {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await accounts.up(db);
  await roleCompanies.up(db);
  sqlite.exec(`
    create table role_menus (role_id integer not null references roles(id), menu_id integer not null);
    insert into companies (id, name, created_at) values (1, 'One', 0), (2, 'Two', 0);
    insert into organizations (id, company_id, name, code, level) values (1, 1, 'HQ', 'HQ', 1);
    insert into roles (id, name, company_id) values (7, 'admin', 1), (9, 'operator', 1);
    insert into users (username, password_hash, role_id, company_id, organization_id, created_at) values ('u1', 'x', 9, 1, 1, 0);
    insert into role_menus (role_id, menu_id) values (9, 1);
  `);
  return { db, sqlite };
}

describe('migration 011: role names unique per company', () => {
  it('lets two companies name a role alike, still refuses it twice in one company, and keeps ids and references', async () => {
    const { db, sqlite } = await before011();
    try {
      expect(() => sqlite.exec(`insert into roles (name, company_id) values ('operator', 2)`)).toThrow(/UNIQUE constraint failed: roles.name/);
      await tenants.up(db);
      sqlite.exec(`insert into roles (name, company_id) values ('operator', 2)`);
      expect(() => sqlite.exec(`insert into roles (name, company_id) values ('operator', 1)`)).toThrow(/UNIQUE constraint failed: roles.company_id, roles.name/);
      expect(sqlite.prepare('select id, name, company_id from roles where company_id = 1 order by id').all()).toEqual([
        { id: 7, name: 'admin', company_id: 1 },
        { id: 9, name: 'operator', company_id: 1 },
      ]);
      // foreign keys are enforced again, and still point at roles
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect(() => sqlite.exec('delete from roles where id = 9')).toThrow(/FOREIGN KEY constraint failed/);
      expect(() => sqlite.exec(`insert into users (username, password_hash, role_id, company_id, organization_id, created_at) values ('u2', 'x', 999, 1, 1, 0)`)).toThrow(
        /FOREIGN KEY constraint failed/,
      );
    } finally {
      await db.destroy();
    }
  });
});
