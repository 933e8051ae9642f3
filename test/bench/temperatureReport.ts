/**
 * The temperature log of one device over 31 days of one-minute data (issue 14's performance
 * table: "summary and chart ≤ 1 s end to end"): 44,640 readings of a CTH-200 with an excursion a
 * day, GET /report/temperature through app.inject (signing, the guard, the query, reading every
 * row in keyset pages, the figures, MKT, excursions, the downsampled chart and the first 100
 * rows, the JSON answer). In-process, so that it runs anywhere: `npx tsx test/bench/temperatureReport.ts`,
 * or from run.ts as `benchTemperatureReport()`. Numbers, not assertions.
 */
import type { TemperatureReport } from '../../src/lib/reports';
import { insertReadings, minuteReadings } from '../support/readingsFixture';
import { createTestPlatform, loginAs, signedInject } from '../support/testPlatform';
import { median, ms } from './support';

const DAY = 86_400;
const MINUTES_31_DAYS = 31 * 24 * 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

type Row = [string, string, string?];

export async function benchTemperatureReport(): Promise<Row[]> {
  const platform = await createTestPlatform();
  try {
    const { db } = platform.app;
    const now = Math.floor(platform.clock.now() / 1000);
    const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('devices')
      .values({
        number: '88999001',
        name: 'bench',
        type: 'temperature_humidity',
        model: 'CTH-200',
        expire_date: now + 365 * DAY,
        organization_id: org.id,
        company_id: org.company_id,
        temperature_min: 2,
        temperature_max: 8,
        humidity_min: 35,
        humidity_max: 75,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = now - 31 * DAY;
    // a daily door opening of 20 minutes above 8 °C, otherwise 4–6 °C
    await insertReadings(
      platform,
      id,
      minuteReadings(start, MINUTES_31_DAYS, (i) => ({
        temperature: i % 1440 >= 600 && i % 1440 < 620 ? 9.5 : Math.round((5 + Math.sin(i / 90)) * 10) / 10,
        humidity: 55 + (i % 7),
        battery: 90,
        signal: 70,
        power: 1,
      })),
    );
    const { session } = await loginAs(platform, 'admin0001');
    const query = { target: 'device', id, start, end: start + MINUTES_31_DAYS * 60 - 60, utcOffset: 480 };
    const times: number[] = [];
    let bytes = 0;
    let answer: TemperatureReport | undefined;
    for (let run = 0; run < RUNS + 1; run++) {
      const began = performance.now();
      const response = await signedInject<TemperatureReport>(platform, { method: 'GET', url: '/report/temperature', query, session });
      const spent = performance.now() - began;
      if (response.envelope.status !== '1') throw new Error(JSON.stringify(response.envelope));
      // the first run warms the code and SQLite's pages
      if (run > 0) times.push(spent);
      answer = response.envelope.data;
      bytes = JSON.stringify(response.envelope).length;
    }
    const device = answer!.devices[0]!;
    return [
      [
        'temperature log, 31 days × 1-minute (44,640 readings), GET /report/temperature in-process',
        ms(median(times)),
        `median of ${RUNS}; ${device.temperature.readings} readings, ${device.excursions.length} excursions, chart ${device.chart.temperature.length}+${device.chart.humidity.length} points, answer ${(bytes / 1024).toFixed(0)} KB`,
      ],
    ];
  } finally {
    await platform.close();
  }
}

// run directly: print the row
if (process.argv[1]?.endsWith('temperatureReport.ts')) {
  benchTemperatureReport().then((rows) => {
    for (const row of rows) console.log(row.join(' | '));
  });
}
