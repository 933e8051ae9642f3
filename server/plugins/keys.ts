/**
 * The SM2 key pair for password encryption (spec §7): made on first start, kept in the
 * settings table so that it survives restarts. The public key goes out in /config.json.
 */
import fp from 'fastify-plugin';
import { generateKeyPair, type Sm2KeyPair } from '../../src/lib/sm2';

declare module 'fastify' {
  interface FastifyInstance {
    keys: Sm2KeyPair;
  }
}

const PUBLIC = 'sm2.publicKey';
const PRIVATE = 'sm2.privateKey';

export default fp(
  async (app) => {
    const rows = await app.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [PUBLIC, PRIVATE]).execute();
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    let keys: Sm2KeyPair;
    if (stored[PUBLIC] && stored[PRIVATE]) {
      keys = { publicKey: stored[PUBLIC], privateKey: stored[PRIVATE] };
    } else {
      keys = generateKeyPair();
      await app.db
        .insertInto('settings')
        .values([
          { key: PUBLIC, value: keys.publicKey },
          { key: PRIVATE, value: keys.privateKey },
        ])
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    }
    app.decorate('keys', keys);
  },
  { name: 'platform-keys', fastify: '5.x', dependencies: ['platform-db'] },
);
