/**
 * The company's editable lists of issue 30 §4: one data dictionary per code (a form names the
 * code), one channel display per device model, one system-message entry per user.
 */
import type { ResourceHooks } from './hooks';
import { recordExists } from './recordQueries';

/** A property whose value the company holds once. */
function uniquePerCompany(resource: string, field: string): ResourceHooks {
  return {
    async check({ db, actor, values, existing }) {
      const value = values[field];
      if ((typeof value !== 'string' && typeof value !== 'number') || value === existing?.[field]) return null;
      const taken = await recordExists(db, resource, actor.companyId, { [field]: value }, existing?.id);
      return taken ? { [field]: { key: 'validation.unique' } } : null;
    },
  };
}

export const dataDictionaryHooks = uniquePerCompany('dataDictionary', 'code');
export const channelDisplayHooks = uniquePerCompany('channelDisplay', 'deviceModel');
export const systemMessageUserHooks = uniquePerCompany('systemMessageUser', 'userId');
