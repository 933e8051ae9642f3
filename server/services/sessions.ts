/** Login sessions: random tokens with an expiry; the X-Token header proves one of them. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { safeEqual, xToken, type SigningConfig, type XTokenParts } from '../../src/lib/signing';
import type { Database } from '../db/schema';

export interface Session {
  token: string;
  user_id: number;
  expires_at: number;
}

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Opens a session and forgets the user's sessions that can no longer be used or refreshed. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  nowUnix: number,
  ttlSeconds: number,
  graceSeconds: number,
): Promise<Session> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('revoked', '=', 1), eb('expires_at', '<', nowUnix - graceSeconds)]))
    .execute();
  const session = { token: newToken(), user_id: userId, expires_at: nowUnix + ttlSeconds };
  await db.insertInto('sessions').values({ ...session, created_at: nowUnix, revoked: 0 }).execute();
  return session;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('token', '=', token).execute();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
}

/** The user's unrevoked session whose X-Token for this request equals `header`. */
export async function matchSession(
  db: Kysely<Database>,
  signing: SigningConfig,
  user: { id: number; username: string },
  request: Omit<XTokenParts, 'username' | 'token'>,
  header: string,
): Promise<Session | undefined> {
  const sessions = await db
    .selectFrom('sessions')
    .select(['token', 'user_id', 'expires_at'])
    .where('user_id', '=', user.id)
    .where('revoked', '=', 0)
    .execute();
  const wanted = header.toLowerCase();
  return sessions.find((s) => safeEqual(xToken(signing, { ...request, username: user.username, token: s.token }), wanted));
}
