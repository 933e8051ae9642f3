/**
 * Time partitions of PostgreSQL's big tables (issue 27 §1): `readings` and its rollups are
 * partitioned by range of `ts`/`bucket` (unix seconds), one partition per `days` days counted from
 * the epoch, named `<table>_p<yyyymmdd>` after the first day. Partitions are made ahead of the
 * data (ensurePartitions); retention drops whole partitions (dropPartitionsBefore) and deletes no
 * rows. SQLite has no partitions: there retention deletes rows (services/readings/store/prune.ts).
 */
import { sql, type Kysely } from 'kysely';

const DAY = 86_400;

export interface Partition {
  name: string;
  /** unix seconds, inclusive */
  from: number;
  /** unix seconds, exclusive */
  to: number;
}

/** The partition holding `ts`: its bounds, aligned to `days` days from the epoch. */
export function partitionOf(table: string, ts: number, days: number): Partition {
  const width = days * DAY;
  const from = Math.floor(ts / width) * width;
  const day = new Date(from * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return { name: `${table}_p${day}`, from, to: from + width };
}

/** The partitions of `table` that exist, oldest first (PostgreSQL's catalog, not their names). */
export async function listPartitions<T>(db: Kysely<T>, table: string): Promise<Partition[]> {
  const { rows } = await sql<{ name: string; bound: string }>`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = ${table}`.execute(db);
  return rows
    .map(({ name, bound }) => {
      const [from, to] = [...bound.matchAll(/\('?(-?\d+)'?\)/g)].map((m) => Number(m[1]));
      return { name, from: from ?? Number.NaN, to: to ?? Number.NaN };
    })
    .filter((p) => Number.isFinite(p.from) && Number.isFinite(p.to))
    .sort((a, b) => a.from - b.from);
}

/**
 * Makes every missing partition of `table` covering [from, to). Two instances may race to make the
 * same one: the loser's "already exists" is taken as done.
 */
export async function ensurePartitions<T>(db: Kysely<T>, table: string, from: number, to: number, days: number): Promise<string[]> {
  const made: string[] = [];
  for (let ts = from; ts < to; ts = partitionOf(table, ts, days).to) {
    const part = partitionOf(table, ts, days);
    try {
      await sql`create table if not exists ${sql.table(part.name)} partition of ${sql.table(table)}
        for values from (${sql.lit(part.from)}) to (${sql.lit(part.to)})`.execute(db);
      made.push(part.name);
    } catch (error) {
      // 42P07 duplicate_table, 23505 on the catalog: another instance made it meanwhile
      const code = (error as { code?: string }).code;
      if (code !== '42P07' && code !== '23505') throw error;
    }
  }
  return made;
}

/** Drops the partitions of `table` that end at or before `cutoff`; returns their names. */
export async function dropPartitionsBefore<T>(db: Kysely<T>, table: string, cutoff: number): Promise<string[]> {
  const old = (await listPartitions(db, table)).filter((p) => p.to <= cutoff);
  for (const part of old) await sql`drop table if exists ${sql.table(part.name)}`.execute(db);
  return old.map((p) => p.name);
}
