/**
 * The temperature log's files for one device over 31 days of one-minute data (issue 14's
 * performance table: "PDF of that report ≤ 2 s, size reported"): 44,640 readings of a CTH-200 with
 * an excursion a day, GET /report/temperature/file through app.inject — the checks, the report
 * (every row read, the figures, MKT, excursions, the downsampled chart), then the PDF laid out
 * with the embedded Noto Sans SC subset, or the XLSX with every reading. In-process, so that it
 * runs anywhere: `npx tsx test/bench/temperatureReportFile.ts`, or from run.ts as
 * `benchTemperatureReportFile()`. Numbers, not assertions.
 */
import { insertReadings, minuteReadings, signedGet } from '../support/readingsFixture';
import { createTestPlatform, loginAs } from '../support/testPlatform';
import { median, ms } from './support';

const DAY = 86_400;
const MINUTES_31_DAYS = 31 * 24 * 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

type Row = [string, string, string?];

export async function benchTemperatureReportFile(): Promise<Row[]> {
  const platform = await createTestPlatform();
  try {
    const { db } = platform.app;
    const now = Math.floor(platform.clock.now() / 1000);
    const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('devices')
      .values({ number: '88999002', name: '冷库温湿度记录仪', type: 'temperature_humidity', model: 'CTH-200', expire_date: now + 365 * DAY, organization_id: org.id, company_id: org.company_id, temperature_min: 2, temperature_max: 8, humidity_min: 35, humidity_max: 75 })
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
    const rows: Row[] = [];
    for (const format of ['pdf', 'xlsx'] as const) {
      const query = { target: 'device', id, start, end: start + MINUTES_31_DAYS * 60 - 60, utcOffset: 480, format };
      const times: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        const began = performance.now();
        const used = process.cpuUsage();
        const response = await signedGet(platform, '/report/temperature/file', query, session, 'zh-CN');
        const spent = performance.now() - began;
        const { user, system } = process.cpuUsage(used);
        if (response.statusCode !== 200) throw new Error(response.body);
        // the first run warms the code, the font and SQLite's pages
        if (run > 0) {
          times.push(spent);
          // the process's own CPU time: what the file costs whatever else the machine runs
          cpu.push((user + system) / 1000);
        }
        bytes = response.rawPayload.length;
      }
      rows.push([
        `temperature log ${format.toUpperCase()}, 31 days × 1-minute (44,640 readings), GET /report/temperature/file in-process`,
        ms(median(times)),
        `median of ${RUNS} (CPU ${ms(median(cpu))}); file ${(bytes / 1024).toFixed(0)} KB (zh-CN${format === 'pdf' ? ', Noto Sans SC subset embedded' : ', every reading'})`,
      ]);
    }
    return rows;
  } finally {
    await platform.close();
  }
}

// run directly: print the rows
if (process.argv[1]?.endsWith('temperatureReportFile.ts')) {
  benchTemperatureReportFile().then((rows) => {
    for (const row of rows) console.log(row.join(' | '));
  });
}
