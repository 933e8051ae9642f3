/** Announcements with their per-user state, and renewal notices. */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'announcements')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mandatory_reading', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('repeat_sending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('repeat_interval', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('announcement_states')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('displayed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('displayed_at', 'bigint')
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addColumn('medium', 'text', (c) => c.notNull().defaultTo('web'))
    .addPrimaryKeyConstraint('announcement_states_pk', ['announcement_id', 'user_id'])
    .execute();

  await tableWithId(db, 'renewal_notices')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('device_expired_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('renewal_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('renewal_notices.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('renewal_reads_pk', ['notice_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['renewal_reads', 'renewal_notices', 'announcement_states', 'announcements']) {
    await db.schema.dropTable(table).execute();
  }
}
