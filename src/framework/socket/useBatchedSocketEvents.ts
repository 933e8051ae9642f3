/**
 * Socket events handed on in batches: a fleet sending every second is applied in a few renders a
 * second instead of one per message. `read` turns a message into an update (null: not ours); the
 * batch goes to `apply` in the order the messages came. Disabled (a hidden tab), nothing is
 * listened to and what was waiting is dropped: the page loads afresh when it shows again.
 */
import { useEffect, useRef } from 'react';
import type { SocketMessage } from '../../api';
import { useSocketClient } from './SocketContext';

/** Under the spec's 2 s from the server to the screen, with room to spare. */
export const SOCKET_FLUSH_MS = 250;

export function useBatchedSocketEvents<U>(
  events: readonly string[],
  read: (message: SocketMessage) => U | null,
  apply: (updates: U[]) => void,
  enabled: boolean,
  flushMs = SOCKET_FLUSH_MS,
): void {
  const client = useSocketClient();
  const pending = useRef<U[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ read, apply, flushMs });
  useEffect(() => {
    latest.current = { read, apply, flushMs };
  });

  const receive = useRef((message: SocketMessage) => {
    const update = latest.current.read(message);
    if (update === null) return;
    pending.current.push(update);
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      const updates = pending.current;
      pending.current = [];
      if (updates.length > 0) latest.current.apply(updates);
    }, latest.current.flushMs);
  });
  const eventList = events.join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    const unsubscribe = eventList.split(',').map((event) => client.subscribe(event, (message) => receive.current(message)));
    return () => unsubscribe.forEach((off) => off());
  }, [client, eventList, enabled]);

  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = [];
    };
  }, [enabled]);
}
