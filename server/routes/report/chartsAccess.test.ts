/** The statistics charts page draws devices' charts through GET /readings/{id}?mode=chart: its menu alone opens them. */
import { ApiStatus } from '../../../src/lib/contract';
import type { ReadingChart } from '../../../src/lib/readings';
import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings, userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

it('answers a device’s chart to a user whose only page is the statistics charts, and not to one without it', async () => {
  const now = Math.floor(platform.clock.now() / 1000);
  const fleet = await newFleet(platform, 'admin0001');
  const device = await addFleetDevice(platform, fleet, { name: 'CH-a', number: '88910001' });
  await insertReadings(
    platform,
    device,
    minuteReadings(now - 600, 10, (i) => ({ temperature: 4 + i, humidity: 50 })),
  );
  const ask = async (pages: string[]) =>
    signedInject<ReadingChart>(platform, {
      method: 'GET',
      url: `/readings/${device}`,
      query: { start: now - 3600, end: now, mode: 'chart', points: 100 },
      session: await userWithPages(platform, fleet.companyId, pages),
    });
  const charts = await ask(['StatisticsCharts']);
  expect(charts.envelope.status).toBe(ApiStatus.ok);
  expect(charts.envelope.data!.series.temperature).toHaveLength(10);
  expect((await ask(['StatisticsOverview'])).envelope.status).toBe(ApiStatus.forbidden);
});
