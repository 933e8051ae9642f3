/**
 * The device form's part in the acquisition period timeline (issue 26 §2, services/devicePeriods.ts):
 * a device created holds its period from the beginning; an edit that changes it records the
 * change at the platform's time of the save, in the save's transaction.
 */
import { recordPeriod } from '../devicePeriods';
import type { ResourceHooks } from './hooks';

export const deviceHooks: ResourceHooks = {
  async save(db, id, values, { nowUnix, existing }) {
    if (existing && !('acquisitionPeriod' in values)) return;
    const row = await db.selectFrom('devices').select('acquisition_period').where('id', '=', id).executeTakeFirst();
    if (!row) return;
    const previous = typeof existing?.acquisitionPeriod === 'number' ? existing.acquisitionPeriod : undefined;
    await recordPeriod(db, id, row.acquisition_period, nowUnix, previous);
  },
};
