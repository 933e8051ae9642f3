/** Settings, companies, organizations, roles, users and their sessions. */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'companies')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sms_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settlement', 'text', (c) => c.notNull().defaultTo('independent'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await tableWithId(db, 'organizations')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'double precision')
    .addColumn('latitude', 'double precision')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await tableWithId(db, 'roles')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await tableWithId(db, 'users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('landline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'login_attempts', 'users', 'roles', 'organizations', 'companies', 'settings']) {
    await db.schema.dropTable(table).execute();
  }
}
