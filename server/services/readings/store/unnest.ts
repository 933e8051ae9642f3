/**
 * PostgreSQL: many rows bound as one array per column, `select * from unnest($1::integer[], …)`.
 * The statement's text and plan are the same whatever the number of rows, where a multi-row VALUES
 * list (multiRow.ts) binds every value on its own and is parsed and planned anew for each batch:
 * for hundreds of rows that took longer than storing them. Each array goes as the text of an array
 * literal made here (numbers need no quoting), and each statement is compiled once per database
 * adapter: a batch only binds its arrays.
 */
import { sql, type CompiledQuery, type DialectAdapter, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import { READING_FIELDS, type ReadingField } from '../../../../src/lib/readings';
import type { Database } from '../../../db/schema';

export type ArrayType = 'integer' | 'bigint' | 'double precision';

export interface ArrayColumn<Row> {
  name: keyof Row & string;
  type: ArrayType;
}

/** The integer reading fields (013_readings.ts); every other one is double precision. */
const INTEGER_FIELDS: ReadonlySet<ReadingField> = new Set(['battery', 'signal', 'power', 'door']);

/** The reading fields' columns (of `readings` and `device_state`), in READING_FIELDS order. */
export const READING_FIELD_COLUMNS: ReadonlyArray<{ name: ReadingField; type: ArrayType }> = READING_FIELDS.map((field) => ({
  name: field,
  type: INTEGER_FIELDS.has(field) ? 'integer' : 'double precision',
}));

/**
 * PostgreSQL's array literal of one column's numbers: `{1,2.5,NULL}`. Anything but a finite number
 * is refused: the columns are numeric, and a value here is never quoted.
 */
export function numberArray(values: ReadonlyArray<number | null | undefined>): string {
  let text = '{';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (i) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else if (typeof value === 'number' && Number.isFinite(value)) text += String(value);
    else throw new Error(`Not a number for a numeric array: ${String(value)}`);
  }
  return `${text}}`;
}

/**
 * `= any($1::integer[])` for `where(column, '=', anyOf(ids))`: one bound array where `in (…)` binds,
 * and PostgreSQL plans, each value (half the time of a lookup of 500 ids).
 */
export function anyOf(values: readonly number[], type: ArrayType = 'integer'): RawBuilder<number> {
  return sql<number>`any(${numberArray(values)}::${sql.raw(type)}[])`;
}

/** `select * from unnest(…)` with one bound array of each column, typed; `arrays` are the bound values. */
export function unnestSelect<Row>(columns: ReadonlyArray<ArrayColumn<Row>>, arrays: readonly unknown[]): RawBuilder<unknown> {
  return sql`select * from unnest(${sql.join(columns.map(({ type }, i) => sql`${arrays[i]}::${sql.raw(type)}[]`))})`;
}

/** A query builder (compiled on its own) or a raw statement (compiled through the database). */
interface Compiles {
  compile(db: Kysely<Database>): CompiledQuery;
}

/**
 * A statement whose only bound values are the columns' arrays, in `columns` order (`build` gets
 * their placeholders for unnestSelect); compiled once per database adapter.
 */
export class ArrayStatement<Row> {
  private readonly compiled = new WeakMap<DialectAdapter, CompiledQuery>();

  constructor(
    private readonly columns: ReadonlyArray<ArrayColumn<Row>>,
    private readonly build: (db: Kysely<Database>, select: RawBuilder<unknown>) => Compiles,
  ) {}

  async execute<Out>(db: Kysely<Database>, rows: readonly Row[]): Promise<QueryResult<Out>> {
    const adapter = db.getExecutor().adapter;
    let statement = this.compiled.get(adapter);
    if (!statement) {
      statement = this.build(
        db,
        unnestSelect(
          this.columns,
          this.columns.map(() => '{}'),
        ),
      ).compile(db);
      if (statement.parameters.length !== this.columns.length)
        throw new Error(`An array statement binds ${statement.parameters.length} values, not ${this.columns.length}`);
      this.compiled.set(adapter, statement);
    }
    const parameters = this.columns.map(({ name }) => numberArray(rows.map((row) => row[name] as number | null | undefined)));
    return db.executeQuery<Out>({ ...statement, parameters });
  }
}
