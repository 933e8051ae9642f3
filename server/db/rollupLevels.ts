/**
 * The readings' rollups (issue 27 §1): per device and minute, and per device and hour, each charted
 * field's min, max, sum and count of values, written in the ingestion's transaction
 * (services/readings/rollup/write.ts). A chart over more than a day reads them (rollup/read.ts) instead of every raw
 * row; exports, the temperature log and the report's figures still read the raw readings (the MKT
 * and the coverage need every one).
 */
import { READING_FIELDS, type ReadingField } from '../../src/lib/readings';

/** What is rolled up: every numeric field but the position (a map's, not a chart's). */
export const ROLLUP_FIELDS = READING_FIELDS.filter((field) => field !== 'lat' && field !== 'lng') as ReadonlyArray<Exclude<ReadingField, 'lat' | 'lng'>>;
export type RollupField = (typeof ROLLUP_FIELDS)[number];

export interface RollupLevel {
  table: 'readings_minute' | 'readings_hour';
  /** bucket width, seconds */
  seconds: number;
}

export const MINUTE: RollupLevel = { table: 'readings_minute', seconds: 60 };
export const HOUR: RollupLevel = { table: 'readings_hour', seconds: 3600 };
export const ROLLUP_LEVELS: readonly RollupLevel[] = [MINUTE, HOUR];

/** The aggregate columns of one field, in the order the writer binds them. */
export const aggregateColumns = (field: RollupField) => [`${field}_min`, `${field}_max`, `${field}_sum`, `${field}_n`] as const;

/** Every column of a rollup row, in the order the writer binds them. */
export const ROLLUP_COLUMNS: readonly string[] = ['device_id', 'bucket', 'n', ...ROLLUP_FIELDS.flatMap((field) => aggregateColumns(field))];

const DAY = 86_400;

/**
 * The rollup a chart of `seconds` reads: none up to a day (raw rows), minutes up to a week, hours
 * beyond (a 31-day chart reads 744 rows a device).
 */
export function levelForSpan(seconds: number): RollupLevel | null {
  if (seconds <= DAY) return null;
  return seconds <= 7 * DAY ? MINUTE : HOUR;
}
