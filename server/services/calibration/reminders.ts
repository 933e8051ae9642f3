/**
 * Calibration due-date reminders (issue 30 §4): a plan is due from `remindDays` before its next due
 * date (and overdue after it). The calibration tool's page lists a company's due plans; the
 * reminder job e-mails each due plan's receivers once per due date (the notifier's e-mail channel,
 * as a balance warning does: alarms/notify/emailReceivers.ts) and keeps that date in the plan's
 * `remindedFor`, so that a new due date (a calibration recorded, the plan edited) reminds again.
 * The job runs under its lease (plugins/calibrationReminders.ts): with several instances one sends.
 */
import type { Kysely } from 'kysely';
import type { DuePlan } from '../../../src/lib/calibration';
import type { Database } from '../../db/schema';
import { DEFAULT_LANGUAGE } from '../../messages';
import { emailReceivers } from '../alarms/notify/emailReceivers';
import { localTime } from '../readings/export';
import { dataOf, patchRecordData } from '../resources/recordQueries';
import { calibrationText } from './certificateText';

const DAY = 86_400;
const DEFAULT_REMIND_DAYS = 30;

type Plan = { id: number; companyId: number; data: Record<string, unknown> };

/** Whether the plan is due at `nowUnix`: its next due date at most remindDays away (or past). */
export function duePlan(id: number, data: Record<string, unknown>, nowUnix: number): DuePlan | null {
  const { nextDueDate, name } = data;
  if (typeof nextDueDate !== 'number') return null;
  const remindDays = typeof data.remindDays === 'number' ? data.remindDays : DEFAULT_REMIND_DAYS;
  if (nextDueDate - remindDays * DAY > nowUnix) return null;
  const deviceCount = Array.isArray(data.deviceIds) ? data.deviceIds.length : 0;
  // whole days left, rounded up: due later today is 1 day; past due is 0 or less
  return { id, name: typeof name === 'string' ? name : '', nextDueDate, daysLeft: Math.ceil((nextDueDate - nowUnix) / DAY), overdue: nextDueDate <= nowUnix, deviceCount };
}

async function plans(db: Kysely<Database>, companyId: number | null): Promise<Plan[]> {
  let query = db.selectFrom('records').select(['id', 'company_id', 'data']).where('resource', '=', 'calibrationPlan');
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, companyId: Number(row.company_id), data: dataOf(row.data) }));
}

/** The company's due plans, the soonest first. */
export async function duePlans(db: Kysely<Database>, companyId: number, nowUnix: number): Promise<DuePlan[]> {
  return (await plans(db, companyId))
    .map((plan) => duePlan(plan.id, plan.data, nowUnix))
    .filter((plan): plan is DuePlan => plan !== null)
    .sort((a, b) => a.nextDueDate - b.nextDueDate || a.id - b.id);
}

/** E-mails every due plan not reminded of its due date yet; answers the plans reminded. */
export async function sendCalibrationReminders(db: Kysely<Database>, nowUnix: number, utcOffsetMinutes: number): Promise<number[]> {
  const t = calibrationText(DEFAULT_LANGUAGE);
  const reminded: number[] = [];
  for (const plan of await plans(db, null)) {
    const due = duePlan(plan.id, plan.data, nowUnix);
    if (!due || plan.data.remindedFor === due.nextDueDate) continue;
    await db.transaction().execute(async (trx) => {
      const receivers = Array.isArray(plan.data.receiverIds) ? plan.data.receiverIds.filter((id): id is number => typeof id === 'number') : [];
      const text = t(due.overdue ? 'reminder.overdue' : 'reminder.due', { name: due.name, date: localTime(due.nextDueDate, utcOffsetMinutes).slice(0, 10), count: due.deviceCount });
      if (receivers.length) await emailReceivers(trx, plan.companyId, receivers, text, nowUnix);
      await patchRecordData(trx, plan.id, (data) => ({ ...data, remindedFor: due.nextDueDate }));
    });
    reminded.push(plan.id);
  }
  return reminded;
}
