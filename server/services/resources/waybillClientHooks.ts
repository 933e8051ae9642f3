/**
 * Waybill clients (issue 29 §4, schemas/waybillClient.schema.json): the address book holds an
 * institution once per company, so that the waybill form's picker never offers two of a name.
 */
import type { ResourceHooks } from './hooks';
import { recordExists } from './recordQueries';

export const waybillClientHooks: ResourceHooks = {
  async check({ db, actor, values, existing }) {
    const institution = values.institution;
    if (typeof institution !== 'string' || institution === existing?.institution) return null;
    const taken = await recordExists(db, 'waybillClient', actor.companyId, { institution }, existing?.id);
    return taken ? { institution: { key: 'resources.waybillClient.institutionTaken' } } : null;
  },
};
