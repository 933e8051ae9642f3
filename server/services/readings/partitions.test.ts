/**
 * PostgreSQL's partitions of the readings (issue 27 §1): made for the retention window and the
 * days ahead at start, made on demand for a batch past them, and dropped whole by retention,
 * which deletes no row. SQLite has no partitions (its retention: retention.test.ts).
 */
import { sql } from 'kysely';
import { listPartitions, partitionOf } from '../../db/partitions';
import { testDatabaseServer } from '../../../test/support/testDatabase';
import { deviceWithoutReadings } from '../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { ingestReadings } from './ingest';
import { PARTITIONED_TABLES } from './partitions';
import { pruneReadings } from './retention';

const DAY = 86_400;
let platform: TestPlatform;

describe.skipIf(testDatabaseServer() === undefined)('the partitions of the readings (PostgreSQL)', () => {
  beforeAll(async () => {
    platform = await createTestPlatform({ readingsRetentionDays: 30 });
  });
  afterAll(() => platform.close());

  const now = () => Math.floor(platform.clock.now() / 1000);
  const count = async (deviceId: number) => Number((await sql<{ n: number }>`select count(*) as n from readings where device_id = ${deviceId}`.execute(platform.app.db)).rows[0]!.n);

  it('covers the retention window and a week ahead from the start, in every partitioned table', async () => {
    for (const table of PARTITIONED_TABLES) {
      const parts = await listPartitions(platform.app.db, table);
      expect(parts[0]!.from).toBeLessThanOrEqual(now() - 30 * DAY);
      expect(parts.at(-1)!.to).toBeGreaterThanOrEqual(now() + 7 * DAY);
      // contiguous days
      for (let i = 1; i < parts.length; i += 1) expect(parts[i]!.from).toBe(parts[i - 1]!.to);
    }
  });

  it('drops the partitions past retention whole, keeps every row of the others, and makes new ones as the clock moves', async () => {
    const { app } = platform;
    const device = await deviceWithoutReadings(platform, 'CTH-200');
    // the cutoff 15 days on, and the start of its day: not at midnight, so that the day holds rows on both sides of it
    if ((now() - 15 * DAY) % DAY < 3600) platform.clock.advance(3600);
    const cutoffLater = now() - 15 * DAY;
    const dayOfCutoff = partitionOf('readings', cutoffLater, 1).from;
    // one reading every 6 hours over the last 20 days, and one between the start of the cutoff's
    // day and the cutoff (the grid misses that stretch when the test runs before 06:00 UTC)
    const grid = Array.from({ length: 80 }, (_, i) => now() - 20 * DAY + i * 6 * 3600);
    const times = [...new Set([...grid, Math.floor((dayOfCutoff + cutoffLater) / 2)])].sort((a, b) => a - b);
    expect((await ingestReadings(app, times.map((ts) => ({ number: device.number, ts, temperature: 4 })))).stored).toBe(times.length);

    // 15 days on: the window starts 5 days after the first reading
    platform.clock.advance(15 * DAY);
    expect(await pruneReadings(app)).toBe(0);
    const cutoff = now() - 30 * DAY;
    const kept = partitionOf('readings', cutoff, 1).from;
    expect([cutoff, kept]).toEqual([cutoffLater, dayOfCutoff]);
    for (const table of PARTITIONED_TABLES) {
      const parts = await listPartitions(app.db, table);
      expect(parts[0]!.from).toBe(kept);
      expect(parts.at(-1)!.to).toBeGreaterThanOrEqual(now() + 7 * DAY);
    }
    // rows of whole days past the window are gone with their partitions; the cutoff's own day keeps all of its rows
    expect(await count(device.id)).toBe(times.filter((ts) => ts >= kept).length);
    expect((await sql<{ n: number }>`select count(*) as n from readings where device_id = ${device.id} and ts < ${cutoff}`.execute(app.db)).rows[0]!.n).toBe(
      times.filter((ts) => ts >= kept && ts < cutoff).length,
    );
    expect(times.some((ts) => ts >= kept && ts < cutoff)).toBe(true);

    // a reading 40 days ahead of the partitions made: its partition is made for it
    platform.clock.advance(40 * DAY);
    expect((await ingestReadings(app, [{ number: device.number, ts: now(), temperature: 5 }])).stored).toBe(1);
    expect((await listPartitions(app.db, 'readings')).some((p) => p.from <= now() && now() < p.to)).toBe(true);
  });
});
