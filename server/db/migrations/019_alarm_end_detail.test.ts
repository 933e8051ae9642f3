import type { Insertable, Kysely } from 'kysely';
import type { AlarmsTable } from '../schema';
import { addFleetDevice, newFleet } from '../../../test/support/fleetFixture';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { deriveEndDetails } from './019_alarm_end_detail';

describe('migration 019: the data timeouts stored before it get their detail where the readings tell', () => {
  let platform: TestPlatform;
  afterEach(() => platform?.close());

  it('back in range, back online or silent from the readings of the alarm’s field; nothing when they are gone', { timeout: 30_000 }, async () => {
    platform = await createTestPlatform();
    const { db } = platform.app;
    const fleet = await newFleet(platform, 'admin0001');
    const device = await addFleetDevice(platform, fleet, { number: '95000001', name: 'migration-019' });
    const t0 = Math.floor(platform.clock.now() / 1000) - 10 * 3600;
    // 09:00-ish: an excursion at minutes 0–2, then in range until minute 30; humidity only until minute 2
    await insertReadings(
      platform,
      device,
      minuteReadings(t0, 31, (i) => ({ temperature: i < 3 ? 9.5 : 5, humidity: i < 3 ? 90 : null })),
    );
    // an hour later: an excursion at minutes 60–62 and nothing after
    await insertReadings(
      platform,
      device,
      minuteReadings(t0 + 3600, 3, () => ({ temperature: 9.5 })),
    );

    const ended = async (values: Partial<Insertable<AlarmsTable>>, event: Record<string, unknown> = { reason: values.end_reason }) => {
      const created = values.created_at ?? t0 + 60;
      const { id } = await db
        .insertInto('alarms')
        .values({
          device_id: device,
          company_id: fleet.companyId,
          organization_id: fleet.organizationId,
          type: 'temperature_high',
          level: 1,
          status: 'closed',
          source: 'history',
          created_at: created,
          first_exceeded_at: created - 60,
          end_reason: 'dataTimeout',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('alarm_events')
        .values({ alarm_id: id, company_id: fleet.companyId, ts: Number(values.ended_at), kind: 'ended', detail: JSON.stringify(event) })
        .execute();
      return id;
    };
    const backInRange = await ended({ last_exceeded_at: t0 + 120, ended_at: t0 + 120 + 600 }, { reason: 'dataTimeout', note: 'kept' });
    const silent = await ended({ created_at: t0 + 3660, last_exceeded_at: t0 + 3720, ended_at: t0 + 3720 + 600 });
    // humidity stopped after its excursion while temperature went on: silent for a humidity alarm
    const humidity = await ended({ type: 'humidity_high', last_exceeded_at: t0 + 120, ended_at: t0 + 720 });
    const offline = await ended({ type: 'offline', created_at: t0 + 1800, last_exceeded_at: t0 + 1500, ended_at: t0 + 2100 });
    // no readings at all around it (pruned, or a synthetic alarm): not known
    const unknown = await ended({ created_at: t0 - 86_400, last_exceeded_at: t0 - 86_400, ended_at: t0 - 86_400 + 1800 });
    const manual = await ended({ end_reason: 'manual', last_exceeded_at: t0 + 120, ended_at: t0 + 600 });

    expect(await deriveEndDetails(db as unknown as Kysely<unknown>)).toBeGreaterThanOrEqual(4);
    const rows = await db.selectFrom('alarms').select(['id', 'end_detail', 'end_minutes']).where('device_id', '=', device).orderBy('id').execute();
    expect(rows).toEqual([
      { id: backInRange, end_detail: 'backInRange', end_minutes: 10 },
      { id: silent, end_detail: 'silent', end_minutes: 10 },
      { id: humidity, end_detail: 'silent', end_minutes: 10 },
      { id: offline, end_detail: 'backOnline', end_minutes: 10 },
      { id: unknown, end_detail: null, end_minutes: null },
      { id: manual, end_detail: null, end_minutes: null },
    ]);
    const event = await db
      .selectFrom('alarm_events')
      .select('detail')
      .where('alarm_id', '=', backInRange)
      .where('kind', '=', 'ended')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.detail)).toEqual({ reason: 'dataTimeout', note: 'kept', detail: 'backInRange', minutes: 10 });
    // once is enough
    expect(await deriveEndDetails(db as unknown as Kysely<unknown>)).toBe(0);
  });
});
