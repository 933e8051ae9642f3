/**
 * The fleet bench's failover and its accounts, read from the engines themselves:
 * - the timer leases in Redis (services/leases/: `<prefix>lease:<name>` holds the holder's
 *   instance id, `host:pid:random`), so the bench knows which process to kill and sees another
 *   take each lease over;
 * - the first notification written after the kill (the notifier's timer running again);
 * - alarms lost: hot readings answered as stored whose alarm is not in `alarms`;
 * - notifications sent twice: more than one row for one alarm, level, channel and receiver.
 */
import { Kysely, sql } from 'kysely';
import { Redis } from 'ioredis';
import { openPostgres } from '../../server/db/openPostgres';
import type { Database } from '../../server/db/schema';
import type { HotReading } from './scaleFleetGateways';

/** pid of each lease's holder, by lease name */
export async function leaseHolders(redis: Redis, keyPrefix: string): Promise<Map<string, number>> {
  const keys = await redis.keys(`${keyPrefix}lease:*`);
  const holders = new Map<string, number>();
  if (!keys.length) return holders;
  const values = await redis.mget(...keys);
  keys.forEach((key, i) => {
    const pid = Number(values[i]?.split(':')[1]);
    if (Number.isInteger(pid)) holders.set(key.slice(`${keyPrefix}lease:`.length), pid);
  });
  return holders;
}

export interface Takeover {
  /** seconds from the kill until every lease the dead instance held had another holder (undefined: not within the wait) */
  leasesMoved: number | undefined;
  /** the leases it held */
  leases: string[];
  /** seconds from the kill until the first notification row written after it (undefined: none within the wait) */
  firstNotification: number | undefined;
}

export class FleetDatabase {
  readonly db: Kysely<Database>;
  constructor(databaseUrl: string) {
    this.db = new Kysely<Database>({ dialect: openPostgres(databaseUrl, { max: 2 }).dialect });
  }

  async size(): Promise<number> {
    const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(this.db);
    return Number(rows[0]!.bytes);
  }

  async lastNotificationId(): Promise<number> {
    const row = await this.db.selectFrom('alarm_notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Hot readings whose alarm (temperature_high, opened at the reading's time) is not stored. */
  async alarmsLost(hot: readonly HotReading[]): Promise<number> {
    let lost = 0;
    for (let start = 0; start < hot.length; start += 1000) {
      const part = hot.slice(start, start + 1000);
      const rows = await this.db
        .selectFrom('alarms')
        .select(['device_id', 'created_at'])
        .where('type', '=', 'temperature_high')
        .where(
          'device_id',
          'in',
          part.map((h) => h.deviceId),
        )
        .execute();
      const found = new Set(rows.map((row) => `${row.device_id}:${Number(row.created_at)}`));
      lost += part.filter((h) => !found.has(`${h.deviceId}:${h.ts}`)).length;
    }
    return lost;
  }

  /** Notification rows beyond the first for one alarm, level, channel and receiver; and all rows. */
  async notificationCounts(): Promise<{ twice: number; rows: number; alarms: number }> {
    const { rows } = await sql<{ twice: number; rows: number; alarms: number }>`
      select coalesce(sum(n - 1), 0) as twice, coalesce(sum(n), 0) as rows, count(distinct alarm_id) as alarms
      from (select alarm_id, count(*) as n from alarm_notifications where alarm_id is not null
            group by alarm_id, level, channel, receiver_id) as sends`.execute(this.db);
    const row = rows[0]!;
    return { twice: Number(row.twice), rows: Number(row.rows), alarms: Number(row.alarms) };
  }

  /** Live graded alarms still open that no notifier has sent yet. */
  async unsentAlarms(): Promise<number> {
    const row = await this.db
      .selectFrom('alarms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .where('source', '=', 'live')
      .where('graded_alarm_id', 'is not', null)
      .where('last_sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}

/**
 * Watches, from the moment of the kill (`killedAt`, Date.now()), for every lease `deadPid` held to
 * be held by another, and for a notification newer than `lastId`; gives up after `waitMs`.
 */
export async function watchTakeover(
  redis: Redis,
  keyPrefix: string,
  database: FleetDatabase,
  deadPid: number,
  leases: string[],
  lastId: number,
  killedAt: number,
  waitMs: number,
): Promise<Takeover> {
  const result: Takeover = { leasesMoved: undefined, leases, firstNotification: undefined };
  let polls = 0;
  while (Date.now() - killedAt < waitMs && (result.leasesMoved === undefined || result.firstNotification === undefined)) {
    if (result.leasesMoved === undefined) {
      const holders = await leaseHolders(redis, keyPrefix);
      if (leases.every((name) => holders.has(name) && holders.get(name) !== deadPid)) result.leasesMoved = (Date.now() - killedAt) / 1000;
    }
    // the database a little less often than Redis
    if (result.firstNotification === undefined && polls % 5 === 0 && (await database.lastNotificationId()) > lastId) {
      result.firstNotification = (Date.now() - killedAt) / 1000;
    }
    polls += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return result;
}
