/**
 * The socket's device events (src/lib/readings.ts): 0101 a new reading, 0102 online or offline
 * by the passing of time. Messages are checked before use: a socket frame is outside input.
 */
import { DEVICE_STATE_EVENT, READING_EVENT, type Reading } from '../../../src/lib/readings';
import type { SocketMessage } from '../../../src/api';

/** What a device event changes: its online flag, and with a reading, the reading and when it came. */
export interface LiveUpdate {
  deviceId: number;
  online: boolean;
  reading?: Reading;
  /** unix seconds the server received the reading */
  receivedAt?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Seconds from the event's dataTimestamp (seconds or milliseconds), else undefined. */
function seconds(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  return value > 1e11 ? Math.floor(value / 1000) : value;
}

/** A 0101 or 0102 message as the update it carries; null for any other or a malformed one. */
export function liveUpdateOf(message: SocketMessage): LiveUpdate | null {
  const { deviceId, online } = message;
  if (typeof deviceId !== 'number' || typeof online !== 'boolean') return null;
  if (message.event === DEVICE_STATE_EVENT) return { deviceId, online };
  if (message.event !== READING_EVENT || !isObject(message.reading) || typeof message.reading.ts !== 'number') return null;
  const reading = message.reading as Reading;
  return { deviceId, online, reading, receivedAt: seconds(message.dataTimestamp) ?? reading.ts };
}
