import { monitorState, type MonitorRow } from '../../../src/lib/readings';
import type { LiveUpdate } from './liveEvents';

/**
 * A device's row after a live update: a reading replaces the shown one unless it is older (devices
 * send late batches, out of order); the online flag is the event's; the state is judged again.
 * The same row comes back when nothing shown changes, so that its card does not render again.
 */
export function patchRow(row: MonitorRow, update: LiveUpdate): MonitorRow {
  const newer = update.reading !== undefined && (row.reading === null || update.reading.ts >= row.reading.ts);
  const reading = newer ? update.reading! : row.reading;
  const lastSeen = update.receivedAt === undefined ? row.lastSeen : Math.max(row.lastSeen ?? 0, update.receivedAt);
  const { online } = update;
  const state = monitorState(online, reading, row.thresholds);
  if (reading === row.reading && lastSeen === row.lastSeen && online === row.online && state === row.state) return row;
  return { ...row, reading, lastSeen, online, state };
}
