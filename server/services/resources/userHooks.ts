/** Users: the initial password, their sessions, and who may give them which role. */
import { hashPassword } from '../password';
import { canManageRole, isAdminUser } from './authority';
import type { CheckResult, ResourceHooks } from './hooks';

/** Spec §9: a new user's initial password equals the login account; a reset sets it back to it. */
export async function initialPasswordHash(username: string): Promise<string> {
  return hashPassword(username);
}

export const userHooks: ResourceHooks = {
  async insertExtra(_db, values) {
    // the initial password is known to whoever knows the account: it must be changed first (issue 10 §2)
    return { password_hash: await initialPasswordHash(String(values.username ?? '')), must_change_password: 1 };
  },
  async check({ db, actor, values, existing }): Promise<CheckResult> {
    // nobody edits a user who holds more than they do (their password, their role…)
    if (existing && !(await canManageRole(db, actor, Number(existing.roleId)))) return 'forbidden';
    if (values.roleId === undefined || values.roleId === null) return null;
    if (existing?.id === actor.id && values.roleId !== existing.roleId && !isAdminUser(actor)) return { roleId: { key: 'validation.ownRole' } };
    if (!(await canManageRole(db, actor, Number(values.roleId)))) return { roleId: { key: 'validation.beyondOwnPermissions' } };
    return null;
  },
  async canDelete(db, actor, records) {
    for (const record of records) {
      if (record.id === actor.id || !(await canManageRole(db, actor, Number(record.roleId)))) return false;
    }
    return true;
  },
  async beforeDelete(db, ids) {
    await db.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    await db.deleteFrom('announcement_states').where('user_id', 'in', ids).execute();
    await db.deleteFrom('renewal_reads').where('user_id', 'in', ids).execute();
  },
};
