/**
 * The SM2 key pair for password encryption (spec §7): made on first start, kept in the
 * settings table so that it survives restarts (services/platformKeys.ts). The public key goes out
 * in /config.json.
 */
import fp from 'fastify-plugin';
import type { Sm2KeyPair } from '../../src/lib/sm2';
import { platformKeys } from '../services/platformKeys';

declare module 'fastify' {
  interface FastifyInstance {
    keys: Sm2KeyPair;
  }
}

export default fp(
  async (app) => {
    app.decorate('keys', await platformKeys(app.db));
  },
  { name: 'platform-keys', fastify: '5.x', dependencies: ['platform-db'] },
);
