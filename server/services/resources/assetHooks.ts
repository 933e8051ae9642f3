/**
 * The asset's status history (issue 29 §5): creating an asset records its initial status, and an
 * edit that changes the status records from, to, who, when and why, in the save's transaction.
 * `statusReason` is not stored on the asset; an edit that changes the status needs one (the
 * history says why), any other edit ignores it and records nothing.
 */
import { writeHistory, type AssetSnapshot } from '../assetHistory/store';
import type { ResourceHooks } from './hooks';
import type { Row } from './store';

const REASON = 'statusReason';

function reasonOf(values: Row): string {
  const reason = values[REASON];
  return typeof reason === 'string' ? reason.trim() : '';
}

function changesStatus(values: Row, existing: Row | undefined): boolean {
  return existing !== undefined && values.status !== undefined && values.status !== null && Number(values.status) !== Number(existing.status);
}

export const assetHooks: ResourceHooks = {
  virtual: [REASON],
  async check({ values, existing }) {
    if (changesStatus(values, existing) && !reasonOf(values)) return { [REASON]: { key: 'validation.required' } };
    return null;
  },
  async save(db, id, values, { actor, nowUnix, existing }) {
    if (existing && !changesStatus(values, existing)) return;
    const merged = { ...existing, ...values };
    const asset: AssetSnapshot = {
      id,
      name: String(merged.name ?? ''),
      code: typeof merged.code === 'string' ? merged.code : '',
      role: Number(merged.role),
      organizationId: Number(merged.organizationId),
      status: Number(merged.status),
    };
    const fromStatus = existing ? Number(existing.status) : null;
    await writeHistory(db, actor.companyId, asset, { event: 'status', fromStatus, toStatus: asset.status, reason: reasonOf(values) }, actor, nowUnix);
  },
};
