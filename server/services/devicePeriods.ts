/**
 * The acquisition period in force at each time (issue 26 §2, migration 018 `device_periods`):
 * every writer of `devices.acquisition_period` records the change here with the moment it took
 * effect on the platform's clock (a settings command's success, the device form, the seed), and a
 * report reads the periods in force over its range. A device's first row holds from the beginning
 * (since 0); a device with no row at all (inserted by other means) has its current period throughout.
 */
import type { Kysely } from 'kysely';
import type { PeriodInForce } from '../../src/lib/reports';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Records that the device's period is `period` from `since` on (unix seconds). A device without
 * a row yet gets `previous` (its period before the change, when known) from the beginning first.
 * Nothing is written when the period does not change. Call it in the writer's transaction.
 */
export async function recordPeriod(db: Db, deviceId: number, period: number, since: number, previous?: number): Promise<void> {
  const latest = await db
    .selectFrom('device_periods')
    .select(['since', 'period'])
    .where('device_id', '=', deviceId)
    .orderBy('since', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) {
    const first = previous ?? period;
    await db.insertInto('device_periods').values({ device_id: deviceId, since: 0, period: first }).execute();
    if (first === period) return;
  } else if (Number(latest.period) === period) return;
  // a clock set back never reorders the timeline: the change holds from the latest row's time
  const at = Math.max(since, latest ? Number(latest.since) : 0, 1);
  await db
    .insertInto('device_periods')
    .values({ device_id: deviceId, since: at, period })
    .onConflict((oc) => oc.columns(['device_id', 'since']).doUpdateSet({ period }))
    .execute();
}

/** The devices' period from the beginning, whatever was recorded (the seed: their period was always this one). */
export async function setFirstPeriod(db: Db, deviceIds: readonly number[], period: number): Promise<void> {
  for (let start = 0; start < deviceIds.length; start += 500) {
    const ids = deviceIds.slice(start, start + 500);
    await db.deleteFrom('device_periods').where('device_id', 'in', ids).execute();
    await db
      .insertInto('device_periods')
      .values(ids.map((id) => ({ device_id: id, since: 0, period })))
      .execute();
  }
}

/**
 * The periods in force over [start, end], in time order: the one in force at `start` (its `since`
 * may lie before it) and every change up to `end`. `current` (devices.acquisition_period) stands
 * for a device with nothing recorded.
 */
export async function periodsInForce(db: Db, deviceId: number, span: { start: number; end: number }, current: number): Promise<PeriodInForce[]> {
  const rows = await db
    .selectFrom('device_periods')
    .select(['since', 'period'])
    .where('device_id', '=', deviceId)
    .where('since', '<=', span.end)
    .orderBy('since')
    .execute();
  if (!rows.length) return [{ since: 0, period: current }];
  let first = 0;
  rows.forEach((row, i) => {
    if (Number(row.since) <= span.start) first = i;
  });
  return rows.slice(first).map((row) => ({ since: Number(row.since), period: Number(row.period) }));
}
