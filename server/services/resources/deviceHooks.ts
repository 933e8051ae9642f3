/**
 * The device form's part in the acquisition period timeline (issue 26 §2, services/devicePeriods.ts):
 * a device created holds its period from the beginning; an edit that changes it records the
 * change at the platform's time of the save, in the save's transaction. A company with a device
 * limit adds no device past it; a trial company (companies.trial_ends_at set: a registered one,
 * spec §9) has TRIAL_DEVICE_LIMIT (50) when no limit of its own is recorded, and is told to
 * contact sales. The import (services/import) runs this check on every row as a create does.
 */
import { TRIAL_DEVICES } from '../../../src/lib/registration';
import { recordPeriod } from '../devicePeriods';
import type { ResourceHooks } from './hooks';

export const deviceHooks: ResourceHooks = {
  async check({ db, actor, existing, config }) {
    if (existing) return null;
    const company = await db.selectFrom('companies').select(['device_limit', 'trial_ends_at']).where('id', '=', actor.companyId).executeTakeFirst();
    const trial = company?.trial_ends_at !== null && company?.trial_ends_at !== undefined;
    const limit = company?.device_limit ?? (trial ? (config?.trialDeviceLimit ?? TRIAL_DEVICES) : null);
    if (limit === null) return null;
    const { count } = await db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', actor.companyId)
      .executeTakeFirstOrThrow();
    if (Number(count) < limit) return null;
    return { number: { key: trial ? 'resources.device.trialDeviceLimitContactSales' : 'resources.device.trialDeviceLimit', params: { count: limit } } };
  },
  async save(db, id, values, { nowUnix, existing }) {
    if (existing && !('acquisitionPeriod' in values)) return;
    const row = await db.selectFrom('devices').select('acquisition_period').where('id', '=', id).executeTakeFirst();
    if (!row) return;
    const previous = typeof existing?.acquisitionPeriod === 'number' ? existing.acquisitionPeriod : undefined;
    await recordPeriod(db, id, row.acquisition_period, nowUnix, previous);
  },
};
