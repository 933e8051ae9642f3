/**
 * Storing readings (write.ts; on PostgreSQL writePostgres.ts, one statement for the rows and both
 * rollups): a (device, ts) is stored once, the first of a pair repeated in one call; what is
 * returned, and what the rollups add up, is what was stored and nothing else. Runs on SQLite, and
 * on PostgreSQL in project `pg`.
 */
import { sql } from 'kysely';
import { READING_FIELDS, type ReadingField } from '../../../../src/lib/readings';
import type { ReadingsTable } from '../../../db/schema';
import { deviceWithoutReadings } from '../../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import { storeReadings } from './write';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

/** A row with every reading field empty but the temperature and the battery. */
const row = (device_id: number, ts: number, temperature: number): ReadingsTable => ({
  ...(Object.fromEntries(READING_FIELDS.map((field) => [field, null])) as Record<ReadingField, null>),
  device_id,
  ts,
  temperature,
  battery: 80,
});

describe('storeReadings', () => {
  it('stores and returns each new (device, ts) once, the first of a repeated one, and rolls up only those', async () => {
    const { db } = platform.app;
    const device = await deviceWithoutReadings(platform, 'CTH-200');
    const minute = Math.floor(platform.clock.now() / 60_000) * 60 - 3600;
    const first = await db
      .transaction()
      .execute((trx) => storeReadings(trx, [row(device.id, minute, 5), row(device.id, minute, 9), row(device.id, minute + 10, 6)]));
    expect(first.map((r) => [r.ts, r.temperature])).toEqual([
      [minute, 5],
      [minute + 10, 6],
    ]);
    // sent again with one new reading: only that one is new
    const second = await db.transaction().execute((trx) => storeReadings(trx, [row(device.id, minute + 10, 7), row(device.id, minute + 20, 8)]));
    expect(second.map((r) => [r.ts, r.temperature])).toEqual([[minute + 20, 8]]);

    const stored = await db.selectFrom('readings').select(['ts', 'temperature']).where('device_id', '=', device.id).orderBy('ts').execute();
    expect(stored.map((r) => [Number(r.ts), r.temperature])).toEqual([
      [minute, 5],
      [minute + 10, 6],
      [minute + 20, 8],
    ]);
    const { rows } = await sql<
      Record<string, number>
    >`select n, temperature_min, temperature_max, temperature_sum, temperature_n, battery_n, humidity_n, humidity_sum
      from readings_minute where device_id = ${device.id}`.execute(db);
    expect(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : Number(v)])))).toEqual([
      { n: 3, temperature_min: 5, temperature_max: 8, temperature_sum: 19, temperature_n: 3, battery_n: 3, humidity_n: 0, humidity_sum: 0 },
    ]);
  });

  it('stores nothing for no rows', async () => {
    expect(await platform.app.db.transaction().execute((trx) => storeReadings(trx, []))).toEqual([]);
  });
});
