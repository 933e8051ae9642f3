/**
 * Registration and the data interface (issue 28 §5). A company gains its trial terms (spec §9:
 * 15 days, 50 devices; null for a company that is not on trial) and the state of its
 * data-interface service (spec §1 premium service, §4 "Service: not activated, subscribed, in
 * trial"). `auth_codes` holds the companies' authorization codes, the docking keys of the public
 * API: only the SHA-256 of a key is stored, the key itself is shown once when it is made.
 */
import { type Kysely } from 'kysely';
import { tableWithId } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('trial_ends_at', 'bigint').execute();
  await db.schema.alterTable('companies').addColumn('device_limit', 'integer').execute();
  // src/lib/apiTool.ts DATA_INTERFACE: 0 not activated, 1 subscribed, 2 in trial
  await db.schema.alterTable('companies').addColumn('data_interface', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await tableWithId(db, 'auth_codes')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // the first characters of the key, to tell keys apart in the list; not enough to use one
    .addColumn('prefix', 'text', (c) => c.notNull())
    // lowercase hex SHA-256 of the whole key: a random 192-bit key needs no slow hash
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('auth_codes_key_hash').unique().on('auth_codes').column('key_hash').execute();
  await db.schema.createIndex('auth_codes_company').on('auth_codes').columns(['company_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_codes').execute();
  await db.schema.alterTable('companies').dropColumn('data_interface').execute();
  await db.schema.alterTable('companies').dropColumn('device_limit').execute();
  await db.schema.alterTable('companies').dropColumn('trial_ends_at').execute();
}
