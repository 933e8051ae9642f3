import { createContext, useContext } from 'react';
import type { SocketClient } from '../../api';
import { liveSocket } from '../../providers/liveSocket';

/** The socket pages listen to: the login's shared one; tests provide a client over a fake WebSocket. */
export const SocketContext = createContext<SocketClient>(liveSocket);

export function useSocketClient(): SocketClient {
  return useContext(SocketContext);
}
