/**
 * Authorization codes: the docking keys of the data interface (routes/authcode, routes/open/docking.ts).
 * A key is 24 random bytes, shown once when made; the database keeps its SHA-256 (a key this
 * random needs no slow hash: there is nothing to guess from a dictionary) and its first characters.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DOCKING_KEY_PREFIX_LENGTH, type AuthCode } from '../../src/lib/docking';
import type { AuthCodesTable, Database } from '../db/schema';

export function authCodeHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function newDockingKey(): string {
  return `dk_${randomBytes(24).toString('hex')}`;
}

export function toAuthCode(row: Selectable<AuthCodesTable>): AuthCode {
  return {
    id: row.id,
    prefix: row.prefix,
    description: row.description,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** The company's codes, newest first. */
export async function listAuthCodes(db: Kysely<Database>, companyId: number): Promise<AuthCode[]> {
  const rows = await db.selectFrom('auth_codes').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').execute();
  return rows.map(toAuthCode);
}

/** A new code of the company; the key is answered here and nowhere else. */
export async function createAuthCode(
  db: Kysely<Database>,
  input: { companyId: number; createdBy: string; description: string },
  nowUnix: number,
): Promise<AuthCode & { key: string }> {
  const key = newDockingKey();
  const row = await db
    .insertInto('auth_codes')
    .values({
      company_id: input.companyId,
      prefix: key.slice(0, DOCKING_KEY_PREFIX_LENGTH),
      key_hash: authCodeHash(key),
      description: input.description,
      created_by: input.createdBy,
      created_at: nowUnix,
      revoked_at: null,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toAuthCode(row), key };
}
