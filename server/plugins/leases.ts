/**
 * `app.leases` (services/leases/): the timer leases of this instance, on Redis when REDIS_URL is
 * set, else held by this one process. The first attempt at every lease asked for while the app was
 * registered is made once it is ready, before the timers start (this plugin's onReady hook runs
 * first), so that an instance knows from its first tick whether it holds a lease. Leases are
 * released on close, after the timers have stopped and their last runs ended (preClose).
 */
import fp from 'fastify-plugin';
import { renewPeriodMs } from '../services/leases/config';
import { createLeases, type Leases } from '../services/leases/leases';

declare module 'fastify' {
  interface FastifyInstance {
    leases: Leases;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const leases = createLeases({
      redis: app.redis,
      keyOf: (name) => app.redisKey(name),
      ttlMs: config.leaseTtlSeconds * 1000,
      renewMs: renewPeriodMs(config),
      log: app.log,
    });
    app.decorate('leases', leases);
    app.addHook('onReady', () => leases.start());
    // onClose hooks run after every preClose (the timers wait there for their runs) and before Redis' (registered earlier) quits
    app.addHook('onClose', () => leases.stop());
  },
  { name: 'platform-leases', fastify: '5.x', dependencies: ['platform-config', 'platform-redis'] },
);
