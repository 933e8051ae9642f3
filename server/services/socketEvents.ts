/**
 * Socket events raised on one instance and delivered to every entitled socket on every instance,
 * once (issue 27 §2). The raiser publishes the event with its scope (a company's readings, alarms
 * with their organizations, the organizations of changed alarms); each instance works out which
 * of its own sockets may hear it (readings/audience.ts, alarms/broadcast.ts) and sends it there.
 * - One process (no REDIS_URL): `localSocketEvents` delivers at once, and the raiser skips its work
 *   while no socket is open.
 * - With REDIS_URL: `redisSocketEvents` publishes on one channel of the instance group; every
 *   instance, the raiser included, delivers what its subscription receives, in the order published,
 *   so a socket gets an event once whichever instance raised it. Redis pub/sub keeps nothing for a
 *   subscriber that is away: an event raised while an instance's subscription reconnects is lost
 *   for its sockets, as it is for a console whose socket reconnects (it reads its counts again).
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { deliverAlarmChanges, deliverAlarms, type AlarmChangeScope, type BroadcastAlarm } from './alarms/broadcast';
import { deliverToCompanies, type CompanyMessage } from './readings/audience';

export type SocketEvent =
  /** 0101, 0102: to the users of each message's company */
  | { kind: 'companies'; messages: Array<{ companyId: number; message: CompanyMessage }> }
  /** 0003: to the users who may see each alarm's organization */
  | { kind: 'alarms'; alarms: BroadcastAlarm[] }
  /** 0103: to the users who may see any of these organizations */
  | { kind: 'alarmChanges'; companies: AlarmChangeScope };

export interface SocketEvents {
  /** Delivers `event` to every entitled socket, on every instance. */
  publish(event: SocketEvent): Promise<void>;
  /** False only when no socket anywhere can hear an event: the raiser may skip its work. */
  mayHaveListeners(): boolean;
  /** Stops delivering (waits for deliveries under way). */
  close(): Promise<void>;
}

/** Sends `event` to this instance's sockets that may hear it. */
export async function deliverLocally(app: FastifyInstance, event: SocketEvent): Promise<void> {
  if (event.kind === 'companies') await deliverToCompanies(app, event.messages);
  else if (event.kind === 'alarms') await deliverAlarms(app, event.alarms);
  else await deliverAlarmChanges(app, event.companies);
}

export function localSocketEvents(app: FastifyInstance): SocketEvents {
  return {
    publish: (event) => deliverLocally(app, event),
    mayHaveListeners: () => app.sockets.count() > 0,
    close: async () => {},
  };
}

/** Deliveries waiting on one instance past which new events are dropped (and logged): a bound on memory. */
export const MAX_QUEUED_DELIVERIES = 10_000;

/** Subscribes `channel` on a connection of its own; resolves once the subscription is in place. */
export async function redisSocketEvents(app: FastifyInstance, redis: Redis, channel: string): Promise<SocketEvents> {
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis subscriber connection error'));
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  let dropped = 0;
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    if (queued >= MAX_QUEUED_DELIVERIES) {
      if (dropped++ % 1000 === 0) app.log.warn({ dropped }, 'socket events dropped: deliveries are behind');
      return;
    }
    queued += 1;
    // one after the other, so that sockets get events in the order they were raised
    queue = queue
      .then(() => deliverLocally(app, JSON.parse(text) as SocketEvent))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not deliver a socket event'))
      .finally(() => (queued -= 1));
  });
  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    publish: async (event) => {
      await redis.publish(channel, JSON.stringify(event));
    },
    // another instance may have sockets open
    mayHaveListeners: () => true,
    close: async () => {
      await subscriber.unsubscribe(channel).catch(() => undefined);
      await queue;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
