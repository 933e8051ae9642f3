/**
 * A self-registered company (spec §2 /registered, §9 trial terms): a trial company of 15 days and
 * 50 devices, its headquarters, its two roles (the admin role as a company admin's, seed/roles.ts)
 * and its admin account (admin value 1), in one transaction: a refusal leaves nothing behind.
 * The data-interface service stays not activated: premium services need sales (spec §1).
 */
import type { Kysely } from 'kysely';
import { DATA_INTERFACE } from '../../src/lib/docking';
import { TRIAL_DAYS, TRIAL_DEVICES, type RegistrationResult } from '../../src/lib/registration';
import type { Database } from '../db/schema';
import { seedRoles } from '../db/seed/roles';
import { seededMenus } from '../db/seed/secondCompany';

const DAY = 86_400;

export interface NewCompany {
  companyName: string;
  contact: string;
  mobile: string;
  username: string;
  passwordHash: string;
  /** an agent's sub-account: the agent's company */
  agentCompanyId: number | null;
}

export type RegistrationOutcome = RegistrationResult | 'usernameTaken' | 'companyNameTaken';

/** `deviceLimit`: the platform's TRIAL_DEVICE_LIMIT (spec §9: 50), kept as the company's device_limit. */
export async function registerCompany(db: Kysely<Database>, input: NewCompany, nowUnix: number, deviceLimit = TRIAL_DEVICES): Promise<RegistrationOutcome> {
  const trialEndsAt = nowUnix + TRIAL_DAYS * DAY;
  try {
    return await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst()) return 'usernameTaken';
      if (await trx.selectFrom('companies').select('id').where('name', '=', input.companyName).executeTakeFirst()) return 'companyNameTaken';
      const company = await trx
        .insertInto('companies')
        .values({
          name: input.companyName,
          settlement: 'independent',
          parent_id: input.agentCompanyId,
          created_at: nowUnix,
          trial_ends_at: trialEndsAt,
          device_limit: deviceLimit,
          data_interface: DATA_INTERFACE.notActivated,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const headquarters = await trx
        .insertInto('organizations')
        .values({ company_id: company.id, parent_id: null, name: input.companyName, code: 'HQ', level: 1, longitude: null, latitude: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleIds = await seedRoles(trx, await seededMenus(trx), company.id, { companyAdmin: true });
      await trx
        .insertInto('users')
        .values({
          username: input.username,
          password_hash: input.passwordHash,
          realname: input.contact,
          mobile: input.mobile,
          // a company admin (spec §4: isAdmin is admin <= 1; 0 is the platform's)
          admin: 1,
          account_type: 1,
          role_id: roleIds.admin!,
          company_id: company.id,
          organization_id: headquarters.id,
          created_at: nowUnix,
        })
        .execute();
      return { username: input.username, companyName: input.companyName, trialEndsAt, deviceLimit };
    });
  } catch (error) {
    // two registrations of one name at once: the unique index refuses the second
    const taken = await db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
    if (taken) return 'usernameTaken';
    throw error;
  }
}
