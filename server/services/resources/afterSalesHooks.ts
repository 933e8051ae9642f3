/**
 * After-sales tickets (issue 30 §5): a returned or faulty device's way through the service desk.
 * A ticket opens as `open` (the create form does not ask; the server sets it); its status moves only along TRANSITIONS, so a closed ticket stays
 * closed and a device is not "returned" before it was repaired. The server refuses anything else.
 */
import type { ResourceHooks } from './hooks';

export const AFTER_SALES_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  open: ['received', 'closed'],
  received: ['diagnosing', 'closed'],
  diagnosing: ['repaired', 'returned'],
  repaired: ['returned'],
  returned: ['closed'],
  closed: [],
};

export const afterSalesHooks: ResourceHooks = {
  async defaults({ values, existing }) {
    if (!existing && (values.status === undefined || values.status === null)) values.status = 'open';
  },
  async check({ values, existing }) {
    const status = values.status;
    if (!existing) return status === undefined || status === 'open' ? null : { status: { key: 'resources.afterSalesTicket.mustOpen' } };
    if (typeof status !== 'string' || status === existing.status) return null;
    const from = String(existing.status);
    if (AFTER_SALES_TRANSITIONS[from]?.includes(status)) return null;
    return { status: { key: 'resources.afterSalesTicket.transition' } };
  },
};
