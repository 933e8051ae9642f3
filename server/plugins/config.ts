/** Puts the resolved settings and the clock on the instance. */
import fp from 'fastify-plugin';
import { unixNow } from '../../src/lib/signing';
import type { PlatformConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: PlatformConfig;
    /** the injectable clock in unix seconds */
    nowUnix(): number;
  }
}

export default fp<{ config: PlatformConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('nowUnix', () => unixNow(config.now()));
  },
  { name: 'platform-config', fastify: '5.x' },
);
