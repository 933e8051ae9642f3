/**
 * Calibration records (issue 30 §4, schemas/calibration.schema.json): a record of a plan is of one
 * of the plan's devices, and recording it moves the plan on: its last calibration is the record's
 * start date and its next due date that plus the plan's interval (an older record moves nothing).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dataOf, patchRecordData } from './recordQueries';
import type { ResourceHooks } from './hooks';

const DAY = 86_400;

async function planOf(db: Kysely<Database>, companyId: number, planId: number) {
  const row = await db.selectFrom('records').select('data').where('resource', '=', 'calibrationPlan').where('company_id', '=', companyId).where('id', '=', planId).executeTakeFirst();
  return row ? dataOf(row.data) : undefined;
}

/** The plan after a calibration on `startDate`: unchanged when it already knows a later one. */
export function planAfterCalibration(plan: Record<string, unknown>, startDate: number): Record<string, unknown> {
  const last = typeof plan.lastCalibratedAt === 'number' ? plan.lastCalibratedAt : null;
  const interval = typeof plan.intervalDays === 'number' ? plan.intervalDays : null;
  if ((last !== null && last > startDate) || interval === null) return plan;
  return { ...plan, lastCalibratedAt: startDate, nextDueDate: startDate + interval * DAY };
}

export const calibrationHooks: ResourceHooks = {
  async check({ db, actor, values, existing }) {
    const planId = 'planId' in values ? values.planId : existing?.planId;
    const deviceId = values.deviceId ?? existing?.deviceId;
    if (typeof planId !== 'number' || typeof deviceId !== 'number') return null;
    const plan = await planOf(db, actor.companyId, planId);
    // a plan of another company is the references check's to refuse
    if (!plan) return null;
    const devices = Array.isArray(plan.deviceIds) ? plan.deviceIds : [];
    return devices.includes(deviceId) ? null : { planId: { key: 'resources.calibration.notInPlan' } };
  },
  async save(db, id, _values, { actor }) {
    const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirst();
    const record = row ? dataOf(row.data) : {};
    const { planId, startDate } = record;
    if (typeof planId !== 'number' || typeof startDate !== 'number') return;
    const plan = await db.selectFrom('records').select('id').where('resource', '=', 'calibrationPlan').where('company_id', '=', actor.companyId).where('id', '=', planId).executeTakeFirst();
    if (plan) await patchRecordData(db, plan.id, (data) => planAfterCalibration(data, startDate));
  },
};
