import { DEVICE_STATE_EVENT, READING_EVENT } from '../../../src/lib/readings';
import { SOCKET_FLUSH_MS, useBatchedSocketEvents } from '../../../src/framework/socket';
import { liveUpdateOf, type LiveUpdate } from './liveEvents';

/**
 * Under the spec's 2 s from the server to the screen, with room to spare; a fleet sending every
 * second is applied in a few renders a second instead of one per reading.
 */
export const LIVE_FLUSH_MS = SOCKET_FLUSH_MS;
const EVENTS = [READING_EVENT, DEVICE_STATE_EVENT];

/**
 * The socket's device events (0101, 0102) while `enabled`, handed to `apply` in batches, in the
 * order they came. Disabled (a hidden tab), nothing is listened to and what was waiting is dropped:
 * the page loads afresh when it shows again.
 */
export function useLiveUpdates(apply: (updates: LiveUpdate[]) => void, enabled: boolean, flushMs = LIVE_FLUSH_MS): void {
  useBatchedSocketEvents(EVENTS, liveUpdateOf, apply, enabled, flushMs);
}
