import { useEffect, useRef } from 'react';
import { DEVICE_STATE_EVENT, READING_EVENT } from '../../../src/lib/readings';
import type { SocketMessage } from '../../../src/api';
import { useSocketEvent } from '../../../src/framework/socket';
import { liveUpdateOf, type LiveUpdate } from './liveEvents';

/**
 * Under the spec's 2 s from the server to the screen, with room to spare; a fleet sending every
 * second is applied in a few renders a second instead of one per reading.
 */
export const LIVE_FLUSH_MS = 250;

/**
 * The socket's device events (0101, 0102) while `enabled`, handed to `apply` in batches, in the
 * order they came. Disabled (a hidden tab), nothing is listened to and what was waiting is dropped:
 * the page loads afresh when it shows again.
 */
export function useLiveUpdates(apply: (updates: LiveUpdate[]) => void, enabled: boolean, flushMs = LIVE_FLUSH_MS): void {
  const pending = useRef<LiveUpdate[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });

  const receive = (message: SocketMessage) => {
    const update = liveUpdateOf(message);
    if (!update) return;
    pending.current.push(update);
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      const updates = pending.current;
      pending.current = [];
      if (updates.length > 0) latestApply.current(updates);
    }, flushMs);
  };
  useSocketEvent(READING_EVENT, receive, enabled);
  useSocketEvent(DEVICE_STATE_EVENT, receive, enabled);

  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = [];
    };
  }, [enabled]);
}
