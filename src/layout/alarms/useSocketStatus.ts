import { useSyncExternalStore } from 'react';
import type { SocketStatus } from '../../api';
import { useSocketClient } from '../../framework/socket';

/** The login socket's status (idle, connecting, open, closed), re-rendering on each change. */
export function useSocketStatus(): SocketStatus {
  const client = useSocketClient();
  return useSyncExternalStore(client.onStatus, client.status, client.status);
}
