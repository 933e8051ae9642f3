import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { insertReadings } from '../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { dayStart, lastDays } from '../fleet/days';
import { DAY_CACHE_SECONDS, rangeCountsOfDays } from './rangeCountsCache';

const DAY = 86_400;
let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('the overview’s time-in-range counts per day', () => {
  it('keeps a finished day for an hour, and reads today afresh every time', async () => {
    const fleet = await newFleet(platform, 'admin0001');
    const device = await addFleetDevice(platform, fleet, { name: 'RC-a', number: '88700001' });
    const nowAt = () => Math.floor(platform.clock.now() / 1000);
    // noon (UTC) of tomorrow: an hour later is still the same day
    platform.clock.advance(dayStart(nowAt(), 0) + DAY + DAY / 2 - nowAt());
    const today = dayStart(nowAt(), 0);
    const counts = async () => {
      const rows = await rangeCountsOfDays(platform.app.db, fleet.companyId, lastDays(nowAt(), 0, 3), nowAt(), 0);
      const of = (day: number) =>
        rows.filter((row) => row.organizationId === fleet.organizationId && row.day === day).reduce((sum, row) => sum + row.judged, 0);
      return { yesterday: of(today - DAY), today: of(today) };
    };
    await insertReadings(platform, device, [
      { ts: today - DAY + 60, temperature: 5 },
      { ts: today + 1, temperature: 5 },
    ]);
    expect(await counts()).toEqual({ yesterday: 1, today: 1 });

    // a late upload into yesterday, and a new reading today
    await insertReadings(platform, device, [
      { ts: today - DAY + 120, temperature: 5 },
      { ts: today + 2, temperature: 5 },
    ]);
    expect(await counts()).toEqual({ yesterday: 1, today: 2 });

    platform.clock.advance(DAY_CACHE_SECONDS);
    expect(dayStart(nowAt(), 0)).toBe(today);
    expect(await counts()).toEqual({ yesterday: 2, today: 2 });
  });
});
