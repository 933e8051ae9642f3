/**
 * Multi-row statements compiled once and bound many times. Building and compiling a Kysely query
 * of 500 rows costs more than SQLite takes to run it, so each statement is compiled once per
 * dialect (a transaction shares its database's adapter) and row count, and a batch only binds its
 * values. Row counts are split into full chunks and then powers of two, so that few statements
 * are ever kept. Kysely compiles them, so the SQL stays the dialect's own (PostgreSQL too).
 */
import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { Database } from '../../../db/schema';

/** The sizes of the statements that write `total` rows: chunks of `max`, then powers of two. */
export function chunkSizes(total: number, max: number): number[] {
  const sizes: number[] = [];
  let left = total;
  while (left >= max) {
    sizes.push(max);
    left -= max;
  }
  for (let size = 2 ** Math.floor(Math.log2(max)); size >= 1; size /= 2) {
    if (left >= size) {
      sizes.push(size);
      left -= size;
    }
  }
  return sizes;
}

export class MultiRowStatement<Row> {
  private readonly compiled = new WeakMap<DialectAdapter, Map<number, CompiledQuery>>();

  /**
   * `build` makes the statement for `rows` placeholder rows; its only bound values must be the
   * rows' `columns`, in that order (constants elsewhere in it go in as `sql.lit`).
   */
  constructor(
    private readonly columns: ReadonlyArray<keyof Row>,
    private readonly maxRows: number,
    private readonly build: (db: Kysely<Database>, rows: number) => Compilable,
  ) {}

  private statement(db: Kysely<Database>, rows: number): CompiledQuery {
    const adapter = db.getExecutor().adapter;
    let byCount = this.compiled.get(adapter);
    if (!byCount) this.compiled.set(adapter, (byCount = new Map()));
    let statement = byCount.get(rows);
    if (!statement) {
      statement = this.build(db, rows).compile();
      if (statement.parameters.length !== rows * this.columns.length) {
        throw new Error(`A multi-row statement binds ${statement.parameters.length} values, not ${rows} × ${this.columns.length}`);
      }
      byCount.set(rows, statement);
    }
    return statement;
  }

  /** Runs the statement over all the rows; returns the rows the database reports changed. */
  async execute(db: Kysely<Database>, rows: readonly Row[]): Promise<number> {
    let changed = 0;
    await this.each(db, rows, (result) => {
      changed += Number(result.numAffectedRows ?? 0);
    });
    return changed;
  }

  /** Runs a statement that has a RETURNING clause over all the rows; returns what it returned. */
  async returning<Out>(db: Kysely<Database>, rows: readonly Row[]): Promise<Out[]> {
    const out: Out[] = [];
    await this.each(db, rows, (result) => {
      out.push(...(result.rows as Out[]));
    });
    return out;
  }

  private async each(db: Kysely<Database>, rows: readonly Row[], take: (result: QueryResult<unknown>) => void): Promise<void> {
    let start = 0;
    for (const size of chunkSizes(rows.length, this.maxRows)) {
      const statement = this.statement(db, size);
      const parameters: unknown[] = new Array(size * this.columns.length);
      let p = 0;
      for (let r = start; r < start + size; r += 1) {
        const row = rows[r]!;
        for (const column of this.columns) parameters[p++] = row[column];
      }
      start += size;
      take(await db.executeQuery({ ...statement, parameters }));
    }
  }

  /** Placeholder rows for `build`: every column bound once. */
  static placeholders<R>(columns: ReadonlyArray<keyof R>, rows: number): R[] {
    const blank = Object.fromEntries(columns.map((column) => [column, 0])) as R;
    return Array.from({ length: rows }, () => blank);
  }
}
