/** `GET /config.json`: one console build serves every environment (ConsoleConfig in contract.ts). */
import fp from 'fastify-plugin';
import type { ConsoleConfig } from '../../src/lib/contract';

export default fp(
  async (app) => {
    app.get('/config.json', async (_request, reply) => {
      const { env, signing, tileUrl, tileCoordSystem, wsUrl } = app.config;
      const body: ConsoleConfig = {
        apiBase: '/api',
        wsUrl,
        env,
        sm2PublicKey: app.keys.publicKey,
        signing: { hash: signing.hash, salts: { ...signing.salts } },
        tileUrl,
        tileCoordSystem,
      };
      return reply.header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'platform-console-config', fastify: '5.x', dependencies: ['platform-config', 'platform-keys'] },
);
