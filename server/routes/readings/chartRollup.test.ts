/**
 * A chart over more than a day reads the rollups (issue 27 §1): over 31 days, the hour rollup
 * gives every excursion's extreme and the count of readings behind the chart, and the raw rows are
 * not read at all (taken away underneath, the chart does not change); a chart of one day still
 * reads the raw rows. Runs on SQLite, and on PostgreSQL in project `pg`.
 */
import { sql } from 'kysely';
import type { ReadingChart } from '../../../src/lib/readings';
import { insertReadings, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

const DAY = 86_400;
let platform: TestPlatform;
let session: TestSession;
let device: number;
let now: number;
/** readings every 5 minutes over 31 days, with a gap of two days, and two excursions */
const readings: Array<{ ts: number; temperature: number; humidity: number }> = [];

beforeAll(async () => {
  platform = await createTestPlatform();
  const { db } = platform.app;
  now = Math.floor(platform.clock.now() / 1000);
  const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
  device = (
    await db
      .insertInto('devices')
      .values({ number: '88270001', name: 'rollup fridge', type: 'temperature', model: 'CTH-200', expire_date: now + 365 * DAY, organization_id: org.id, company_id: org.company_id, temperature_min: 2, temperature_max: 8 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const start = now - 31 * DAY;
  for (let ts = start, i = 0; ts <= now - 600; ts += 300, i += 1) {
    if (ts > start + 10 * DAY && ts < start + 12 * DAY) continue;
    const temperature = i === 1000 ? 14.7 : i === 6000 ? -3.2 : Math.round((5 + 2 * Math.sin(i / 30)) * 10) / 10;
    readings.push({ ts, temperature, humidity: 50 + (i % 7) });
  }
  await insertReadings(platform, device, readings);
  session = await userWithPages(platform, org.company_id, ['DeviceRecord']);
});
afterAll(() => platform.close());

const chart = (start: number, end: number) =>
  signedInject<ReadingChart>(platform, { method: 'GET', url: `/readings/${device}`, query: { mode: 'chart', start, end, points: 500 }, session, lang: 'en' });

describe('a chart over 31 days', () => {
  it('reads the hour rollup: every extreme is there, and the count of the readings behind it', async () => {
    const answer = (await chart(now - 31 * DAY, now)).envelope.data!;
    const temperatures = answer.series.temperature!.map(([, value]) => value);
    expect(Math.max(...temperatures)).toBe(14.7);
    expect(Math.min(...temperatures)).toBe(-3.2);
    expect(answer.total).toBe(readings.length);
    for (const [ts] of answer.series.temperature!) expect(ts).toBeGreaterThanOrEqual(now - 31 * DAY);

    // the raw rows taken away underneath: the chart is the same, it never read them
    await sql`delete from readings where device_id = ${device}`.execute(platform.app.db);
    expect((await chart(now - 31 * DAY, now)).envelope.data).toEqual(answer);
    // a day's chart reads the raw rows: none now
    expect((await chart(now - DAY, now)).envelope.data!.total).toBe(0);
  });
});
