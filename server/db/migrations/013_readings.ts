/**
 * Readings (issue 12): a device's settings that decide when it counts as offline and how its values
 * are judged, the readings themselves keyed for range scans by (device, time), and one row of
 * latest state per device so that whole-fleet pages never scan history.
 * SQLite stores `readings` WITHOUT ROWID, clustered on its key (about half the size of a rowid
 * table plus an index); PostgreSQL gets a table partitioned by range of `ts` with the same primary
 * key, whose partitions are made ahead of the data (db/partitions.ts, issue 27).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/** The numeric fields of a reading (src/lib/readings.ts READING_FIELDS): null where not measured. */
const VALUE_COLUMNS: ReadonlyArray<[string, 'double precision' | 'integer']> = [
  ['temperature', 'double precision'],
  ['humidity', 'double precision'],
  ['battery', 'integer'],
  ['signal', 'integer'],
  ['power', 'integer'],
  ['lat', 'double precision'],
  ['lng', 'double precision'],
  ['pressure', 'double precision'],
  ['light', 'double precision'],
  ['o2', 'double precision'],
  ['co2', 'double precision'],
  ['shake', 'double precision'],
  ['door', 'integer'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // the asset the device is fitted to (an `asset` record of the generic table; no foreign key there)
  await db.schema.alterTable('devices').addColumn('asset_id', 'integer').execute();
  // seconds between two acquisitions, and between two uploads
  await db.schema.alterTable('devices').addColumn('acquisition_period', 'integer', (c) => c.notNull().defaultTo(300)).execute();
  await db.schema.alterTable('devices').addColumn('upload_period', 'integer', (c) => c.notNull().defaultTo(300)).execute();
  // spec §5: offline judgment is an integer of at least 10 (minutes)
  await db.schema.alterTable('devices').addColumn('offline_minutes', 'integer', (c) => c.notNull().defaultTo(10)).execute();
  for (const column of ['temperature_min', 'temperature_max', 'humidity_min', 'humidity_max']) {
    await db.schema.alterTable('devices').addColumn(column, 'double precision').execute();
  }
  await db.schema.alterTable('devices').addColumn('alarm_enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  let readings = db.schema
    .createTable('readings')
    .addColumn('device_id', 'integer', (c) => c.notNull())
    // unix seconds of the measurement (not of its arrival)
    .addColumn('ts', 'bigint', (c) => c.notNull());
  for (const [name, type] of VALUE_COLUMNS) readings = readings.addColumn(name, type);
  readings = readings.addPrimaryKeyConstraint('readings_pk', ['device_id', 'ts']);
  await (isPostgres(db) ? readings.modifyEnd(sql`partition by range (ts)`) : readings.modifyEnd(sql`without rowid`)).execute();

  let state = db.schema
    .createTable('device_state')
    .addColumn('device_id', 'integer', (c) => c.primaryKey())
    // the newest reading's time; its values below
    .addColumn('ts', 'bigint', (c) => c.notNull());
  for (const [name, type] of VALUE_COLUMNS) state = state.addColumn(name, type);
  state = state
    // server time of the last reading received (what offline is judged on), and of the last online/offline change
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('changed_at', 'bigint', (c) => c.notNull());
  await state.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_state').execute();
  await db.schema.dropTable('readings').execute();
  for (const column of ['alarm_enabled', 'humidity_max', 'humidity_min', 'temperature_max', 'temperature_min', 'offline_minutes', 'upload_period', 'acquisition_period', 'asset_id']) {
    await db.schema.alterTable('devices').dropColumn(column).execute();
  }
}
