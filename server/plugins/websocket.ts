/**
 * `/ws?username=…&ts=…&sig=…` (spec §7, plus the ticket of issue 10 §3). Everything is checked
 * in the route's onRequest hook, before the upgrade, so a refused client costs one HTTP answer:
 * - a foreign Origin → 403;
 * - a missing, malformed, stale, forged, reused or revoked ticket, or an unknown username → 401,
 *   one answer for all of them so that it does not tell which usernames exist;
 * - over WS_MAX_TOTAL sockets, or WS_MAX_PER_USER for this user → 503 with Retry-After.
 * A client may say which events it listens to (`{"event":"subscribe","events":[…]}`,
 * src/lib/socketSubscription.ts): it is then sent those only. Frames over SOCKET_MAX_PAYLOAD_BYTES
 * close the socket.
 * Open sockets get the `{"event":"0002"}` heartbeat every HEARTBEAT_SECONDS; on the same tick the
 * sockets of revoked or no longer refreshable sessions are closed, and the sockets closed as too
 * slow since the last tick (more than WS_MAX_BUFFERED_BYTES waiting to go out) are logged. The broadcaster is `app.sockets`
 * (this instance's sockets); events for the sockets of every instance go through `app.socketEvents`.
 * With REDIS_URL the caps count the sockets of every instance, and a ticket spent on one instance
 * is spent on all (services/redis/).
 */
import websocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiStatus, type ApiStatusCode } from '../../src/lib/contract';
import { parseSubscribeMessage } from '../../src/lib/socketSubscription';
import { t, type MessageKey } from '../messages';
import { SocketBroadcaster, type SocketLike, type SocketTransport } from '../services/broadcaster';
import { RedisReplayStore } from '../services/redis/replayStore';
import { RedisSlots } from '../services/redis/slots';
import { MemoryReplayStore } from '../services/replayStore';
import { MemorySlots, type SlotClaim } from '../services/slots';
import { liveSessions, originAllowed, readTicket, ticketSession } from '../services/socketAdmission';
import { localSocketEvents, redisSocketEvents, type SocketEvents } from '../services/socketEvents';
import { envelope, requestLanguage } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    sockets: SocketBroadcaster;
    /** socket events raised here, delivered on every instance (services/socketEvents.ts) */
    socketEvents: SocketEvents;
  }
}

export const HEARTBEAT = { event: '0002' } as const;
/**
 * The largest frame a client may send: the console sends only the events it listens to
 * (src/lib/socketSubscription.ts), well under 1 KB. A larger frame closes the socket (1009).
 */
export const SOCKET_MAX_PAYLOAD_BYTES = 4096;
/** 1013 "try again later": the caps were reached while this socket's handshake was under way. */
export const BUSY_CLOSE = { code: 1013, reason: 'try again later' } as const;
/** 1008: the session behind the socket was revoked (logout, refresh, password reset) or ran out. */
export const SESSION_ENDED_CLOSE = { code: 1008, reason: 'session ended' } as const;
/** seconds a client over a cap is told to wait; the console reconnects every 5 s anyway (spec §10) */
export const RETRY_AFTER_SECONDS = 5;

interface Admission {
  username: string;
  session: string;
}

function refuse(reply: FastifyReply, httpCode: number, status: ApiStatusCode, key: MessageKey) {
  if (httpCode === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(httpCode).send(envelope(status, t(requestLanguage(reply.request), key)));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async (app) => {
    const { config } = app;
    await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
    const sockets = new SocketBroadcaster({ maxBufferedBytes: config.wsMaxBufferedBytes });
    app.decorate('sockets', sockets);
    const { redis } = app;
    const events = redis ? await redisSocketEvents(app, redis, app.redisKey('socket-events')) : localSocketEvents(app);
    app.decorate('socketEvents', events);
    // A ticket opens one socket: a ticket copied from a URL (proxy log, history) is spent.
    const bounds = { maxEntries: config.replayMaxEntries, maxPerOwner: config.replayMaxPerOwner };
    const spentTickets = redis ? new RedisReplayStore(redis, app.redisKey('ws-ticket:'), bounds) : new MemoryReplayStore(bounds);
    const warn = (error: unknown) => app.log.warn({ err: error }, 'could not count the open sockets in Redis');
    const slots = redis ? new RedisSlots(redis, app.redisKey('ws-slots:'), undefined, warn) : new MemorySlots();
    const TOTAL: SlotClaim = { key: 'all', max: config.wsMaxTotal };
    const claims = (username: string): SlotClaim[] => [TOTAL, { key: `user:${username}`, max: config.wsMaxPerUser }];
    const admissions = new WeakMap<FastifyRequest, Admission>();

    async function admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      if (!request.ws) return undefined; // a plain GET /ws: @fastify/websocket answers 404
      if (!originAllowed(header(request, 'origin'), header(request, 'host'), config.wsAllowedOrigins)) {
        return refuse(reply, 403, ApiStatus.forbidden, 'forbidden');
      }
      if (await slots.full([TOTAL])) return refuse(reply, 503, ApiStatus.failed, 'busy');
      const now = app.nowUnix();
      const ticket = readTicket(request.query as Record<string, unknown>);
      const fresh = ticket !== undefined && Math.abs(now - ticket.ts) <= config.signWindowSeconds;
      const session = fresh ? await ticketSession(app.db, config.signing, ticket, now) : undefined;
      if (!ticket || !session) return refuse(reply, 401, ApiStatus.tokenInvalid, 'invalidToken');
      const key = `${ticket.username}|${ticket.ts}|${ticket.sig}`;
      const verdict = await spentTickets.remember(key, ticket.username, ticket.ts + config.signWindowSeconds + 1, now);
      if (verdict === 'replayed') return refuse(reply, 401, ApiStatus.tokenInvalid, 'invalidToken');
      if (verdict === 'full' || (await slots.full(claims(ticket.username)))) return refuse(reply, 503, ApiStatus.failed, 'busy');
      admissions.set(request, { username: ticket.username, session });
      return undefined;
    }

    let sweeping = false;
    async function closeEndedSessions(): Promise<void> {
      if (sweeping || sockets.count() === 0) return;
      sweeping = true;
      try {
        const known = sockets.sessions();
        const live = await liveSessions(app.db, known, app.nowUnix(), config.refreshGraceSeconds);
        sockets.closeEnded(new Set(known), live, SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      } catch (error) {
        app.log.warn({ err: error }, 'could not check the sessions of open sockets');
      } finally {
        sweeping = false;
      }
    }

    const timer = setInterval(() => {
      sockets.broadcastAll(HEARTBEAT);
      const slow = sockets.takeSlowClosed();
      if (slow) app.log.warn({ sockets: slow, maxBufferedBytes: config.wsMaxBufferedBytes }, 'sockets closed as too slow: their clients did not read what they were sent');
      void closeEndedSessions();
    }, config.heartbeatSeconds * 1000);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      sockets.closeAll(1001, 'server shutting down');
      // before Redis closes (its onClose): this instance's sockets no longer count, its events stop
      await slots.close();
      await events.close();
    });

    app.get('/ws', { websocket: true, onRequest: admit }, async (connection, request) => {
      const socket: SocketLike & {
        on(event: 'close', listener: () => void): unknown;
        on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
      } = connection;
      const admission = admissions.get(request);
      if (!admission) {
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason); // unreachable: admit() answers first
        return;
      }
      if (socket.readyState !== 1) return; // closed during the handshake
      // The events its client listens to; anything else a client sends is ignored. Listened for at
      // once: the console says them as soon as the socket opens, while the slot below is being taken.
      let said: ReadonlySet<string> | undefined;
      let held = false;
      socket.on('message', (data, isBinary) => {
        if (isBinary || !Buffer.isBuffer(data)) return;
        const events = parseSubscribeMessage(data.toString('utf8'));
        if (!events) return;
        said = events;
        if (held) sockets.listen(admission.username, socket, events);
      });
      // Sockets that passed admit() together may overshoot a cap: taking the slot is the one atomic
      // step, and the last of them is turned away.
      const wanted = claims(admission.username);
      const taken = await slots.take(wanted).catch((error: unknown) => {
        warn(error);
        return false;
      });
      if (!taken) {
        socket.close(BUSY_CLOSE.code, BUSY_CLOSE.reason);
        return;
      }
      const release = () => void slots.release(wanted.map((claim) => claim.key)).catch(warn);
      if (socket.readyState !== 1) {
        release(); // closed while the slot was taken
        return;
      }
      // the TCP socket it was upgraded on (none for app.injectWS): a delivery's frames leave in one write
      const transport = request.raw.socket as SocketTransport | undefined;
      sockets.add(admission.username, socket, admission.session, transport);
      held = true;
      if (said) sockets.listen(admission.username, socket, said);
      socket.on('close', () => {
        sockets.remove(admission.username, socket);
        release();
      });
    });
  },
  { name: 'platform-websocket', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-redis'] },
);
