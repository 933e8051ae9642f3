/**
 * What the QA tools do (issue 30 §5), each through the platform's own paths so that what follows
 * is what a real device would cause:
 * - readings: injected through `ingestReadings` (the devices' path), judged by the alarm engine;
 * - excursion: readings beyond the limit of the rule that judges the device, as many as the rule's
 *   consecutive count, so that its alarm opens;
 * - offline: the simulator leaves the device silent (silence.ts), its last contact is set back past
 *   its offline time, and the alarm sweep runs: the offline alarm opens as it would after a silence;
 * - restore: the silence lifted, the simulator sends again;
 * - notify: a test notification 'toBeSent' through one channel, which the notifier delivers.
 * Every action is logged (qa_actions) after it succeeded; the answer names the alarms it opened.
 */
import type { FastifyInstance } from 'fastify';
import { offlineAfterSeconds, type ReadingInput } from '../../../src/lib/readings';
import { QA_EXCURSION_MARGIN, QA_MAX_READINGS, type QaAction, type QaChannel, type QaResult } from '../../../src/lib/qaTools';
import zhCN from '../../../locales/zh-CN.json';
import { rulesOf } from '../alarms/engine/rulesOf';
import { DEVICE_COLUMNS, toEngineDevice } from '../alarms/engine/store';
import { ingestReadings } from '../readings/ingest';
import type { Language } from '../../messages';
import type { AuthUser } from '../users';
import { setSilence } from './silence';

export interface QaDeviceRow {
  id: number;
  number: string;
  acquisition_period: number;
}

export type ReadingValues = Partial<Record<'temperature' | 'humidity' | 'battery' | 'signal', number>>;

/** Why an action could not be done, as a field and a `validation.switches.*` key. */
export class QaRefusal extends Error {
  constructor(
    readonly field: string,
    readonly key: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }
}

async function log(app: FastifyInstance, user: AuthUser, action: QaAction, deviceId: number | null, detail: Record<string, unknown>): Promise<number> {
  const row = await app.db
    .insertInto('qa_actions')
    .values({ company_id: user.companyId, user_id: user.id, username: user.username, action, device_id: deviceId, detail: JSON.stringify(detail), created_at: app.nowUnix() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newestAlarmId(app: FastifyInstance, deviceId: number): Promise<number> {
  const row = await app.db.selectFrom('alarms').select((eb) => eb.fn.max('id').as('id')).where('device_id', '=', deviceId).executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function alarmsSince(app: FastifyInstance, deviceId: number, afterId: number): Promise<number[]> {
  const rows = await app.db.selectFrom('alarms').select('id').where('device_id', '=', deviceId).where('id', '>', afterId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** `count` times ending now, one period apart, each after the device's newest reading (the engine judges only newer ones). */
async function readingTimes(app: FastifyInstance, device: QaDeviceRow, count: number): Promise<number[]> {
  const now = app.nowUnix();
  const state = await app.db.selectFrom('device_state').select('ts').where('device_id', '=', device.id).executeTakeFirst();
  const latest = state ? Number(state.ts) : -Infinity;
  const period = Math.max(1, Number(device.acquisition_period));
  return Array.from({ length: count }, (_, i) => Math.max(now - (count - 1 - i) * period, latest + 1 + i));
}

async function inject(app: FastifyInstance, device: QaDeviceRow, values: ReadingValues, count: number, lang: Language): Promise<{ stored: number; alarmIds: number[] }> {
  const before = await newestAlarmId(app, device.id);
  const batch: ReadingInput[] = (await readingTimes(app, device, count)).map((ts) => ({ number: device.number, ts, ...values }));
  const result = await ingestReadings(app, batch, { lang });
  // the batch is one action: a refused row (a value the device's model does not measure) refuses it whole
  const refused = result.rejected[0];
  if (refused) throw new QaRefusal(refused.field ?? 'temperature', 'switches.qaReadingRefused', { reason: refused.message });
  return { stored: result.stored, alarmIds: await alarmsSince(app, device.id, before) };
}

export async function injectReadings(app: FastifyInstance, user: AuthUser, device: QaDeviceRow, values: ReadingValues, count: number, lang: Language): Promise<QaResult> {
  const { stored, alarmIds } = await inject(app, device, values, count, lang);
  const actionId = await log(app, user, 'readings', device.id, { values, count, stored, alarmIds });
  return { actionId, stored, alarmIds, notificationId: null };
}

async function engineView(app: FastifyInstance, deviceId: number) {
  const row = await app.db.selectFrom('devices').select([...DEVICE_COLUMNS]).where('id', '=', deviceId).executeTakeFirstOrThrow();
  const device = toEngineDevice(row);
  const rule = (await rulesOf(app.db, [device], app.nowUnix(), app.config)).get(device.id) ?? null;
  return { device, rule };
}

export async function forceExcursion(
  app: FastifyInstance,
  user: AuthUser,
  device: QaDeviceRow,
  field: 'temperature' | 'humidity',
  direction: 'above' | 'below',
  lang: Language,
): Promise<QaResult> {
  const { device: judged, rule } = await engineView(app, device.id);
  if (!rule || !judged.alarmEnabled) throw new QaRefusal('deviceId', 'switches.qaNoRule');
  const limit =
    field === 'temperature' ? (direction === 'above' ? rule.maxTemperature : rule.minTemperature) : direction === 'above' ? rule.maxHumidity : rule.minHumidity;
  if (limit === null) throw new QaRefusal('direction', 'switches.qaNoLimit');
  // humidity is never negative (spec §5)
  const value = direction === 'above' ? limit + QA_EXCURSION_MARGIN : field === 'humidity' ? Math.max(0, limit - QA_EXCURSION_MARGIN) : limit - QA_EXCURSION_MARGIN;
  const count = Math.min(QA_MAX_READINGS, Math.max(1, rule.consecutive));
  const { stored, alarmIds } = await inject(app, device, { [field]: Math.round(value * 10) / 10 }, count, lang);
  const actionId = await log(app, user, 'excursion', device.id, { field, direction, value, count, stored, alarmIds });
  return { actionId, stored, alarmIds, notificationId: null };
}

export async function forceOffline(app: FastifyInstance, user: AuthUser, device: QaDeviceRow, minutes: number): Promise<QaResult> {
  const { device: judged, rule } = await engineView(app, device.id);
  const state = await app.db.selectFrom('device_state').select('last_seen').where('device_id', '=', device.id).executeTakeFirst();
  // a device that never reported is never judged offline (alarms/engine/sweep.ts)
  if (!state) throw new QaRefusal('deviceId', 'switches.qaNeverReported');
  const now = app.nowUnix();
  await setSilence(app.db, device.id, now + minutes * 60, now);
  const after = offlineAfterSeconds(rule?.offlineMinutes ?? judged.offlineMinutes, judged.acquisitionPeriod);
  // just past the offline time, so that the alarm is a live one (notified), not history
  const lastSeen = Math.min(Number(state.last_seen), now - after - 1);
  await app.db.updateTable('device_state').set({ last_seen: lastSeen }).where('device_id', '=', device.id).execute();
  const before = await newestAlarmId(app, device.id);
  await app.alarmEngine.sweep();
  const alarmIds = await alarmsSince(app, device.id, before);
  const actionId = await log(app, user, 'offline', device.id, { minutes, lastSeen, alarmIds });
  return { actionId, stored: 0, alarmIds, notificationId: null };
}

export async function restoreDevice(app: FastifyInstance, user: AuthUser, device: QaDeviceRow): Promise<QaResult> {
  await setSilence(app.db, device.id, null, app.nowUnix());
  const actionId = await log(app, user, 'restore', device.id, {});
  return { actionId, stored: 0, alarmIds: [], notificationId: null };
}

export async function sendTestNotification(app: FastifyInstance, user: AuthUser, channel: QaChannel, address: string): Promise<QaResult> {
  const nowMs = app.config.now();
  const now = Math.floor(nowMs / 1000);
  // the receivers read Chinese and a sent text is not translated afterwards (alarms/notify/notifyText.ts)
  const text = zhCN.switches.qaNotificationText;
  const row = await app.db
    .insertInto('alarm_notifications')
    .values({
      alarm_id: null,
      company_id: user.companyId,
      device_id: null,
      level: 0,
      channel,
      receiver_id: null,
      receiver_name: user.username,
      address,
      text,
      state: 'toBeSent',
      reason: null,
      call_state: null,
      created_at: now,
      updated_at: now,
      due_at: nowMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const actionId = await log(app, user, 'notify', null, { channel, address, notificationId: row.id });
  return { actionId, stored: 0, alarmIds: [], notificationId: row.id };
}
