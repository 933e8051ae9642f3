/** The login's socket for pages: its context and the event hook. */
export { SocketContext, useSocketClient } from './SocketContext';
export { useSocketEvent } from './useSocketEvent';
export { SOCKET_FLUSH_MS, useBatchedSocketEvents } from './useBatchedSocketEvents';
export { SOCKET_REFETCH_DELAY_MS, useSocketRefetch } from './useSocketRefetch';
