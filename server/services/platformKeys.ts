/**
 * The SM2 key pair for password encryption (spec §7): made on first start, kept in the settings
 * table so that it survives restarts (plugins/keys.ts). The tests' seeded databases make it with
 * their seed (test/support/seededSqlite.ts, seededDatabase.ts): making one is most of a start.
 */
import type { Kysely } from 'kysely';
import { generateKeyPair, type Sm2KeyPair } from '../../src/lib/sm2';
import type { Database } from '../db/schema';

const PUBLIC = 'sm2.publicKey';
const PRIVATE = 'sm2.privateKey';

/** The stored key pair, made and stored when there is none. */
export async function platformKeys(db: Kysely<Database>): Promise<Sm2KeyPair> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [PUBLIC, PRIVATE]).execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  if (stored[PUBLIC] && stored[PRIVATE]) return { publicKey: stored[PUBLIC], privateKey: stored[PRIVATE] };
  const keys = generateKeyPair();
  await db
    .insertInto('settings')
    .values([
      { key: PUBLIC, value: keys.publicKey },
      { key: PRIVATE, value: keys.privateKey },
    ])
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
  return keys;
}
