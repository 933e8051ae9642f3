import { sql, type Kysely } from 'kysely';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import * as devicePeriods from './018_device_periods';

describe('migration 018: the acquisition period timeline, in a database seeded before it', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  // a whole platform starts inside the test: on PostgreSQL under a loaded CI that takes more than 5 s
  it('gives every existing device its current period from the beginning, and goes with a deleted device', { timeout: 30_000 }, async () => {
    platform = await createTestPlatform();
    const db = platform.app.db as unknown as Kysely<unknown>;
    // the seed wrote each device's planned period from the beginning
    const seeded = await sql<{ n: number }>`select count(*) as n from devices d join device_periods p on p.device_id = d.id and p.since = 0 and p.period = d.acquisition_period`.execute(db);
    const devices = await sql<{ n: number }>`select count(*) as n from devices`.execute(db);
    expect(seeded.rows[0]!.n).toBe(devices.rows[0]!.n);

    // the database as issue 14 left it, one device's period changed since
    await devicePeriods.down(db);
    await sql`update devices set acquisition_period = 45 where id = 3`.execute(db);
    await devicePeriods.up(db);
    const rows = await sql<{ device_id: number; since: number; period: number }>`select device_id, since, period from device_periods order by device_id`.execute(db);
    expect(rows.rows).toHaveLength(devices.rows[0]!.n);
    expect(rows.rows.every((row) => Number(row.since) === 0)).toBe(true);
    expect(rows.rows.find((row) => row.device_id === 3)).toMatchObject({ period: 45 });

    await sql`delete from devices where id = 3`.execute(db);
    expect((await sql<{ n: number }>`select count(*) as n from device_periods where device_id = 3`.execute(db)).rows[0]!.n).toBe(0);
  });
});
