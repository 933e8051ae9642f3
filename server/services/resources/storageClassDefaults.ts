/**
 * The storage and transport classes (issue 30 §4): a new waybill or alarm rule that names a class
 * (`storageClassId`, not stored) and leaves its temperature limits out starts from the class's.
 * Limits that were sent win. Filled before the schema's check, so the limits stay required.
 */
import type { ResourceHooks } from './hooks';
import { recordsById } from './recordQueries';

const LIMITS = ['minTemperature', 'maxTemperature'] as const;
const CLASS = 'storageClassId';

export function withStorageClassDefaults(hooks: ResourceHooks): ResourceHooks {
  return {
    ...hooks,
    virtual: [...(hooks.virtual ?? []), CLASS],
    async defaults({ db, actor, values, existing }) {
      const classId = values[CLASS];
      if (existing || typeof classId !== 'number' || LIMITS.every((name) => values[name] !== undefined && values[name] !== null)) return;
      const found = (await recordsById(db, 'storageClass', actor.companyId, [classId])).get(classId);
      if (!found) return;
      for (const name of LIMITS) if ((values[name] === undefined || values[name] === null) && typeof found[name] === 'number') values[name] = found[name];
    },
  };
}
