/**
 * The simulated devices that answer commands (services/commands/responder.ts), ticking on a
 * timer that stops with the app. Ticks every quarter of a second at COMMAND_DELAY_SCALE 1 (the
 * shortest step is a second), faster when the scale makes the steps shorter; tests move the
 * clock and call `app.commandResponder.tick()` themselves. The timer ticks only while this
 * instance holds the 'command-responder' lease (plugins/leases.ts): one instance plays the devices.
 */
import fp from 'fastify-plugin';
import { createResponder, type Responder } from '../services/commands/responder';

declare module 'fastify' {
  interface FastifyInstance {
    commandResponder: Responder;
  }
}

export default fp(
  async (app) => {
    const { now, commandRandom, commandDelayScale } = app.config;
    const responder = createResponder(app.db, { now, random: commandRandom, delayScale: commandDelayScale });
    app.decorate('commandResponder', responder);
    const lease = app.leases.lease('command-responder');
    const intervalMs = Math.min(500, Math.max(20, 250 * commandDelayScale));
    const timer = setInterval(() => {
      lease.ifHeld(() => responder.tick())?.catch((error: unknown) => app.log.warn({ err: error }, 'device command responder failed'));
    }, intervalMs);
    timer.unref();
    // before the database closes (onClose): no tick starts after this, and the one running ends first
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await responder.idle();
    });
  },
  { name: 'platform-command-responder', fastify: '5.x', dependencies: ['platform-config', 'platform-db', 'platform-leases'] },
);
