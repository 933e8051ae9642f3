/**
 * The acquisition period in force at each time (issue 26 §2): every change of a device's
 * `acquisition_period` with the moment it took effect, so that a report weighs each reading by
 * the period the device had then (src/lib/reportMath/coverage.ts). A device's first row is in
 * force from the beginning (since = 0): the existing devices get their current period so.
 * Written by services/devicePeriods.ts (the settings command's success, the device form, the seed).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_periods')
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    // unix seconds from which the period holds (0: from the beginning)
    .addColumn('since', 'bigint', (c) => c.notNull())
    // seconds between two acquisitions
    .addColumn('period', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_periods_pk', ['device_id', 'since'])
    .execute();
  await sql`insert into device_periods (device_id, since, period) select id, 0, acquisition_period from devices`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_periods').execute();
}
