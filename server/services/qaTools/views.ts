/** What the QA pages read (issue 30 §5): the company's devices, one device's effects, the log. */
import type { Kysely } from 'kysely';
import { isOnline } from '../../../src/lib/readings';
import { QA_LOG_LIMIT, QA_MAX_DEVICES, type QaAction, type QaDevice, type QaEffects, type QaLogEntry, type QaNotification } from '../../../src/lib/qaTools';
import type { Database } from '../../db/schema';
import { silencedDevices } from './silence';

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function qaDevices(db: Kysely<Database>, companyId: number, nowUnix: number): Promise<QaDevice[]> {
  const rows = await db
    .selectFrom('devices')
    .leftJoin('device_state', 'device_state.device_id', 'devices.id')
    .select([
      'devices.id',
      'devices.number',
      'devices.name',
      'devices.acquisition_period',
      'devices.offline_minutes',
      'devices.temperature_min',
      'devices.temperature_max',
      'devices.humidity_min',
      'devices.humidity_max',
      'device_state.last_seen',
    ])
    .where('devices.company_id', '=', companyId)
    .orderBy('devices.number')
    .limit(QA_MAX_DEVICES)
    .execute();
  const silenced = await silencedDevices(db, nowUnix);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    period: Number(row.acquisition_period),
    temperatureMin: num(row.temperature_min),
    temperatureMax: num(row.temperature_max),
    humidityMin: num(row.humidity_min),
    humidityMax: num(row.humidity_max),
    online: isOnline(num(row.last_seen), nowUnix, Number(row.offline_minutes), Number(row.acquisition_period)),
    silencedUntil: silenced.get(row.id) ?? null,
  }));
}

type NotificationRow = { id: number; channel: string; address: string; state: string; call_state: string | null; reason: string | null; created_at: number };

export const toQaNotification = (row: NotificationRow): QaNotification => ({
  id: row.id,
  channel: row.channel,
  address: row.address,
  state: row.state,
  callState: row.call_state,
  reason: row.reason,
  createdAt: Number(row.created_at),
});

const NOTIFICATION_COLUMNS = ['id', 'channel', 'address', 'state', 'call_state', 'reason', 'created_at'] as const;

/** The device's effects, or undefined when it is not the company's. */
export async function qaEffects(db: Kysely<Database>, companyId: number, deviceId: number, nowUnix: number): Promise<QaEffects | undefined> {
  const device = await db
    .selectFrom('devices')
    .leftJoin('device_state', 'device_state.device_id', 'devices.id')
    .select(['devices.id', 'devices.acquisition_period', 'devices.offline_minutes', 'device_state.last_seen'])
    .where('devices.id', '=', deviceId)
    .where('devices.company_id', '=', companyId)
    .executeTakeFirst();
  if (!device) return undefined;
  const readings = await db
    .selectFrom('readings')
    .select(['ts', 'temperature', 'humidity', 'battery', 'signal'])
    .where('device_id', '=', deviceId)
    .orderBy('ts', 'desc')
    .limit(10)
    .execute();
  const alarms = await db
    .selectFrom('alarms')
    .select(['id', 'type', 'level', 'status', 'created_at', 'ended_at'])
    .where('device_id', '=', deviceId)
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  const notifications = alarms.length
    ? await db
        .selectFrom('alarm_notifications')
        .select([...NOTIFICATION_COLUMNS])
        .where('alarm_id', 'in', alarms.map((a) => a.id))
        .orderBy('id', 'desc')
        .limit(20)
        .execute()
    : [];
  const lastSeen = num(device.last_seen);
  return {
    online: isOnline(lastSeen, nowUnix, Number(device.offline_minutes), Number(device.acquisition_period)),
    lastSeen,
    readings: readings.map((r) => ({ ts: Number(r.ts), temperature: num(r.temperature), humidity: num(r.humidity), battery: num(r.battery), signal: num(r.signal) })),
    alarms: alarms.map((a) => ({ id: a.id, kind: a.type, level: a.level, status: a.status, createdAt: Number(a.created_at), endedAt: num(a.ended_at) })),
    notifications: notifications.map(toQaNotification),
  };
}

export async function qaNotification(db: Kysely<Database>, companyId: number, id: number): Promise<QaNotification | undefined> {
  const row = await db.selectFrom('alarm_notifications').select([...NOTIFICATION_COLUMNS]).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return row ? toQaNotification(row) : undefined;
}

export async function qaLog(db: Kysely<Database>, companyId: number): Promise<QaLogEntry[]> {
  const rows = await db
    .selectFrom('qa_actions')
    .leftJoin('devices', 'devices.id', 'qa_actions.device_id')
    .select(['qa_actions.id', 'qa_actions.action', 'qa_actions.username', 'qa_actions.detail', 'qa_actions.created_at', 'devices.number'])
    .where('qa_actions.company_id', '=', companyId)
    .orderBy('qa_actions.id', 'desc')
    .limit(QA_LOG_LIMIT)
    .execute();
  const entries = rows.map((row) => {
    let detail: Record<string, unknown> = {};
    try {
      detail = JSON.parse(row.detail) as Record<string, unknown>;
    } catch {
      // a detail that does not read shows as none
    }
    return { id: row.id, action: row.action as QaAction, username: row.username, deviceNumber: row.number, detail, createdAt: Number(row.created_at), notificationState: null as string | null };
  });
  const ids = entries.flatMap((e) => (typeof e.detail.notificationId === 'number' ? [e.detail.notificationId] : []));
  if (ids.length) {
    const states = await db.selectFrom('alarm_notifications').select(['id', 'state']).where('id', 'in', ids).where('company_id', '=', companyId).execute();
    const byId = new Map(states.map((s) => [s.id, s.state]));
    for (const entry of entries) if (typeof entry.detail.notificationId === 'number') entry.notificationState = byId.get(entry.detail.notificationId) ?? null;
  }
  return entries;
}
