import { useEffect, useRef } from 'react';
import type { SocketMessage } from '../../api';
import { useSocketClient } from './SocketContext';

/**
 * Calls `handler` with every socket message of `event` while `enabled` (a page passes
 * usePageVisible(): a hidden tab listens to nothing). An effect, so a cold kept page, whose effects
 * are unmounted, stops listening by itself. The latest handler is called; changing it does not
 * subscribe again.
 */
export function useSocketEvent(event: string, handler: (message: SocketMessage) => void, enabled = true): void {
  const client = useSocketClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return client.subscribe(event, (message) => latest.current(message));
  }, [client, event, enabled]);
}
