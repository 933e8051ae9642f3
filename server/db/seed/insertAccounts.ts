/** Inserts demo accounts into one company: shared by the first and the second company's seed. */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { DemoAccount } from './accounts';

export interface AccountPlacement {
  companyId: number;
  /** role name → id, in that company */
  roleIds: Record<string, number>;
  /** organization code → id, in that company */
  orgIds: Map<string, number>;
  nowUnix: number;
}

export async function insertAccounts(
  trx: Transaction<Database>,
  accounts: ReadonlyArray<{ account: DemoAccount; hash: string }>,
  { companyId, roleIds, orgIds, nowUnix }: AccountPlacement,
): Promise<void> {
  for (const { account, hash } of accounts) {
    await trx
      .insertInto('users')
      .values({
        username: account.username,
        password_hash: hash,
        realname: account.realname,
        mobile: account.mobile,
        email: account.email,
        admin: account.admin,
        account_type: 1,
        role_id: roleIds[account.role]!,
        company_id: companyId,
        organization_id: orgIds.get(account.organization)!,
        created_at: nowUnix,
      })
      .execute();
  }
}
