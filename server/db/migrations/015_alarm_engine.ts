/**
 * The alarm engine (issue 13): alarms widened to what an alarm session shows (its rule, graded
 * alarm, organization, first and last exceeding, peak, end, acknowledgement, snooze, escalation),
 * the timeline of each alarm, every notification as a record, the engine's per-device counters
 * (consecutive breaches survive a restart), the credit ledger with the balance-warning state, and
 * the parent a shared-settlement company draws from (spec §6).
 */
import { sql, type Kysely } from 'kysely';
import { tableWithId } from './columns';

type Column = [name: string, type: 'integer' | 'bigint' | 'double precision' | 'text', notNullDefault?: string | number];

const ALARM_COLUMNS: readonly Column[] = [
  ['rule_id', 'integer'],
  ['graded_alarm_id', 'integer'],
  ['organization_id', 'integer'],
  // 'live' alarms notify and escalate; 'history' ones (opened by readings older than the live window: the simulator's backfill, an upload) do not
  ['source', 'text', 'live'],
  ['first_exceeded_at', 'bigint'],
  ['last_exceeded_at', 'bigint'],
  ['peak_value', 'double precision'],
  ['threshold', 'double precision'],
  ['ended_at', 'bigint'],
  ['end_reason', 'text'],
  ['ended_by', 'integer'],
  ['ended_by_name', 'text', ''],
  ['close_comment', 'text', ''],
  ['handling', 'text', 'unprocessed'],
  ['acknowledged_at', 'bigint'],
  ['acknowledged_by', 'integer'],
  ['acknowledged_by_name', 'text', ''],
  ['ack_comment', 'text', ''],
  ['solution_id', 'integer'],
  ['snoozed_until', 'bigint'],
  // when the current level was reached, and when it last sent (the rule's repeat interval counts from it)
  ['level_at', 'bigint'],
  ['last_sent_at', 'bigint'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of ALARM_COLUMNS) {
    await db.schema
      .alterTable('alarms')
      .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  // the seeded alarms of migration 005 become whole: exceeding from their opening, closed ones ended by data timeout
  await sql`update alarms set first_exceeded_at = created_at, last_exceeded_at = created_at, level_at = created_at, source = 'history'`.execute(db);
  await sql`update alarms set ended_at = created_at + 1800, end_reason = 'dataTimeout' where status = 'closed'`.execute(db);
  await db.schema.createIndex('alarms_company_created').on('alarms').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('alarms_device_type_status').on('alarms').columns(['device_id', 'type', 'status']).execute();

  await tableWithId(db, 'alarm_events')
    .addColumn('alarm_id', 'integer', (c) => c.notNull().references('alarms.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    // src/lib/alarms.ts ALARM_EVENT_KINDS
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('level', 'integer')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    // JSON: what the kind needs (a notification's id and state, an end's reason …)
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('alarm_events_alarm').on('alarm_events').columns(['alarm_id', 'ts']).execute();

  await tableWithId(db, 'alarm_notifications')
    // null: not an alarm's (a balance warning, an alerter's test sound)
    .addColumn('alarm_id', 'integer')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'integer')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer')
    .addColumn('receiver_name', 'text', (c) => c.notNull().defaultTo(''))
    // the number, e-mail, WeChat binding or URL used (limits count per called number)
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // src/lib/alarms.ts SEND_STATES, CALL_STATES, NOTIFY_REASONS
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('call_state', 'text')
    .addColumn('reason', 'text')
    .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // milliseconds: when the (simulated) provider answers; null once final
    .addColumn('due_at', 'bigint')
    .execute();
  await db.schema.createIndex('alarm_notifications_alarm').on('alarm_notifications').columns(['alarm_id']).execute();
  await db.schema.createIndex('alarm_notifications_address').on('alarm_notifications').columns(['channel', 'address', 'created_at']).execute();
  await db.schema.createIndex('alarm_notifications_device').on('alarm_notifications').columns(['device_id', 'channel', 'created_at']).execute();
  await db.schema.createIndex('alarm_notifications_due').on('alarm_notifications').columns(['due_at']).execute();

  await db.schema
    .createTable('alarm_counters')
    .addColumn('device_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // consecutive breaching readings (spec: the rule's consecutive exception count)
    .addColumn('breaches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('since', 'bigint')
    .addColumn('peak', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_counters_pk', ['device_id', 'kind'])
    .execute();

  await tableWithId(db, 'balance_history')
    // the account charged or topped up (a shared child's alarm is charged to its parent)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // the company whose alarm or action caused it
    .addColumn('source_company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'integer')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_history_company').on('balance_history').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('balance_warning_state')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // 1 once a warning was sent for the current crossing; a top-up above the threshold sets it back to 0
    .addColumn('warned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('balance_warning_state_pk', ['company_id', 'kind'])
    .execute();

  // spec §6: a shared-settlement company draws from its parent's balance
  await db.schema.alterTable('companies').addColumn('parent_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('parent_id').execute();
  for (const table of ['balance_warning_state', 'balance_history', 'alarm_counters', 'alarm_notifications', 'alarm_events']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('alarms_device_type_status').execute();
  await db.schema.dropIndex('alarms_company_created').execute();
  for (const [name] of [...ALARM_COLUMNS].reverse()) await db.schema.alterTable('alarms').dropColumn(name).execute();
}
