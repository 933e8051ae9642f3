/**
 * The notifier: each tick escalates the open live alarms (escalate.ts), then moves the due
 * notifications through their providers (deliver.ts) until nothing more is due. Runs on the
 * app's clock; ticks never overlap. The plugin (plugins/alarmNotifier.ts) ticks it on a timer;
 * tests move the clock and call `tick()` themselves.
 */
import type { Kysely } from 'kysely';
import { unixNow } from '../../../../src/lib/signing';
import type { Database } from '../../../db/schema';
import { BACKLOG_AT, deliverDue } from './deliver';
import { escalateAlarms } from './escalate';
import type { ProviderRegistry } from './providers/provider';
import type { NotifySettings } from './sendLevel';

export interface NotifierOptions {
  /** milliseconds, like Date.now() */
  now: () => number;
  settings: NotifySettings;
  providers: ProviderRegistry;
  /** rows in progress per channel before new ones are backlogged */
  backlogAt?: number;
}

export interface NotifierTick {
  /** alarms that sent (a level reached, or a repeat) */
  alarmsSent: number;
  /** notification rows written by those sends */
  notifications: number;
  dispatched: number;
  settled: number;
  backlogged: number;
}

export interface AlarmNotifier {
  /** One escalation and delivery round; resolves with what it did. */
  tick(): Promise<NotifierTick>;
  /** Resolves once the tick under way, if any, has ended. */
  idle(): Promise<void>;
  readonly providers: ProviderRegistry;
}

/** A bound on one tick's delivery passes: a runaway (a clock far ahead) finishes on the next tick. */
const MAX_PASSES = 50;

export function createNotifier(db: Kysely<Database>, options: NotifierOptions): AlarmNotifier {
  const { now, settings, providers } = options;
  const backlogAt = options.backlogAt ?? BACKLOG_AT;

  const run = async (): Promise<NotifierTick> => {
    const nowMs = now();
    const escalation = await escalateAlarms(db, unixNow(nowMs), settings);
    const tick: NotifierTick = { alarmsSent: escalation.sent, notifications: escalation.notifications, dispatched: 0, settled: 0, backlogged: 0 };
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const delivered = await deliverDue(db, providers, now(), backlogAt);
      tick.dispatched += delivered.dispatched;
      tick.settled += delivered.settled;
      tick.backlogged += delivered.backlogged;
      if (delivered.dispatched + delivered.settled + delivered.backlogged === 0) break;
    }
    return tick;
  };

  let running: Promise<NotifierTick> = Promise.resolve({ alarmsSent: 0, notifications: 0, dispatched: 0, settled: 0, backlogged: 0 });
  return {
    providers,
    tick() {
      running = running.then(run, run);
      return running;
    },
    idle: () =>
      running.then(
        () => undefined,
        () => undefined,
      ),
  };
}
