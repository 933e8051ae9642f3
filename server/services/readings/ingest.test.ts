import { sql } from 'kysely';
import { unixNow } from '../../../src/lib/signing';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { ingestReadings } from './ingest';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const now = () => unixNow(platform.clock.now());

/** A seeded device of company 1 of this model, one not used by another test of this file, without readings (the seed's alarm history gives some a few). */
const taken = new Set<number>();
async function device(model: string) {
  const rows = await platform.app.db
    .selectFrom('devices')
    .selectAll()
    .where('model', '=', model)
    .where('company_id', '=', 1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('readings').select('ts').whereRef('readings.device_id', '=', 'devices.id'))))
    .orderBy('id')
    .execute();
  const row = rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error(`no free ${model} device`);
  taken.add(row.id);
  return row;
}

const stored = (deviceId: number) => platform.app.db.selectFrom('readings').selectAll().where('device_id', '=', deviceId).orderBy('ts').execute();
const state = (deviceId: number) => platform.app.db.selectFrom('device_state').selectAll().where('device_id', '=', deviceId).executeTakeFirst();

describe('ingestReadings', () => {
  it('stores the same (device, ts) once, in one batch and across batches, and counts the rest as duplicates', async () => {
    const d = await device('CTH-200');
    const ts = now() - 600;
    const row = { number: d.number, ts, temperature: 4.2, humidity: 55 };
    expect(await ingestReadings(platform.app, [row, { ...row, temperature: 9 }, { ...row, ts: ts + 60 }])).toEqual({ stored: 2, duplicates: 1, rejected: [] });
    expect(await ingestReadings(platform.app, [row, { ...row, ts: ts + 60 }, { ...row, ts: ts + 120 }])).toEqual({ stored: 1, duplicates: 2, rejected: [] });
    const rows = await stored(d.id);
    expect(rows.map((r) => r.ts)).toEqual([ts, ts + 60, ts + 120]);
    // the first value sent for a time is the one kept
    expect(rows[0]!.temperature).toBe(4.2);
  });

  it('refuses an out-of-range value with its row index and field, and stores the rest of the batch', async () => {
    const d = await device('CT-100');
    const ts = now() - 300;
    const result = await ingestReadings(
      platform.app,
      [
        { number: d.number, ts, temperature: 5 },
        { number: d.number, ts: ts + 1, temperature: 151 },
        { number: d.number, ts: ts + 2, temperature: 6, battery: 101 },
        { number: d.number, ts: ts + 3, temperature: -100 },
      ],
      { lang: 'en' },
    );
    expect(result.stored).toBe(2);
    expect(result.rejected).toEqual([
      { index: 1, number: d.number, field: 'temperature', reason: 'validation.readings.outOfRange', message: 'temperature must be between -100 and 150 °C' },
      { index: 2, number: d.number, field: 'battery', reason: 'validation.readings.outOfRange', message: 'battery must be between 0 and 100 %' },
    ]);
    expect((await stored(d.id)).map((r) => r.temperature)).toEqual([5, -100]);
  });

  it('refuses a value on a channel the model lacks, an unknown device and a malformed number, per row', async () => {
    const d = await device('CT-100');
    const ts = now() - 120;
    const result = await ingestReadings(
      platform.app,
      [
        { number: d.number, ts, temperature: 3, humidity: 40 },
        { number: '99999999', ts, temperature: 3 },
        { number: '1234', ts, temperature: 3 },
        { number: d.number, ts, temperature: 3, lat: 31.2 },
        { number: d.number, ts, temperature: 3 },
      ],
      { lang: 'zh-CN' },
    );
    expect(result.stored).toBe(1);
    expect(result.rejected.map(({ index, field, reason }) => ({ index, field, reason }))).toEqual([
      { index: 0, field: 'humidity', reason: 'validation.readings.channel' },
      { index: 1, field: 'number', reason: 'validation.readings.unknownDevice' },
      { index: 2, field: 'number', reason: 'validation.readings.number' },
      { index: 3, field: 'lat', reason: 'validation.readings.channel' },
    ]);
    expect(result.rejected[0]!.message).toBe('型号 CT-100 不测量 humidity');
    expect(result.rejected[1]!.message).toBe('不存在编号为 99999999 的设备');
  });

  it('reads spec §5 timestamps, refuses the far future and the past beyond retention, and rounds values', async () => {
    const d = await device('CV-300G');
    const t = now() - 1000;
    const result = await ingestReadings(
      platform.app,
      [
        { number: d.number, ts: t * 1000 + 999, temperature: 4.26, humidity: 50.04, lat: 31.2304166, lng: 121.4737011 },
        { number: d.number, ts: String(t + 1), temperature: 4 },
        { number: d.number, ts: '12345', temperature: 4 },
        { number: d.number, ts: '2024-05-01 08:00', temperature: 4 },
        { number: d.number, ts: now() + platform.config.readingsMaxFutureSeconds + 1, temperature: 4 },
        { number: d.number, ts: now() - platform.config.readingsRetentionDays * 86_400 - 1, temperature: 4 },
        { number: d.number, ts: t + 2, lat: 30 },
        { number: d.number, ts: t + 3, temperature: '4' as unknown as number },
        { number: d.number, ts: t + 4, colour: 3 } as never,
      ],
      { lang: 'en' },
    );
    expect(result.rejected.map(({ index, reason }) => [index, reason])).toEqual([
      [2, 'validation.readings.shortTimestamp'],
      [3, 'validation.readings.time'],
      [4, 'validation.readings.future'],
      [5, 'validation.readings.tooOld'],
      [6, 'validation.readings.position'],
      [7, 'validation.readings.notNumber'],
      [8, 'validation.readings.unknownField'],
    ]);
    expect(result.rejected[0]!.message).toBe('Timestamps with fewer than 10 digits are not supported: 12345');
    const rows = await stored(d.id);
    expect(rows.map((r) => r.ts)).toEqual([t, t + 1]);
    expect(rows[0]).toMatchObject({ temperature: 4.3, humidity: 50, lat: 31.230417, lng: 121.473701 });
  });

  it('updates the latest state and the device row, and an older reading does not move them back', async () => {
    const d = await device('CTH-200');
    const t = now() - 60;
    await ingestReadings(platform.app, [{ number: d.number, ts: t, temperature: 5.5, humidity: 60, battery: 77, signal: 66 }]);
    expect(await state(d.id)).toMatchObject({ ts: t, temperature: 5.5, humidity: 60, battery: 77, online: 1, last_seen: now() });
    platform.clock.advance(30);
    const late = await ingestReadings(platform.app, [{ number: d.number, ts: t - 600, temperature: 9.9, humidity: 10, battery: 12, signal: 5 }]);
    expect(late.stored).toBe(1);
    // still the newer reading, but heard from just now
    expect(await state(d.id)).toMatchObject({ ts: t, temperature: 5.5, battery: 77, last_seen: now() });
    const row = await platform.app.db.selectFrom('devices').select(['battery', 'signal', 'online']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ battery: 77, signal: 66, online: 1 });
    await ingestReadings(platform.app, [{ number: d.number, ts: t + 30, temperature: 6, battery: 76 }]);
    expect(await state(d.id)).toMatchObject({ ts: t + 30, temperature: 6, humidity: null, battery: 76 });
    expect(await platform.app.db.selectFrom('devices').select('battery').where('id', '=', d.id).executeTakeFirstOrThrow()).toEqual({ battery: 76 });
  });

  it('stores a batch larger than one statement, across devices, in one go', async () => {
    const a = await device('CT-100');
    const b = await device('CB-50');
    const t = now() - 5000;
    const batch = Array.from({ length: 1500 }, (_, i) => ({ number: i % 2 ? a.number : b.number, ts: t + i, temperature: (i % 50) - 20 }));
    expect(await ingestReadings(platform.app, batch)).toEqual({ stored: 1500, duplicates: 0, rejected: [] });
    expect((await stored(a.id)).length).toBe(750);
    const check = await sql<{ n: number }>`select count(*) as n from readings where device_id = ${b.id} and temperature = -20`.execute(platform.app.db);
    expect(check.rows[0]!.n).toBe(30);
    expect(await state(b.id)).toMatchObject({ ts: t + 1498 });
  });

  it('stores nothing of a batch whose every row is refused', async () => {
    const before = await platform.app.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const result = await ingestReadings(platform.app, [{ number: '99999998', ts: now(), temperature: 1 }]);
    expect(result).toMatchObject({ stored: 0, duplicates: 0 });
    const after = await platform.app.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
