/**
 * The temperature log of one device over 31 days with a change of acquisition period halfway
 * (issue 26's performance table): a reading a minute for 15.5 days, then one every 10 minutes after
 * a parameter-settings command the simulated device applies (POST /command/settings, the responder
 * ticking on the platform's clock moved to the middle of the range), with a daily 20-minute door
 * opening above 8 °C. GET /report/temperature through app.inject, timed end to end like
 * temperatureReport.ts's row. The set-up uses only paths that existed before issue 26 (plain
 * inserts, the settings command), so that the same file runs against an older tree for a
 * "before" figure. In-process: `npx tsx test/bench/temperatureReportPeriodChange.ts`, or from
 * run.ts. Numbers, not assertions.
 */
import type { TemperatureReport } from '../../src/lib/reports';
import { insertReadings, type ReadingSeed } from '../support/readingsFixture';
import { createTestPlatform, loginAs, signedInject } from '../support/testPlatform';
import { median, ms } from './support';

const DAY = 86_400;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

type Row = [string, string, string?];

/** The temperature at minute `i` of the range: 4–6 °C, 20 minutes at 9.5 °C every day from 10:00. */
const temperature = (i: number) => (i % 1440 >= 600 && i % 1440 < 620 ? 9.5 : Math.round((5 + Math.sin(i / 90)) * 10) / 10);

export async function benchTemperatureReportPeriodChange(): Promise<Row[]> {
  // the simulated device answers every command with success
  const platform = await createTestPlatform({ commandRandom: () => 0.5 });
  try {
    const { db } = platform.app;
    const at = () => Math.floor(platform.clock.now() / 1000);
    const start = Math.ceil(at() / 60) * 60 + 60;
    const change = start + 15.5 * DAY;
    const end = start + 31 * DAY - 60;
    const org = await db.selectFrom('organizations').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('devices')
      .values({ number: '88999002', name: 'bench period', type: 'temperature', model: 'CT-100', expire_date: start + 365 * DAY, organization_id: org.id, company_id: org.company_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('devices').set({ acquisition_period: 60, offline_minutes: 30, temperature_min: 2, temperature_max: 8 }).where('id', '=', id).execute();
    const readings: ReadingSeed[] = [];
    for (let ts = start; ts < change; ts += 60) readings.push({ ts, temperature: temperature((ts - start) / 60) });
    for (let ts = change; ts <= end; ts += 600) readings.push({ ts, temperature: temperature((ts - start) / 60) });
    await insertReadings(platform, id, readings);

    // the settings command, applied a few seconds before the first ten-minute reading
    platform.clock.advance(change - 10 - at());
    const sent = await signedInject(platform, {
      method: 'POST',
      url: '/command/settings',
      json: { deviceIds: [id], acquisitionPeriod: 600 },
      session: (await loginAs(platform, 'admin0001')).session,
    });
    if (sent.envelope.status !== '1') throw new Error(JSON.stringify(sent.envelope));
    for (let second = 0; second < 10; second++) {
      platform.clock.advance(1);
      await platform.app.commandResponder.tick();
    }
    const applied = await db.selectFrom('devices').select('acquisition_period').where('id', '=', id).executeTakeFirstOrThrow();
    if (applied.acquisition_period !== 600) throw new Error('the settings command was not applied');

    platform.clock.advance(end + 60 - at());
    const { session } = await loginAs(platform, 'admin0001');
    const query = { target: 'device', id, start, end, utcOffset: 480 };
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
    // read loosely: an older tree's report has no coverage
    const coverage = (device.temperature as { coveragePct?: number | null }).coveragePct;
    const mean = device.temperature.mean;
    return [
      [
        `temperature report, 31 days with a period change (1-minute then 10-minute, ${readings.length.toLocaleString('en')} readings), GET /report/temperature in-process`,
        ms(median(times)),
        [
          `median of ${RUNS}`,
          `${device.temperature.readings} readings, ${device.excursions.length} excursions`,
          `mean ${mean === null ? '—' : mean.toFixed(3)} °C, coverage ${typeof coverage === 'number' ? `${coverage.toFixed(1)} %` : '—'}`,
          `chart ${device.chart.temperature.length} points, answer ${(bytes / 1024).toFixed(0)} KB`,
        ].join('; '),
      ],
    ];
  } finally {
    await platform.close();
  }
}

// run directly: print the row
if (process.argv[1]?.endsWith('temperatureReportPeriodChange.ts')) {
  benchTemperatureReportPeriodChange().then((rows) => {
    for (const row of rows) console.log(row.join(' | '));
  });
}
