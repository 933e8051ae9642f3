/**
 * The rollups against an independent computation: every stored raw reading grouped by device and
 * bucket in plain JavaScript (not the fold of write.ts), on messy data — unequal intervals, a
 * gap, batches out of order, a batch sent twice, a field missing from some readings — written
 * through the ingestion as devices send them. Runs on SQLite, and on PostgreSQL in project `pg`.
 */
import { sql } from 'kysely';
import { aggregateColumns, HOUR, MINUTE, ROLLUP_FIELDS, type RollupLevel } from '../../../db/rollupLevels';
import { unixNow } from '../../../../src/lib/signing';
import { mulberry32 } from '../../seededRandom';
import { deviceWithoutReadings } from '../../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { ingestReadings } from '../ingest';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

type Row = Record<string, number | null>;

/** The reference: the raw rows of the device, grouped by bucket here. */
function expected(raw: readonly Row[], level: RollupLevel): Map<number, Row> {
  const out = new Map<number, Row>();
  for (const row of raw) {
    const bucket = Math.floor(Number(row.ts) / level.seconds) * level.seconds;
    const group = out.get(bucket) ?? { n: 0 };
    group.n = Number(group.n) + 1;
    for (const field of ROLLUP_FIELDS) {
      const [min, max, sum, n] = aggregateColumns(field);
      const value = row[field];
      group[n] = Number(group[n] ?? 0);
      if (value === null || value === undefined) continue;
      group[min] = group[min] === undefined || group[min] === null ? value : Math.min(Number(group[min]), value);
      group[max] = group[max] === undefined || group[max] === null ? value : Math.max(Number(group[max]), value);
      group[sum] = Number(group[sum] ?? 0) + value;
      group[n] = Number(group[n]) + 1;
    }
    out.set(bucket, group);
  }
  return out;
}

describe('the readings rollups', () => {
  it('hold, per device and minute and per device and hour, the min, max, sum and count of what was stored', async () => {
    const { app } = platform;
    const device = await deviceWithoutReadings(platform, 'CTH-200');
    const random = mulberry32(27);
    const start = unixNow(platform.clock.now()) - 3 * 86_400;
    // unequal intervals (7 to 97 s), a gap of five hours, humidity missing one time in four
    const inputs: Array<Record<string, unknown>> = [];
    for (let ts = start, i = 0; ts < start + 2 * 86_400; i += 1) {
      ts += 7 + Math.floor(random() * 90);
      if (ts > start + 30_000 && ts < start + 48_000) continue;
      inputs.push({ number: device.number, ts, temperature: Math.round((4 + 6 * Math.sin(i / 50) + random()) * 100) / 100, ...(i % 4 ? { humidity: 40 + Math.floor(random() * 30) } : {}) });
    }
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < inputs.length; i += 300) batches.push(inputs.slice(i, i + 300));
    // out of order: the newest batches first, then the rest, then one again (all duplicates)
    const order = [...batches.slice(batches.length / 2), ...batches.slice(0, batches.length / 2), batches[1]!];
    for (const batch of order) await ingestReadings(app, batch as never);

    const raw = (await sql<Row>`select * from readings where device_id = ${device.id}`.execute(app.db)).rows;
    expect(raw.length).toBe(inputs.length);
    for (const level of [MINUTE, HOUR]) {
      const stored = (await sql<Row>`select * from ${sql.table(level.table)} where device_id = ${device.id}`.execute(app.db)).rows;
      const reference = expected(raw, level);
      expect(stored.length).toBe(reference.size);
      for (const row of stored) {
        const want = reference.get(Number(row.bucket))!;
        expect(Number(row.n)).toBe(want.n);
        for (const field of ROLLUP_FIELDS) {
          const [min, max, sum, n] = aggregateColumns(field);
          expect(Number(row[n])).toBe(want[n]);
          if (!want[n]) continue;
          expect(row[min]).toBe(want[min]);
          expect(row[max]).toBe(want[max]);
          expect(Number(row[sum])).toBeCloseTo(Number(want[sum]), 6);
        }
      }
    }
  });
});
