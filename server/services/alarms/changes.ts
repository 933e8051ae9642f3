/**
 * Alarm changes (issue 26 §1): whenever an alarm opens, is acknowledged, closed by hand or ends,
 * the users who may see it get `{"event":"0103"}` and ask their open count again (the panel's
 * count, the dashboard's figure). The writes that do those (engine/store.ts insertAlarms,
 * handling.ts acknowledgeAlarms, end.ts endAlarms) know no app and often run in a transaction:
 * they call `alarmsChanged(db, alarms)`, which hands their ids to the app watching that database
 * (`watchAlarmChanges`, started by the alarm engine's plugin). The app gathers them for
 * ALARM_CHANGE_FLUSH_MS, then raises one 0103 for each listening user who sees any of them
 * (broadcast.ts broadcastAlarmChanges), on every instance.
 *
 * After the commit: the flush first reads the alarms' companies and organizations on the app's
 * database, and that read waits for the writing transaction to end (SQLite has one connection,
 * which Kysely's driver lends to one transaction or query at a time). A rolled-back write sends a
 * 0103 at worst, and the count asked then is unchanged.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { broadcastAlarmChanges } from './broadcast';

/** Changes gathered into one 0103 per user: a batch that opens a hundred alarms sends one. */
export const ALARM_CHANGE_FLUSH_MS = 100;

type Watcher = (ids: readonly number[]) => void;

const watchers = new WeakMap<object, Watcher>();

/**
 * The key of a database: a Kysely instance and every transaction on it share the dialect's one
 * adapter object (Transaction copies the executor with another connection provider, not another adapter).
 */
const databaseKey = (db: Kysely<Database>): object => db.getExecutor().adapter;

/** These alarms changed (opened, acknowledged, closed, ended); call after the write, in its transaction or not. */
export function alarmsChanged(db: Kysely<Database>, alarms: ReadonlyArray<{ id: number }>): void {
  if (alarms.length) watchers.get(databaseKey(db))?.(alarms.map((alarm) => alarm.id));
}

/** Sends the 0103 of the changes to `app.db` from now until the app closes. */
export function watchAlarmChanges(app: FastifyInstance): void {
  const key = databaseKey(app.db);
  const pending = new Set<number>();
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  function flush(): void {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    const run = broadcastAlarmChanges(app, ids)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not send the alarm changes (0103)'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  watchers.set(key, (ids) => {
    // nobody listening, nobody to tell: a console asks for its count when its socket opens
    // (with several instances the listeners may be on another one: always told)
    if (!app.socketEvents.mayHaveListeners()) return;
    for (const id of ids) pending.add(id);
    if (!timer) {
      timer = setTimeout(flush, ALARM_CHANGE_FLUSH_MS);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => {
    watchers.delete(key);
    clearTimeout(timer);
    await Promise.allSettled(running);
  });
}
