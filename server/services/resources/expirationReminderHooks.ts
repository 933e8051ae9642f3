/**
 * Expiration reminders (issue 28 §3, schemas/expirationReminder.schema.json): spec §5 "Only one
 * expiration reminder per organization", said at the organization before the table's unique key
 * would refuse the write.
 */
import type { ResourceHooks } from './hooks';

export const expirationReminderHooks: ResourceHooks = {
  async check({ db, actor, values, existing }) {
    const organizationId = values.organizationId ?? existing?.organizationId;
    if (typeof organizationId !== 'number') return null;
    let query = db.selectFrom('expiration_reminders').select('id').where('company_id', '=', actor.companyId).where('organization_id', '=', organizationId);
    if (existing) query = query.where('id', '!=', existing.id);
    return (await query.executeTakeFirst()) ? { organizationId: { key: 'resources.renewalnotice.onePerOrganization' } } : null;
  },
};
