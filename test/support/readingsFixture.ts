/**
 * Test fixtures of the readings and monitor routes: readings and latest states written with plain
 * Kysely inserts (not through the code under test), a user whose role holds only the pages a test
 * names, and a signed GET whose answer may be a file rather than an envelope.
 */
import type { Insertable } from 'kysely';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { READING_FIELDS, type ReadingField } from '../../src/lib/readings';
import { newNonce, requestSign, unixNow, xToken } from '../../src/lib/signing';
import type { DeviceStateTable, ReadingsTable } from '../../server/db/schema';
import { hashPassword } from '../../server/services/password';
import { coverReadings } from '../../server/services/readings/partitions';
import { storeReadings } from '../../server/services/readings/store/write';
import { loginAs, type TestPlatform, type TestSession } from './testPlatform';

export type ReadingSeed = { ts: number } & Partial<Record<ReadingField, number | null>>;

/**
 * Stores the readings of one device as the store keeps them (rows and rollups; PostgreSQL's
 * partitions made for their times), without the ingestion's checks, states or alarms.
 */
export async function insertReadings(platform: TestPlatform, deviceId: number, rows: readonly ReadingSeed[]): Promise<void> {
  if (!rows.length) return;
  const values = rows.map((row): ReadingsTable => {
    const full = { device_id: deviceId, ts: row.ts } as ReadingsTable;
    for (const field of READING_FIELDS) full[field] = row[field] ?? null;
    return full;
  });
  const times = values.map((row) => row.ts);
  await coverReadings(platform.app.db, Math.min(...times), Math.max(...times), platform.app.config);
  await platform.app.db.transaction().execute((trx) => storeReadings(trx, values));
}

/** `count` readings one minute apart from `start`, values from `at(i)`. */
export function minuteReadings(start: number, count: number, at: (i: number) => Partial<Record<ReadingField, number | null>>): ReadingSeed[] {
  return Array.from({ length: count }, (_, i) => ({ ts: start + i * 60, ...at(i) }));
}

/** Writes (or replaces) a device's latest state. */
export async function putState(platform: TestPlatform, state: Insertable<DeviceStateTable>): Promise<void> {
  const { db } = platform.app;
  await db.deleteFrom('device_state').where('device_id', '=', state.device_id).execute();
  await db.insertInto('device_state').values(state).execute();
}

let users = 0;

/** A new user of `companyId` whose new role holds only these pages (route names) and operation codes; logged in. */
export async function userWithPages(platform: TestPlatform, companyId: number, pages: readonly string[], codes: readonly string[] = []): Promise<TestSession> {
  const { db } = platform.app;
  users += 1;
  const username = `limited${String(users).padStart(4, '0')}`;
  const password = 'Limited@1234';
  const role = await db.insertInto('roles').values({ name: `limited-${users}`, company_id: companyId }).returning('id').executeTakeFirstOrThrow();
  const menus = pages.length ? await db.selectFrom('menus').select('id').where('route_name', 'in', pages).execute() : [];
  if (menus.length) await db.insertInto('role_menus').values(menus.map((m) => ({ role_id: role.id, menu_id: m.id }))).execute();
  const operations = codes.length ? await db.selectFrom('operations').select('id').where('code', 'in', codes).execute() : [];
  if (operations.length) await db.insertInto('role_operations').values(operations.map((o) => ({ role_id: role.id, operation_id: o.id }))).execute();
  const organization = await db.selectFrom('organizations').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      username,
      password_hash: await hashPassword(password),
      admin: 2,
      role_id: role.id,
      company_id: companyId,
      organization_id: organization.id,
      created_at: unixNow(platform.clock.now()),
    })
    .execute();
  return (await loginAs(platform, username, password)).session;
}

/** A GET signed like the console's (src/lib/signing.ts), answered raw: a file or an envelope. */
export async function signedGet(
  platform: TestPlatform,
  path: string,
  query: Record<string, string | number>,
  session: TestSession,
  lang = 'en',
): Promise<InjectResponse> {
  const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const timeunix = unixNow(platform.clock.now());
  const nonce = newNonce();
  const sign = requestSign(platform.config.signing, params, timeunix, nonce);
  const token = xToken(platform.config.signing, { method: 'GET', path, username: session.username, token: session.token, timeunix, sign });
  return platform.app.inject({
    method: 'GET',
    url: `/api${path}?${new URLSearchParams(params).toString()}`,
    headers: { timeunix: String(timeunix), nonce, sign, lang, username: session.username, 'x-token': token },
  });
}

/** A seeded device of `model`, the last by id, that the seed gave no readings (its alarm history gives some devices a few). */
export async function deviceWithoutReadings(platform: TestPlatform, model: string): Promise<{ id: number; number: string }> {
  return platform.app.db
    .selectFrom('devices')
    .select(['id', 'number'])
    .where('model', '=', model)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('readings').select('ts').whereRef('readings.device_id', '=', 'devices.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
