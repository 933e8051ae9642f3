/**
 * Roles belong to a company, like users: one company's role screen never shows or changes
 * another's. Existing roles go to the first company (the reference server seeds one).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('roles').addColumn('company_id', 'integer', (c) => c.references('companies.id')).execute();
  await sql`update roles set company_id = (select min(id) from companies)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('roles').dropColumn('company_id').execute();
}
