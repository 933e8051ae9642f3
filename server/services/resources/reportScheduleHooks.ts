/**
 * A scheduled report (schemas/reportSchedule.schema.json) names what it covers: with target
 * `device` its devices, with `asset` its assets. The schema rules the other list out (its
 * condition) but cannot make a list required only under a condition (the meta-schema admits no
 * `required` there), so the write is refused here, at the list, when it is missing or empty.
 */
import type { CheckResult, ResourceHooks } from './hooks';

export const reportScheduleHooks: ResourceHooks = {
  async check({ values, existing }): Promise<CheckResult> {
    const merged = { ...existing, ...values };
    const list = merged.target === 'asset' ? 'assetIds' : 'deviceIds';
    const ids = merged[list];
    return Array.isArray(ids) && ids.length > 0 ? null : { [list]: { key: 'validation.required' } };
  },
};
