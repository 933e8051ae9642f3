/**
 * Consecutive failed logins per submitted username (spec §4 '-9'): from the third failure on,
 * a login needs a correct captcha. Unknown usernames are counted too, so the answer reveals nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PUZZLE_AFTER_FAILURES = 3;

export async function failures(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db.selectFrom('login_attempts').select('failures').where('username', '=', username).executeTakeFirst();
  return row?.failures ?? 0;
}

/** Counts one more failure; returns the new count. */
export async function recordFailure(db: Kysely<Database>, username: string, nowUnix: number): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ username, failures: 1, updated_at: nowUnix })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({ failures: eb('login_attempts.failures', '+', 1), updated_at: nowUnix })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}
