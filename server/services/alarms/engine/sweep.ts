/**
 * What the passing of time decides (issue 13 §1), every ALARM_SWEEP_SECONDS:
 * - offline: a device not heard from for longer than its rule's offline time (else its own), and
 *   at least one acquisition period (spec §5, src/lib/readings.ts offlineAfterSeconds), gets an
 *   'offline' alarm, exceeding from the moment it went offline; while it stays offline each sweep
 *   moves the alarm's last exceeding time. A device that never reported is not judged (nothing
 *   says it was ever installed). An alarm for a device that went offline before the live window
 *   (while the server was down) is history: stored, never notified. An offline alarm closed by
 *   hand is not opened again before the device has been heard from (the same silence).
 * - data timeout: an open alarm with no exceeding data for its timeout (dataTimeout.ts) ends,
 *   ended at the last exceeding time plus the timeout, or now if that is earlier; back in range
 *   or silent (endNotes.ts).
 * Offline first, so that an alarm of a device still offline is moved on before timeouts are judged.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MIN_OFFLINE_MINUTES, offlineAfterSeconds } from '../../../../src/lib/readings';
import { endAlarms } from '../end';
import { dataTimeoutSeconds } from './dataTimeout';
import { timeoutNotes, type TimedOut } from './endNotes';
import type { AlarmState } from './evaluate';
import { rulesOf } from './rulesOf';
import { DEVICE_COLUMNS, insertAlarms, toEngineDevice, type OpenedAlarm } from './store';

export interface SweepResult {
  /** offline alarms opened */
  opened: OpenedAlarm[];
  /** offline alarms still exceeding */
  extended: number;
  /** alarms ended by data timeout */
  ended: number[];
}

const IDS_PER_QUERY = 500;

export async function sweepAlarms(app: FastifyInstance): Promise<SweepResult> {
  const now = app.nowUnix();
  const options = app.config;
  const quiet = await app.db
    .selectFrom('device_state')
    .innerJoin('devices', 'devices.id', 'device_state.device_id')
    .select([...DEVICE_COLUMNS.map((column) => `devices.${column}` as const), 'device_state.last_seen'])
    .where('devices.alarm_enabled', '!=', 0)
    .where('device_state.last_seen', '<', now - MIN_OFFLINE_MINUTES * 60)
    .execute();
  const devices = quiet.map((row) => ({ device: toEngineDevice(row), lastSeen: Number(row.last_seen) }));
  const rules = await rulesOf(
    app.db,
    devices.map((d) => d.device),
    now,
    options,
  );
  const offline = devices.flatMap(({ device, lastSeen }) => {
    const rule = rules.get(device.id);
    if (!rule) return [];
    const after = offlineAfterSeconds(rule.offlineMinutes, device.acquisitionPeriod);
    return now - lastSeen > after ? [{ device, rule, lastSeen, since: lastSeen + after, minutes: after / 60 }] : [];
  });

  return app.db.transaction().execute(async (trx) => {
    // a device heard from since the candidates were read is not offline
    const heard = new Map<number, number>();
    const candidates = offline.map((o) => o.device.id);
    for (let start = 0; start < candidates.length; start += IDS_PER_QUERY) {
      const rows = await trx
        .selectFrom('device_state')
        .select(['device_id', 'last_seen'])
        .where('device_id', 'in', candidates.slice(start, start + IDS_PER_QUERY))
        .execute();
      for (const row of rows) heard.set(row.device_id, Number(row.last_seen));
    }
    const still = offline.filter((o) => heard.get(o.device.id) === o.lastSeen);
    const ids = still.map((o) => o.device.id);
    /** device → its open offline alarm; `closedByHand`: the devices whose alarm of this silence was closed by hand */
    const already = new Map<number, number>();
    const closedByHand = new Set<number>();
    const silentSince = new Map(still.map((o) => [o.device.id, o.lastSeen]));
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const rows = await trx
        .selectFrom('alarms')
        .select(['id', 'device_id', 'status', 'end_reason', 'created_at'])
        .where('type', '=', 'offline')
        .where('device_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
        .where((eb) => eb.or([eb('status', '=', 'open'), eb('end_reason', '=', 'manual')]))
        .execute();
      for (const row of rows) {
        if (row.status === 'open') already.set(row.device_id, row.id);
        else if (Number(row.created_at) > silentSince.get(row.device_id)!) closedByHand.add(row.device_id);
      }
    }
    const extend = [...already.values()];
    for (let start = 0; start < extend.length; start += IDS_PER_QUERY) {
      await trx
        .updateTable('alarms')
        .set({ last_exceeded_at: now })
        .where('id', 'in', extend.slice(start, start + IDS_PER_QUERY))
        .execute();
    }
    const liveSince = now - options.alarmLiveWindowSeconds;
    const fresh = still
      .filter(({ device }) => !already.has(device.id) && !closedByHand.has(device.id))
      .map(({ device, rule, since, minutes }): AlarmState => ({
        id: null,
        deviceId: device.id,
        companyId: device.companyId,
        kind: 'offline',
        level: 1,
        createdAt: now,
        firstExceededAt: since,
        lastExceededAt: now,
        peak: null,
        threshold: minutes,
        changed: true,
        endedAt: null,
        opening: {
          source: since < liveSince ? 'history' : 'live',
          value: null,
          ruleId: rule.ruleId,
          gradedAlarmId: rule.gradedAlarmId,
          organizationId: device.organizationId,
          deviceName: device.name,
        },
      }));
    const opened = await insertAlarms(trx, fresh);

    const stale = await trx
      .selectFrom('alarms')
      .leftJoin('devices', 'devices.id', 'alarms.device_id')
      .select(['alarms.id', 'alarms.device_id', 'alarms.type', 'alarms.created_at', 'alarms.last_exceeded_at', 'devices.acquisition_period'])
      .where('alarms.status', '=', 'open')
      .where(sql<number>`coalesce(alarms.last_exceeded_at, alarms.created_at)`, '<', now - options.alarmDataTimeoutMinutes * 60)
      .execute();
    const endAt = new Map<number, number>();
    const timedOut: TimedOut[] = [];
    for (const alarm of stale) {
      const last = Number(alarm.last_exceeded_at ?? alarm.created_at);
      const endedAt = last + dataTimeoutSeconds(options, alarm.acquisition_period ?? 0);
      if (endedAt >= now) continue;
      endAt.set(alarm.id, endedAt);
      timedOut.push({ id: alarm.id, deviceId: alarm.device_id, kind: alarm.type, lastExceededAt: last, endedAt });
    }
    const notes = await timeoutNotes(trx, timedOut);
    const ended = await endAlarms(trx, { ids: [...endAt.keys()], reason: 'dataTimeout', actor: null, endedAt: (alarm) => endAt.get(alarm.id) ?? now, notes });
    return { opened, extended: extend.length, ended };
  });
}
