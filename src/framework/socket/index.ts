/** The login's socket for pages: its context and the event hook. */
export { SocketContext, useSocketClient } from './SocketContext';
export { useSocketEvent } from './useSocketEvent';
export { SOCKET_FLUSH_MS, useBatchedSocketEvents } from './useBatchedSocketEvents';
