import { useEffect, useRef } from 'react';
import { useSocketClient } from './SocketContext';

/** From the first message of a burst to the refetch: a burst of changes is one request. */
export const SOCKET_REFETCH_DELAY_MS = 300;

/**
 * Asks again for what a socket event says has changed (issue 26 §1: the `0103` of alarm changes):
 * `refetch` runs SOCKET_REFETCH_DELAY_MS after the first `event` message of a burst, and after
 * each reconnect (nothing was sent while the socket was down). While disabled (a hidden page), it
 * listens to nothing. The latest `refetch` is called; changing it does not subscribe again.
 */
export function useSocketRefetch(event: string, refetch: () => void, enabled = true, delayMs = SOCKET_REFETCH_DELAY_MS): void {
  const client = useSocketClient();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current();
      }, delayMs);
    };
    // a first connection is no reconnect: the caller loaded when it mounted
    let down = client.status() === 'closed';
    const offStatus = client.onStatus((status) => {
      if (status === 'closed') down = true;
      else if (status === 'idle') down = false;
      else if (status === 'open' && down) {
        down = false;
        soon();
      }
    });
    const offEvent = client.subscribe(event, soon);
    return () => {
      offEvent();
      offStatus();
      clearTimeout(timer);
    };
  }, [client, event, enabled, delayMs]);
}
