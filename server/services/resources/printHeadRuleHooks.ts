/**
 * Print header rules (issue 30 §4, schemas/printHeadRule.schema.json): one rule per organization,
 * and one company default (the rule without an organization), said at the field before a second
 * one would make the header a matter of chance.
 */
import { dataOf } from './recordQueries';
import type { ResourceHooks } from './hooks';

export const printHeadRuleHooks: ResourceHooks = {
  async check({ db, actor, values, existing }) {
    const organizationId = 'organizationId' in values ? (values.organizationId ?? null) : (existing?.organizationId ?? null);
    let query = db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'printHeadRule').where('company_id', '=', actor.companyId);
    if (existing) query = query.where('id', '!=', existing.id);
    const taken = (await query.execute()).some((row) => (dataOf(row.data).organizationId ?? null) === organizationId);
    if (!taken) return null;
    return organizationId === null ? { organizationId: { key: 'resources.printHeadRule.oneDefault' } } : { organizationId: { key: 'resources.printHeadRule.onePerOrganization' } };
  },
};
