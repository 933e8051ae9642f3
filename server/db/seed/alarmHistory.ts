/**
 * The demo alarm history (issue 26 §1 "Seeded alarms come from data"), once per database (its own
 * marker), after the devices' settings and the alarm rules: the excursions of alarmHistoryPlan.ts
 * are stored as readings and judged by the rule engine itself (judgeBatch, as recorded data: history
 * alarms that notify nobody), so every seeded alarm has the peak, the limit and the readings that
 * opened it. What people did is done as the console does it (handling.ts), at its time: some are
 * acknowledged with a handling solution while they last, some closed by hand after their last breach;
 * the others end by data timeout, back in range (the engine, from the readings after) or silent (the
 * first sweep: no reading came after). The devices' latest state is left alone: these readings are
 * history, older than what the simulator sends.
 */
import type { Kysely } from 'kysely';
import { ALARM_DEFAULTS, type AlarmOptions } from '../../configAlarms';
import { TRIGGER_DEAL_SOLUTION } from '../../services/alarms/config';
import type { DeviceReadings } from '../../services/alarms/engine/evaluate';
import { engineSettings, judgeBatch } from '../../services/alarms/engine/evaluateReadings';
import { rulesOf } from '../../services/alarms/engine/rulesOf';
import { loadDevices } from '../../services/alarms/engine/store';
import { acknowledgeAlarms, closeAlarms, type HandlingContext } from '../../services/alarms/handling';
import { findSolution } from '../../services/alarms/queries/solution';
import { storeReadings } from '../../services/readings/store/write';
import type { Database, ReadingsTable } from '../schema';
import { ALARM_HISTORY_EVERY, alarmHistoryPlan, type Excursion, type PlanDevice } from './alarmHistoryPlan';

const MARKER = 'seed.alarmHistory.version';

export type AlarmHistoryOptions = Pick<
  AlarmOptions,
  | 'alarmDefaultConsecutive'
  | 'alarmHysteresisTemperature'
  | 'alarmHysteresisHumidity'
  | 'alarmHysteresisBattery'
  | 'alarmDataTimeoutMinutes'
  | 'alarmLiveWindowSeconds'
>;

/** What a person wrote when closing one by hand (demo data, like the handling solutions: Chinese). */
const CLOSE_REASONS = ['探头已重新校准，读数恢复正常', '装卸货开门所致，已关门并确认温度回落', '设备维护期间的读数，已核实货物未受影响'];

/** The part of the excursions' readings up to (`before`) or after their person's action. */
function part(plan: readonly Excursion[], devices: ReadonlyMap<number, Omit<DeviceReadings, 'readings'>>, before: boolean): DeviceReadings[] {
  return plan.flatMap((excursion) => {
    const device = devices.get(excursion.deviceId);
    const cut = excursion.actionAt ?? Infinity;
    const readings = excursion.readings.filter((reading) => (before ? reading.ts <= cut : reading.ts > cut));
    return device && readings.length ? [{ ...device, readings }] : [];
  });
}

export async function seedAlarmHistory(db: Kysely<Database>, nowUnix: number, options: AlarmHistoryOptions = ALARM_DEFAULTS): Promise<boolean> {
  const marker = await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  const admin =
    company &&
    (await db.selectFrom('users').select(['id', 'username']).where('company_id', '=', company.id).where('username', '=', 'admin0001').executeTakeFirst());
  if (!company || !admin) return false;
  // every eleventh device of the company, in seeding order (the plan's)
  const devices = await db.selectFrom('devices').select(['id', 'model']).where('company_id', '=', company.id).orderBy('id').execute();
  const chosen = devices.filter((_, index) => index % ALARM_HISTORY_EVERY === 0);
  const engineDevices = await loadDevices(
    db,
    chosen.map((device) => device.id),
  );
  const rules = await rulesOf(db, engineDevices.values(), nowUnix, options);
  const planned = devices.map(({ id, model }): PlanDevice | null => {
    const device = engineDevices.get(id);
    const rule = rules.get(id);
    return device && rule ? { id, model, period: device.acquisitionPeriod, rule } : null;
  });
  const plan = alarmHistoryPlan(planned, nowUnix, options.alarmDataTimeoutMinutes);
  const judged = new Map(
    plan.map((excursion) => [excursion.deviceId, { device: engineDevices.get(excursion.deviceId)!, rule: rules.get(excursion.deviceId)! }]),
  );
  const settings = engineSettings(options, nowUnix, true);

  // the marker with the first part: a seed interrupted later leaves a shorter history, never a double one
  await db.transaction().execute(async (trx) => {
    await storeReadings(
      trx,
      plan.flatMap((excursion): ReadingsTable[] => excursion.readings),
    );
    await judgeBatch(trx, part(plan, judged, true), settings);
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });

  const solutions = await db
    .selectFrom('records')
    .select('id')
    .where('resource', '=', TRIGGER_DEAL_SOLUTION)
    .where('company_id', '=', company.id)
    .orderBy('id')
    .execute();
  const scope = { companyId: company.id, organizations: null };
  const actor = { id: admin.id, name: admin.username };
  for (const [n, excursion] of plan.entries()) {
    if (excursion.actionAt === null) continue;
    const alarm = await db
      .selectFrom('alarms')
      .select('id')
      .where('device_id', '=', excursion.deviceId)
      .where('type', '=', excursion.kind)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!alarm) continue;
    const ctx: HandlingContext = { scope, actor, now: excursion.actionAt };
    if (excursion.ending === 'closed') {
      await closeAlarms(db, ctx, { ids: [alarm.id], reason: CLOSE_REASONS[n % CLOSE_REASONS.length]! });
    } else {
      const picked = solutions.length ? await findSolution(db, company.id, solutions[n % solutions.length]!.id) : undefined;
      await acknowledgeAlarms(db, ctx, { ids: [alarm.id], ...(picked ? { solution: picked } : { comment: CLOSE_REASONS[0] }) });
    }
  }
  await db.transaction().execute((trx) => judgeBatch(trx, part(plan, judged, false), settings));
  return true;
}
