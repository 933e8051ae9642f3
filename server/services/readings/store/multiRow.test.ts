import { sql } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../../test/support/testPlatform';
import type { ReadingsTable } from '../../../db/schema';
import { coverReadings } from '../partitions';
import { chunkSizes, MultiRowStatement } from './multiRow';
import { READING_COLUMNS, ROWS_PER_STATEMENT } from './write';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('chunkSizes', () => {
  it('splits a count into full chunks, then distinct powers of two', () => {
    expect(chunkSizes(0, 512)).toEqual([]);
    expect(chunkSizes(1, 512)).toEqual([1]);
    expect(chunkSizes(1500, 512)).toEqual([512, 512, 256, 128, 64, 16, 8, 4]);
    expect(chunkSizes(700, 500)).toEqual([500, 128, 64, 8]);
    for (const total of [3, 511, 512, 513, 2000, 12_345]) {
      const sizes = chunkSizes(total, ROWS_PER_STATEMENT);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(ROWS_PER_STATEMENT);
    }
  });
});

describe('MultiRowStatement', () => {
  it('binds each row’s values to its own columns, whatever the chunking', async () => {
    const rows: ReadingsTable[] = Array.from({ length: 777 }, (_, i) => ({
      device_id: 900_000 + (i % 3),
      ts: 1_700_000_000 + i,
      temperature: i / 10,
      humidity: null,
      battery: i % 100,
      signal: null,
      power: 1,
      lat: null,
      lng: null,
      pressure: null,
      light: null,
      o2: null,
      co2: i,
      shake: null,
      door: 0,
    }));
    const statement = new MultiRowStatement<ReadingsTable>(READING_COLUMNS, 100, (db, n) =>
      db.insertInto('readings').values(MultiRowStatement.placeholders<ReadingsTable>(READING_COLUMNS, n)),
    );
    // PostgreSQL: the fixed times of this test have a partition
    await coverReadings(platform.app.db, 1_700_000_000, 1_700_000_000 + 777, platform.app.config);
    expect(await statement.execute(platform.app.db, rows)).toBe(777);
    const back = await platform.app.db.selectFrom('readings').selectAll().where('device_id', '>=', 900_000).orderBy('ts').execute();
    expect(back).toEqual(rows);
  });

  it('refuses a statement whose bound values are not exactly the rows’ columns', async () => {
    const statement = new MultiRowStatement<ReadingsTable>(READING_COLUMNS, 10, (db, n) =>
      db
        .insertInto('readings')
        .values(MultiRowStatement.placeholders<ReadingsTable>(READING_COLUMNS, n))
        .onConflict((oc) => oc.columns(['device_id', 'ts']).doUpdateSet({ temperature: 1 })),
    );
    const count = async () => (await sql<{ n: number }>`select count(*) as n from readings where device_id = 1`.execute(platform.app.db)).rows[0]!.n;
    // device 1 may have readings of the seed's alarm history: nothing is added to them
    const before = await count();
    await expect(statement.execute(platform.app.db, [{ device_id: 1 } as ReadingsTable])).rejects.toThrow(/binds 16 values, not 1 × 15/);
    expect(await count()).toBe(before);
  });
});
