/**
 * Maintenance records (issue 29 §5, schemas/maintenance.schema.json): a repair says whether it
 * fixed the asset (spec §4 "Repair: fixed, not repaired"), and the server keeps the next due date,
 * the time performed plus the interval, so that lists sort and filter by it.
 */
import type { ResourceHooks } from './hooks';
import { patchRecordData } from './recordQueries';

const HOUR = 3600;

/** The next due time of a record's data, or undefined without an interval. */
export function nextDueOf(data: Record<string, unknown>): number | undefined {
  const { performedAt, intervalHours } = data;
  return typeof performedAt === 'number' && typeof intervalHours === 'number' ? performedAt + intervalHours * HOUR : undefined;
}

export const maintenanceHooks: ResourceHooks = {
  async check({ values, existing }) {
    const kind = values.kind ?? existing?.kind;
    const state = 'repairState' in values ? values.repairState : existing?.repairState;
    return kind === 'repair' && typeof state !== 'number' ? { repairState: { key: 'resources.maintenance.repairStateRequired' } } : null;
  },
  async save(db, id) {
    await patchRecordData(db, id, (data) => ({ ...data, nextDueAt: nextDueOf(data) }));
  },
};
