/**
 * The device simulator (services/simulator/), when `simulator` is on (server.ts turns it on unless
 * SIMULATOR=false; buildApp and the tests leave it off). Once the app is ready it fills history in
 * the background (the server answers meanwhile), logs one line with the count and the seconds,
 * then sends what comes due every second. `app.simulator` is there either way: a test with the
 * simulator off drives `backfill()` and `tick()` itself, with its own clock.
 * With several instances only the one holding the 'simulator' lease (plugins/leases.ts) plays the
 * fleet; one that takes the lease over first fills the gap since the last readings, then goes live.
 */
import fp from 'fastify-plugin';
import { createSimulator, type Simulator } from '../services/simulator/runner';

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator & {
      /** the first backfill of a running simulator (resolved at once when it is off, or another instance plays the fleet) */
      started: Promise<void>;
    };
  }
}

export const TICK_MS = 1000;

export default fp(
  async (app) => {
    const { simulator: on, simSeed, simHistoryDays, simSpeed, simDevices } = app.config;
    const simulator = createSimulator(app, { seed: simSeed, historyDays: simHistoryDays, speed: simSpeed, devices: simDevices });
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    let started: Promise<void> = Promise.resolve();

    app.decorate('simulator', {
      ...simulator,
      get started() {
        return started;
      },
    });
    if (!on) return;

    const fill = () =>
      simulator.backfill().then(
        ({ stored, duplicates, rejected, seconds, cpuSeconds, complete }) => {
          const figures = { readings: stored, duplicates, rejected, seconds: Number(seconds.toFixed(2)), cpuSeconds: Number(cpuSeconds.toFixed(2)) };
          if (!complete || closing) {
            app.log.info(figures, 'Simulator: stopped while filling history');
            return;
          }
          app.log.info(figures, `Simulator: history in, ${stored} readings in ${seconds.toFixed(1)} s`);
        },
        // without its history, the fleet still goes live
        (error: unknown) => app.log.error({ err: error }, 'simulator backfill failed'),
      );

    const lease = app.leases.lease('simulator');
    // the history is filled each time this instance comes to hold the lease, then it ticks
    let filled = false;
    let ticking = false;
    const work = (): Promise<void> =>
      filled
        ? simulator.tick().then(
            () => undefined,
            (error: unknown) => app.log.warn({ err: error }, 'simulator tick failed'),
          )
        : fill().then(() => {
            filled = true;
          });
    const step = (): Promise<void> | undefined => {
      // a tick still running (a long catch-up, the history) is not queued behind
      if (closing || ticking) return undefined;
      const run = lease.ifHeld(work);
      if (!run) {
        filled = false;
        return undefined;
      }
      ticking = true;
      void run.finally(() => (ticking = false));
      return run;
    };

    app.addHook('onReady', async () => {
      // the lease was tried first (plugins/leases.ts): the holder fills history at once
      started = step() ?? Promise.resolve();
      timer = setInterval(step, TICK_MS);
      timer.unref();
    });
    // before the database closes (onClose): no job starts after this, and the one running ends first
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await simulator.stop();
    });
  },
  { name: 'platform-simulator', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases', 'platform-readings'] },
);
