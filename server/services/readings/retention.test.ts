import { unixNow } from '../../../src/lib/signing';
import { testDatabaseServer } from '../../../test/support/testDatabase';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { ingestReadings } from './ingest';
import { pruneReadings } from './retention';

const DAY = 86_400;
let platform: TestPlatform;

// SQLite deletes rows; PostgreSQL drops whole partitions instead (partitions.test.ts)
describe.skipIf(testDatabaseServer() !== undefined)('pruneReadings', () => {
  beforeAll(async () => {
    platform = await createTestPlatform({ readingsRetentionDays: 30, retentionBatch: 2 });
  });
  afterAll(() => platform.close());

  it('removes the readings older than the retention period, in batches, and only those', async () => {
    const { app } = platform;
    // two devices without readings (the seed's alarm history gives some a few, 8 to 28 days back)
    const [a, b] = await app.db
      .selectFrom('devices')
      .select(['id', 'number'])
      .where('model', '=', 'CT-100')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('readings').select('ts').whereRef('readings.device_id', '=', 'devices.id'))))
      .orderBy('id')
      .limit(2)
      .execute();
    const now = unixNow(platform.clock.now());
    const old = [now - 25 * DAY, now - 25 * DAY + 60, now - 25 * DAY + 120, now - 24 * DAY, now - 23 * DAY];
    const kept = [now - 5 * DAY, now - DAY, now];
    await ingestReadings(
      app,
      [...old, ...kept].map((ts) => ({ number: a!.number, ts, temperature: 3 })),
    );
    await ingestReadings(
      app,
      [...old.slice(0, 2), ...kept].map((ts) => ({ number: b!.number, ts, temperature: 3 })),
    );
    expect(await pruneReadings(app)).toBe(0);

    // 10 days on: the first five readings of a, two of b are past 30 days, and the seed's older than 20 days now
    const seeded = await app.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', 'not in', [a!.id, b!.id])
      .where('ts', '<', now - 20 * DAY)
      .executeTakeFirstOrThrow();
    platform.clock.advance(10 * DAY);
    expect(await pruneReadings(app)).toBe(7 + Number(seeded.n));
    const left = await app.db
      .selectFrom('readings')
      .select(['device_id', 'ts'])
      .where('device_id', 'in', [a!.id, b!.id])
      .orderBy('device_id')
      .orderBy('ts')
      .execute();
    expect(left).toEqual([...kept.map((ts) => ({ device_id: a!.id, ts })), ...kept.map((ts) => ({ device_id: b!.id, ts }))]);
    // the latest state is not history: it stays
    expect(await app.db.selectFrom('device_state').select('ts').where('device_id', '=', a!.id).executeTakeFirstOrThrow()).toEqual({ ts: now });
  });
});
