/**
 * A data backup configuration (schemas/backupConfig.schema.json, issue 30 §2) holds at most
 * MaxDevices devices (spec §5; the platform's backupMaxDevices), and at most the trial's device
 * limit (spec §9: 50) while the company's backup service is in trial. The schema's maxItems is
 * only the hard ceiling: the limit is configuration, so it is checked here.
 */
import { SERVICE_STATE } from '../../../src/lib/premium';
import { PREMIUM_DEFAULTS } from '../premium/config';
import { serviceStatus } from '../premium/services';
import { issue } from '../formSchema';
import type { CheckResult, ResourceHooks } from './hooks';

export const backupConfigHooks: ResourceHooks = {
  async check({ db, actor, values, existing, config }): Promise<CheckResult> {
    const ids = values.deviceIds ?? existing?.deviceIds;
    if (!Array.isArray(ids)) return null;
    const status = await serviceStatus(db, actor.companyId, 'backup');
    const max = config?.backupMaxDevices ?? PREMIUM_DEFAULTS.backupMaxDevices;
    const limit = status?.state === SERVICE_STATE.trial && status.deviceLimit !== null ? Math.min(max, status.deviceLimit) : max;
    return ids.length > limit ? { deviceIds: issue('maxItems', { limit }) } : null;
  },
};
