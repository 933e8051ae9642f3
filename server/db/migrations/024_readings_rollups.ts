/**
 * The readings' rollups (issue 27 §1): `readings_minute` and `readings_hour`, one row per device
 * and bucket start (unix seconds), with the readings counted and each charted field's min, max,
 * sum and count (db/rollupLevels.ts). WITHOUT ROWID on SQLite; on PostgreSQL
 * partitioned by range of `bucket` like `readings`. Readings stored before this migration are
 * rolled up here.
 */
import { sql, type Kysely } from 'kysely';
import { aggregateColumns, ROLLUP_FIELDS, ROLLUP_LEVELS } from '../rollupLevels';
import { isPostgres } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const { table, seconds } of ROLLUP_LEVELS) {
    let create = db.schema
      .createTable(table)
      .addColumn('device_id', 'integer', (c) => c.notNull())
      .addColumn('bucket', 'bigint', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull());
    for (const field of ROLLUP_FIELDS) {
      const [min, max, sum, n] = aggregateColumns(field);
      create = create.addColumn(min, 'double precision').addColumn(max, 'double precision').addColumn(sum, 'double precision').addColumn(n, 'integer', (c) => c.notNull().defaultTo(0));
    }
    create = create.addPrimaryKeyConstraint(`${table}_pk`, ['device_id', 'bucket']);
    await (postgres ? create.modifyEnd(sql`partition by range (bucket)`) : create.modifyEnd(sql`without rowid`)).execute();
    // PostgreSQL's partitions are made before data arrives (db/partitions.ts): none is stored yet there
    if (postgres) continue;
    const aggregates = ROLLUP_FIELDS.flatMap((field) => {
      const column = sql.ref(field);
      return [sql`min(${column})`, sql`max(${column})`, sql`sum(${column})`, sql`count(${column})`];
    });
    const columns = ROLLUP_FIELDS.flatMap((field) => aggregateColumns(field).map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(table)} (device_id, bucket, n, ${sql.join(columns)})
      select device_id, ts / ${sql.lit(seconds)} * ${sql.lit(seconds)} as b, count(*), ${sql.join(aggregates)}
      from readings group by device_id, b`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ROLLUP_LEVELS) await db.schema.dropTable(table).execute();
}
