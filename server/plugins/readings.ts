/**
 * The readings' housekeeping: every ONLINE_SWEEP_SECONDS the devices gone quiet turn offline
 * (services/readings/online.ts), and every hour the readings past retention are removed
 * (services/readings/retention.ts), the first time a minute after start. Both judge by the app's
 * clock; the timers start once the app is ready and stop before it closes, waiting for a run
 * under way so that the database is never closed under it. Each runs only while this instance
 * holds its lease ('online-sweep', 'readings-retention': plugins/leases.ts).
 */
import fp from 'fastify-plugin';
import { sweepOnline } from '../services/readings/online';
import { pruneReadings } from '../services/readings/retention';

export const PRUNE_INTERVAL_MS = 3_600_000;
export const FIRST_PRUNE_DELAY_MS = 60_000;

export default fp(
  async (app) => {
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<unknown>>();

    /** Runs a job while this instance holds its lease, unless its previous run is still under way; a failure is logged, not thrown. */
    function every(name: string, leaseName: string, job: () => Promise<unknown>) {
      const lease = app.leases.lease(leaseName);
      let busy = false;
      return () => {
        if (busy) return;
        const started = lease.ifHeld(job);
        if (!started) return;
        busy = true;
        const run = started
          .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      };
    }

    const sweep = every('online sweep', 'online-sweep', () => sweepOnline(app));
    const prune = every('readings retention', 'readings-retention', async () => {
      const removed = await pruneReadings(app);
      if (removed) app.log.info({ removed }, 'removed readings past retention');
    });

    app.addHook('onReady', async () => {
      timers.push(setInterval(sweep, app.config.onlineSweepSeconds * 1000));
      timers.push(setTimeout(prune, FIRST_PRUNE_DELAY_MS));
      timers.push(setInterval(prune, PRUNE_INTERVAL_MS));
      for (const timer of timers) timer.unref();
    });
    app.addHook('preClose', async () => {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.all(running);
    });
  },
  { name: 'platform-readings', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-websocket'] },
);
