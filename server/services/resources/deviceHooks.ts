/**
 * The device form's part in the acquisition period timeline (issue 26 §2, services/devicePeriods.ts):
 * a device created holds its period from the beginning; an edit that changes it records the
 * change at the platform's time of the save, in the save's transaction. A company with a device
 * limit (a registered trial's, spec §9: 50) adds no device past it.
 */
import { recordPeriod } from '../devicePeriods';
import type { ResourceHooks } from './hooks';

export const deviceHooks: ResourceHooks = {
  async check({ db, actor, existing }) {
    if (existing) return null;
    const company = await db.selectFrom('companies').select('device_limit').where('id', '=', actor.companyId).executeTakeFirst();
    const limit = company?.device_limit;
    if (limit === null || limit === undefined) return null;
    const { count } = await db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', actor.companyId)
      .executeTakeFirstOrThrow();
    return Number(count) >= limit ? { number: { key: 'resources.device.trialDeviceLimit', params: { count: limit } } } : null;
  },
  async save(db, id, values, { nowUnix, existing }) {
    if (existing && !('acquisitionPeriod' in values)) return;
    const row = await db.selectFrom('devices').select('acquisition_period').where('id', '=', id).executeTakeFirst();
    if (!row) return;
    const previous = typeof existing?.acquisitionPeriod === 'number' ? existing.acquisitionPeriod : undefined;
    await recordPeriod(db, id, row.acquisition_period, nowUnix, previous);
  },
};
