/**
 * The first platform administrator of a deployment without demo accounts (SEED_DEMO=false),
 * made by `npm run create-admin -- <username>` (cli/createAdmin.ts). Admin value 0: platform
 * administrator (1 would be a company admin), in the first company's headquarters with its
 * `admin` role.
 */
import type { Kysely } from 'kysely';
import { invisibleCharacterIn, normalizeIdentifier } from '../../src/lib/identifier';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { hashPassword } from './password';

export const PLATFORM_ADMIN = 0;

/** The schema's limits (defs.schema.json: loginAccount, password). */
const USERNAME = /^\S{8,50}$/;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;

export class AdminCreationError extends Error {}

/** Why `password` cannot be the first admin's, or null. */
export function passwordProblem(username: string, password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `the password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
  }
  if (password === username) return 'the password must differ from the username';
  // the demo passwords are printed in the README: the start-up warning would flag them anyway
  if (DEMO_ACCOUNTS.some((account) => account.password === password)) return 'the password is a published demo password';
  return null;
}

export async function createPlatformAdmin(
  db: Kysely<Database>,
  input: { username: string; password: string },
  nowUnix: number,
): Promise<{ id: number; username: string }> {
  const username = normalizeIdentifier(input.username.trim());
  const invisible = invisibleCharacterIn(username);
  if (invisible) throw new AdminCreationError(`the username contains an invisible character (${invisible})`);
  if (!USERNAME.test(username)) throw new AdminCreationError('the username must have 8 to 50 characters and no blanks');
  const problem = passwordProblem(username, input.password);
  if (problem) throw new AdminCreationError(problem);

  // hash before the transaction: scrypt is slow on purpose and needs no database
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (existing) throw new AdminCreationError(`the user '${username}' already exists`);
    const company = await trx.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
    if (!company) throw new AdminCreationError('the database has no company: start the platform once to seed it');
    const headquarters = await trx
      .selectFrom('organizations')
      .select('id')
      .where('company_id', '=', company.id)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('company_id', '=', company.id)
      .where('name', '=', 'admin')
      .executeTakeFirst();
    if (!headquarters || !role) throw new AdminCreationError('the first company has no headquarters or no admin role');
    const { id } = await trx
      .insertInto('users')
      .values({
        username,
        password_hash: passwordHash,
        realname: username,
        admin: PLATFORM_ADMIN,
        account_type: 1,
        role_id: role.id,
        company_id: company.id,
        organization_id: headquarters.id,
        created_at: nowUnix,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, username };
  });
}
