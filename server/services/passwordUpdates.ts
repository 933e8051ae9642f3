/**
 * Writing a user's password, and what must happen with it: a password someone else set
 * (initial, reset) marks the account "must change password"; a change or reset ends the user's
 * other sessions at once (their next call answers '-2').
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './password';

/** The user's own choice: clears the "must change password" mark. */
export async function setOwnPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: await hashPassword(password), must_change_password: 0 }).where('id', '=', userId).execute();
}

/** A password set by somebody else (an admin's reset): the user must change it at the next login. */
export async function setAssignedPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: await hashPassword(password), must_change_password: 1 }).where('id', '=', userId).execute();
}

/** Ends every session of the user except `keepToken` (the one that made the change). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepToken: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).where('token', '!=', keepToken).execute();
}
