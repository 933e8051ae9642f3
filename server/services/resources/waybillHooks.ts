/**
 * Waybills through the generic routes (issue 29 §1): the status changes only through the actions
 * (routes/waybill), a new waybill is not shipped, a shipped one is corrected by an adjustment with
 * a reason (its old and new values recorded), not edited, and only one not shipped is deleted.
 */
import { WAYBILL_STATUS } from '../../../src/lib/waybillActions';
import { statusRefusalText } from '../waybills/refusalText';
import type { CheckResult, ResourceHooks } from './hooks';

export const waybillHooks: ResourceHooks = {
  async check({ values, existing }): Promise<CheckResult> {
    if (!existing) {
      return values.status === undefined || values.status === WAYBILL_STATUS.notShipped ? null : { status: { key: 'validation.waybillStatusFixed' } };
    }
    if (values.status !== undefined && values.status !== existing.status) return { status: { key: 'validation.waybillStatusFixed' } };
    if (existing.status !== WAYBILL_STATUS.notShipped) return { status: { key: 'validation.waybillShipped' } };
    return null;
  },
  deleteRefusal(records, lang) {
    const shipped = records.find((record) => record.status !== WAYBILL_STATUS.notShipped);
    return shipped ? { key: 'waybillActionRefused', vars: statusRefusalText(lang, 'delete', Number(shipped.status)) } : null;
  },
};
