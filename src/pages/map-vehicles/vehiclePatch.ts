/**
 * A pushed reading applied to the vehicle list (issue 14 §2 "Live"): the socket's `0101` moves the
 * vehicle, with speed and heading from its previous position, and refreshes its temperature,
 * humidity and last seen; `0102` turns it on or offline; `0003` adds an alarm that opened. The
 * state follows (src/lib/vehicleMotion.ts); an alarm's end shows with the next load.
 * Pure: the page keeps the answer in react-query and patches it with this.
 */
import { ALARM_KINDS, ALARM_SOCKET_EVENT, isAlarmSocketMessage, type AlarmKind } from '../../lib/alarms';
import type { VehicleRow, VehiclesAnswer } from '../../lib/maps';
import { DEVICE_STATE_EVENT, READING_EVENT, type Reading } from '../../lib/readings';
import { headingDegrees, speedKmh, vehicleState } from '../../lib/vehicleMotion';
import type { SocketMessage } from '../../api';

export interface VehicleUpdate {
  deviceId: number;
  /** absent: unchanged (an alarm says nothing of it) */
  online?: boolean;
  reading?: Reading;
  /** an alarm of this kind opened */
  alarm?: AlarmKind;
  /** unix seconds the server received it */
  receivedAt?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 0101 or 0102 message as an update; null for any other or a malformed one (a socket frame is outside input). */
export function vehicleUpdateOf(message: SocketMessage): VehicleUpdate | null {
  if (message.event === ALARM_SOCKET_EVENT) {
    if (!isAlarmSocketMessage(message) || !(ALARM_KINDS as readonly unknown[]).includes(message.kind)) return null;
    return { deviceId: message.deviceId, alarm: message.kind };
  }
  const { deviceId, online } = message;
  if (typeof deviceId !== 'number' || typeof online !== 'boolean') return null;
  if (message.event === DEVICE_STATE_EVENT) return { deviceId, online };
  if (message.event !== READING_EVENT || !isObject(message.reading) || typeof message.reading.ts !== 'number') return null;
  const stamp = message.dataTimestamp;
  const receivedAt = typeof stamp === 'number' && stamp > 0 ? (stamp > 1e11 ? Math.floor(stamp / 1000) : stamp) : message.reading.ts;
  return { deviceId, online, reading: message.reading as Reading, receivedAt };
}

function applyOne(row: VehicleRow, update: VehicleUpdate): VehicleRow {
  const next: VehicleRow = { ...row };
  const reading = update.reading;
  // an older reading arriving late does not move the vehicle back (the server's latest state does the same)
  if (reading && (row.positionTs === null || reading.ts > row.positionTs) && reading.lat !== null && reading.lng !== null) {
    const current = { ts: reading.ts, lat: reading.lat, lng: reading.lng };
    if (row.lat !== null && row.lng !== null && row.positionTs !== null) {
      const previous = { ts: row.positionTs, lat: row.lat, lng: row.lng };
      next.speedKmh = speedKmh(previous, current);
      next.heading = headingDegrees(previous, current) ?? row.heading;
    }
    next.lat = current.lat;
    next.lng = current.lng;
    next.positionTs = current.ts;
  }
  // the server pushes a device's newest reading only; a value it did not measure keeps the last one
  if (reading && reading.ts >= (row.positionTs ?? 0)) {
    if (reading.temperature !== null) next.temperature = reading.temperature;
    if (reading.humidity !== null) next.humidity = reading.humidity;
  }
  if (update.receivedAt !== undefined) next.lastSeen = Math.max(row.lastSeen ?? 0, update.receivedAt);
  if (update.alarm && !row.alarms.includes(update.alarm)) next.alarms = [...row.alarms, update.alarm];
  next.state = vehicleState(update.online ?? row.state !== 'offline', next.alarms.length, next.speedKmh);
  return next;
}

/** The answer with the updates applied in order; vehicles it does not list are ignored. The same object when nothing changed. */
export function patchVehicles(answer: VehiclesAnswer, updates: readonly VehicleUpdate[]): VehiclesAnswer {
  const byDevice = new Map<number, VehicleUpdate[]>();
  for (const update of updates) {
    const list = byDevice.get(update.deviceId) ?? [];
    list.push(update);
    byDevice.set(update.deviceId, list);
  }
  let changed = false;
  const list = answer.list.map((row) => {
    const mine = byDevice.get(row.deviceId);
    if (!mine) return row;
    changed = true;
    return mine.reduce(applyOne, row);
  });
  if (!changed) return answer;
  const counts = { ...answer.counts };
  answer.list.forEach((before, i) => {
    const after = list[i]!;
    if (before.state === after.state) return;
    counts[before.state] -= 1;
    counts[after.state] += 1;
  });
  return { list, counts };
}
