/**
 * The alarm engine's clock (issue 13 §1): every ALARM_SWEEP_SECONDS the offline judgment and the
 * data timeouts (services/alarms/engine/sweep.ts), then the 0003 of the live offline alarms it
 * opened. Readings are judged as they are ingested (services/readings/ingest.ts), not here.
 * `app.alarmEngine.sweep()` runs one sweep now: tests move the clock and call it, and so may the
 * notifier. The timer starts once the app is ready and stops before it closes, waiting for a
 * sweep under way so that the database is never closed under it (plugins/readings.ts' pattern).
 * The timer sweeps only while this instance holds the 'alarm-sweep' lease (plugins/leases.ts).
 */
import fp from 'fastify-plugin';
import { broadcastAlarms } from '../services/alarms/broadcast';
import { watchAlarmChanges } from '../services/alarms/changes';
import { sweepAlarms, type SweepResult } from '../services/alarms/engine/sweep';

export interface AlarmEngine {
  /** One sweep now (offline alarms opened or moved on, data timeouts ended), its 0003 sent. */
  sweep(): Promise<SweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alarmEngine: AlarmEngine;
  }
}

export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const running = new Set<Promise<unknown>>();

    async function sweep(): Promise<SweepResult> {
      const result = await sweepAlarms(app);
      await broadcastAlarms(app, result.opened);
      return result;
    }

    /** A run is awaited on close, whoever started it. */
    function tracked(): Promise<SweepResult> {
      const run = sweep().finally(() => running.delete(run));
      running.add(run);
      return run;
    }

    const lease = app.leases.lease('alarm-sweep');
    let busy = false;
    const tick = () => {
      // a sweep still running is not queued behind
      if (busy) return;
      const run = lease.ifHeld(tracked);
      if (!run) return;
      busy = true;
      run
        .catch((error: unknown) => app.log.warn({ err: error }, 'alarm sweep failed'))
        .finally(() => (busy = false));
    };

    app.decorate('alarmEngine', { sweep: tracked });
    // issue 26 §1: the 0103 of every alarm opened, acknowledged, closed or ended on this database
    watchAlarmChanges(app);
    app.addHook('onReady', async () => {
      timer = setInterval(tick, app.config.alarmSweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await Promise.allSettled(running);
    });
  },
  { name: 'platform-alarm-engine', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-websocket', 'platform-readings'] },
);
