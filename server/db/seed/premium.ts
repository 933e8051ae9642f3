/**
 * The demo premium services (issue 30 §2), once per database (its own marker): the first company
 * has the data backup subscribed, the data interface as companies.data_interface says (seeded
 * subscribed) and the TV show in its 15-day trial from the seed; the second company has none,
 * so its users meet "contact sales".
 */
import type { Kysely } from 'kysely';
import { SERVICE_STATE } from '../../../src/lib/premium';
import { TRIAL_DAYS, TRIAL_DEVICES } from '../../../src/lib/registration';
import type { Database } from '../schema';

const MARKER = 'seed.premiumServices.version';
const DAY = 86_400;

export async function seedPremiumServices(db: Kysely<Database>, nowUnix: number): Promise<boolean> {
  if (await db.selectFrom('settings').select('value').where('key', '=', MARKER).executeTakeFirst()) return false;
  const company = await db.selectFrom('companies').select(['id', 'data_interface']).orderBy('id').executeTakeFirst();
  if (!company) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('premium_services').where('company_id', '=', company.id).execute();
    const by = { updated_by: 'seed', updated_at: nowUnix };
    await trx
      .insertInto('premium_services')
      .values([
        { company_id: company.id, service: 'backup', state: SERVICE_STATE.subscribed, trial_ends_at: null, device_limit: null, trial_started_at: null, ...by },
        { company_id: company.id, service: 'docking', state: company.data_interface, trial_ends_at: null, device_limit: null, trial_started_at: null, ...by },
        {
          company_id: company.id,
          service: 'tvshow',
          state: SERVICE_STATE.trial,
          trial_ends_at: nowUnix + TRIAL_DAYS * DAY,
          device_limit: TRIAL_DEVICES,
          trial_started_at: nowUnix,
          ...by,
        },
      ])
      .execute();
    await trx.insertInto('settings').values({ key: MARKER, value: '1' }).execute();
  });
  return true;
}
