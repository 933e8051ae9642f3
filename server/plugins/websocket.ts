/**
 * `/ws?username=…` (spec §7): refuses unknown usernames, sends the `{"event":"0002"}` heartbeat
 * every HEARTBEAT_SECONDS, and exposes the broadcaster as `app.sockets`.
 */
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { SocketBroadcaster, type SocketLike } from '../services/broadcaster';
import { findUser } from '../services/users';

declare module 'fastify' {
  interface FastifyInstance {
    sockets: SocketBroadcaster;
  }
}

/** 1008 policy violation: the console gives up on this username rather than retrying a bad one forever. */
export const UNKNOWN_USER_CLOSE = { code: 1008, reason: 'unknown username' } as const;
export const HEARTBEAT = { event: '0002' } as const;

export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const sockets = new SocketBroadcaster();
    app.decorate('sockets', sockets);

    const timer = setInterval(() => sockets.broadcastAll(HEARTBEAT), app.config.heartbeatSeconds * 1000);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      sockets.closeAll(1001, 'server shutting down');
    });

    app.get<{ Querystring: { username?: string } }>('/ws', { websocket: true }, async (connection, request) => {
      const socket: SocketLike & { on(event: 'close', listener: () => void): unknown } = connection;
      const username = typeof request.query.username === 'string' ? request.query.username.trim() : '';
      const user = username ? await findUser(app.db, { username }) : undefined;
      if (!user) {
        socket.close(UNKNOWN_USER_CLOSE.code, UNKNOWN_USER_CLOSE.reason);
        return;
      }
      if (socket.readyState !== 1) return; // closed while we looked the user up
      sockets.add(username, socket);
      socket.on('close', () => sockets.remove(username, socket));
    });
  },
  { name: 'platform-websocket', fastify: '5.x', dependencies: ['platform-config', 'platform-db'] },
);
