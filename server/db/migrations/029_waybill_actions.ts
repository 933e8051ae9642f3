/**
 * Waybill actions (issue 29 §1, §2): the legs of a journey (a transshipment starts a new one), the
 * history of every action with its reason and, for an adjustment, each field's old and new value,
 * and the release decisions' e-signatures. A signature row is never updated but to void it (the
 * adjustment that voided it) and never deleted: no route writes them otherwise, and the waybill
 * it signs cannot be deleted (it has departed).
 */
import type { Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'waybill_legs')
    .addColumn('waybill_id', 'integer', (c) => c.notNull().references('waybills.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // JSON list of the asset ids carrying the goods on this leg
    .addColumn('assets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('from_asset', 'integer')
    .addColumn('to_asset', 'integer')
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    // the transshipment's time; null for the first leg, which starts at the departure
    .addColumn('at', 'bigint')
    .addUniqueConstraint('waybill_legs_seq', ['waybill_id', 'seq'])
    .execute();

  await tableWithId(db, 'waybill_events')
    .addColumn('waybill_id', 'integer', (c) => c.notNull().references('waybills.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // JSON [{field, old, new}]
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('waybill_events_waybill').on('waybill_events').columns(['waybill_id', 'id']).execute();

  await tableWithId(db, 'waybill_signatures')
    .addColumn('waybill_id', 'integer', (c) => c.notNull().references('waybills.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signer_id', 'integer', (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'bigint', (c) => c.notNull())
    .addColumn('summary_hash', 'text', (c) => c.notNull())
    // the summary as signed (canonical JSON): what the hash is of
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('voided_at', 'bigint')
    .addColumn('voided_by_event', 'integer', (c) => c.references('waybill_events.id'))
    .execute();
  await db.schema.createIndex('waybill_signatures_waybill').on('waybill_signatures').columns(['waybill_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waybill_signatures').execute();
  await db.schema.dropTable('waybill_events').execute();
  await db.schema.dropTable('waybill_legs').execute();
}
