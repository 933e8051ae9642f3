/**
 * Role names are unique per company, not across the platform (issue 10 §5): one company's
 * "operator" role must neither block nor reveal another's. SQLite cannot drop the table-wide
 * UNIQUE of migration 001, so roles is rebuilt (sqlite.org/lang_altertable.html, "other
 * kinds of table schema changes") with the same ids, so that users and grants keep pointing at it.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

type RoleColumn = 'name' | 'company_id';

async function rebuildRoles(db: Kysely<unknown>, unique: readonly RoleColumn[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table roles drop constraint if exists roles_name_key`.execute(db);
    await sql`alter table roles drop constraint if exists roles_company_name`.execute(db);
    await db.schema.alterTable('roles').addUniqueConstraint(unique.length > 1 ? 'roles_company_name' : 'roles_name_key', [...unique]).execute();
    return;
  }
  const pragma = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const enforced = pragma.rows[0]?.foreign_keys === 1;
  // the pragma is a no-op inside a transaction; the check below stands in for it while off
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('roles_rebuilt')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addUniqueConstraint(unique.length > 1 ? 'roles_company_name' : 'roles_name_key', [...unique])
        .execute();
      await sql`insert into roles_rebuilt (id, name, description, company_id) select id, name, description, company_id from roles`.execute(trx);
      await trx.schema.dropTable('roles').execute();
      await trx.schema.alterTable('roles_rebuilt').renameTo('roles').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`roles rebuild would break ${broken.rows.length} references`);
    });
  } finally {
    if (enforced) await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildRoles(db, ['company_id', 'name']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildRoles(db, ['name']);
}
