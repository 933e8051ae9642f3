import type { FastifyInstance } from 'fastify';
import type { Ticker } from './oneTickAtATime';

interface Options {
  /** the lease's name (plugins/leases.ts): of several instances, the one holding it ticks */
  lease: string;
  /** seconds between ticks; 0 (the test platform): never, the tests call `tick()` with their own clock */
  seconds: number;
  /** what the log says when a tick fails */
  failure: string;
}

/**
 * Ticks `ticker` every `seconds` once the app is ready, while this instance holds the lease; stops
 * before the app closes, waiting for a tick under way. Registers the hooks on `app`.
 */
export function tickUnderLease(app: FastifyInstance, ticker: Ticker<unknown>, { lease: name, seconds, failure }: Options): void {
  const lease = app.leases.lease(name);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!(seconds > 0)) return;
    timer = setInterval(() => {
      lease.ifHeld(() => ticker.tick())?.catch((error: unknown) => app.log.warn({ err: error }, failure));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await ticker.idle();
  });
}
