/**
 * Device commands (issue 12): parameter settings and firmware upgrades, each moving through spec
 * §4's states (reserved, requesting, setting, success, failed, timeout), and the firmware version
 * a device runs.
 *
 * A command is a record of what was asked, so like an audit trail it outlives what it names: no
 * foreign key, and the device's number and the sender's account are kept as they were. `due_at`
 * is when the device responder (services/commands/) next acts on a pending command, in
 * milliseconds (the responder runs faster than a second in tests); null once the command is final.
 */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('devices')
    .addColumn('firmware', 'text', (c) => c.notNull().defaultTo('1.0.0'))
    .execute();

  await tableWithId(db, 'device_commands')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('device_number', 'text', (c) => c.notNull())
    // 'settings' | 'upgrade'
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON objects: what the command sets, and the device's values of the same keys when it was sent
    .addColumn('new_values', 'text', (c) => c.notNull())
    .addColumn('old_values', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('reserved'))
    // upgrade: percent transferred
    .addColumn('progress', 'integer')
    // why it failed or timed out (src/lib/deviceCommands.ts COMMAND_REASONS)
    .addColumn('reason', 'text')
    // what the responder decided when the command was sent: 'success' | 'failed' | 'timeout'
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.notNull())
    .addColumn('sent_by_username', 'text', (c) => c.notNull())
    // unix seconds
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    // milliseconds
    .addColumn('due_at', 'bigint')
    .execute();
  await db.schema.createIndex('device_commands_company').on('device_commands').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('device_commands_device').on('device_commands').columns(['device_id', 'id']).execute();
  await db.schema.createIndex('device_commands_due').on('device_commands').column('due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_commands').execute();
  await db.schema.alterTable('devices').dropColumn('firmware').execute();
}
