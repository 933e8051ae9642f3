/**
 * Failed logins (spec §4 '-9': the captcha from the third failure on), counted two ways:
 * - per account and client (IP; an IPv6 client is its /64): a client that failed 3 times for an
 *   account must solve the captcha for it, until a login from that client succeeds. Another
 *   client's failures do not touch this count, so a stranger cannot force the captcha on the owner.
 * - per account, from all clients: `accountFailures` failures with no quiet `windowSeconds`
 *   between them turn the captcha on for every client of the account, until `windowSeconds` pass
 *   without a failure. A captcha, not a lock: the owner can still sign in, a script cannot guess.
 * Unknown usernames are counted too, so the answer reveals nothing. Counts live in the database
 * (they survive a restart); rows idle for a day (per client) or a window (per account) are pruned.
 */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Database } from '../db/schema';

export const PUZZLE_AFTER_FAILURES = 3;
/** How long a client's failures are remembered after its last one. */
export const CLIENT_MEMORY_SECONDS = 24 * 60 * 60;

export interface LoginAttemptPolicy {
  accountFailures: number;
  windowSeconds: number;
}

export interface LoginFailures {
  /** this client's failures for the account */
  client: number;
  /** the account's failures from every client in the current window */
  account: number;
}

export function attemptPolicy(config: Pick<PlatformConfig, 'loginAccountFailures' | 'loginAccountWindowSeconds'>): LoginAttemptPolicy {
  return { accountFailures: config.loginAccountFailures, windowSeconds: config.loginAccountWindowSeconds };
}

export function needsPuzzle(counts: LoginFailures, policy: LoginAttemptPolicy): boolean {
  return counts.client >= PUZZLE_AFTER_FAILURES || counts.account >= policy.accountFailures;
}

export async function failures(
  db: Kysely<Database>,
  username: string,
  client: string,
  nowUnix: number,
  policy: LoginAttemptPolicy,
): Promise<LoginFailures> {
  const own = await db
    .selectFrom('login_client_failures')
    .select('failures')
    .where('username', '=', username)
    .where('client', '=', client)
    .where('updated_at', '>', nowUnix - CLIENT_MEMORY_SECONDS)
    .executeTakeFirst();
  const all = await db
    .selectFrom('login_attempts')
    .select('failures')
    .where('username', '=', username)
    .where('updated_at', '>', nowUnix - policy.windowSeconds)
    .executeTakeFirst();
  return { client: own?.failures ?? 0, account: all?.failures ?? 0 };
}

/** Counts one more failure of `username` from `client`; returns the new counts. */
export async function recordFailure(
  db: Kysely<Database>,
  username: string,
  client: string,
  nowUnix: number,
  policy: LoginAttemptPolicy,
): Promise<LoginFailures> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_client_failures').where('updated_at', '<=', nowUnix - CLIENT_MEMORY_SECONDS).execute();
    await trx.deleteFrom('login_attempts').where('updated_at', '<=', nowUnix - policy.windowSeconds).execute();
    const own = await trx
      .insertInto('login_client_failures')
      .values({ username, client, failures: 1, updated_at: nowUnix })
      .onConflict((oc) =>
        oc.columns(['username', 'client']).doUpdateSet((eb) => ({ failures: eb('login_client_failures.failures', '+', 1), updated_at: nowUnix })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    // a quiet window ended the previous streak: the row was pruned above, so this starts at 1
    const all = await trx
      .insertInto('login_attempts')
      .values({ username, failures: 1, updated_at: nowUnix })
      .onConflict((oc) =>
        oc.column('username').doUpdateSet((eb) => ({ failures: eb('login_attempts.failures', '+', 1), updated_at: nowUnix })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return { client: own.failures, account: all.failures };
  });
}

/** A successful login from `client`: that client's captcha is off; the account-wide count decays by itself. */
export async function clearClientFailures(db: Kysely<Database>, username: string, client: string): Promise<void> {
  await db.deleteFrom('login_client_failures').where('username', '=', username).where('client', '=', client).execute();
}

/** A password reset proves the owner: every count of the account starts over. */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_client_failures').where('username', '=', username).execute();
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}
