/**
 * Writes of a company's alarm configuration (issue 13): each one tells the configuration cache
 * (services/alarms/config.ts forgetAlarmConfig) so that the next evaluation reads it again, and
 * some end alarms automatically (spec §4), in the write's transaction:
 * - an edit of an alarm rule ends its open alarms ('ruleEdited'): they were judged by the old
 *   limits; the values still out of range open new ones under the new rule;
 * - deleting a rule ends them ('ruleDeleted');
 * - a graded alarm disabled, or deleted, ends the open alarms escalating through it ('gradedDisabled').
 * `save` runs on insert and update alike; a record just inserted has no alarms, so there it ends nothing.
 */
import type { Kysely } from 'kysely';
import type { EndReason } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';
import { forgetAlarmConfig } from '../alarms/config';
import { endAlarms } from '../alarms/end';
import type { ResourceHooks } from './hooks';

/** The companies of these records (a platform administrator may write another company's). */
async function companiesOf(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('records')
    .select('company_id')
    .distinct()
    .where('id', 'in', [...ids])
    .execute();
  return rows.flatMap((row) => (row.company_id === null ? [] : [row.company_id]));
}

async function forget(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const companyId of await companiesOf(db, ids)) forgetAlarmConfig(companyId);
}

/** Ends the open alarms whose `column` is one of `ids`. */
async function endOpen(db: Kysely<Database>, column: 'rule_id' | 'graded_alarm_id', ids: readonly number[], reason: EndReason, nowUnix: number): Promise<void> {
  if (!ids.length) return;
  const open = await db
    .selectFrom('alarms')
    .select('id')
    .where(column, 'in', [...ids])
    .where('status', '=', 'open')
    .execute();
  if (open.length) await endAlarms(db, { ids: open.map((row) => row.id), reason, actor: null, endedAt: nowUnix });
}

/** Whether the stored graded alarm is disabled (after the write, in its transaction). */
async function isDisabled(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  return (JSON.parse(row.data) as { enabled?: unknown }).enabled === false;
}

/** alarmReceiver, balanceWarning: the cache only. */
export const alarmConfigHooks: ResourceHooks = {
  async save(db, id) {
    await forget(db, [id]);
  },
  async beforeDelete(db, ids) {
    await forget(db, ids);
  },
};

export const alarmRuleHooks: ResourceHooks = {
  async save(db, id, _values, context) {
    await forget(db, [id]);
    await endOpen(db, 'rule_id', [id], 'ruleEdited', context.nowUnix);
  },
  async beforeDelete(db, ids, context) {
    await forget(db, ids);
    await endOpen(db, 'rule_id', ids, 'ruleDeleted', context.nowUnix);
  },
};

export const gradedAlarmHooks: ResourceHooks = {
  async save(db, id, _values, context) {
    await forget(db, [id]);
    if (await isDisabled(db, id)) await endOpen(db, 'graded_alarm_id', [id], 'gradedDisabled', context.nowUnix);
  },
  async beforeDelete(db, ids, context) {
    await forget(db, ids);
    await endOpen(db, 'graded_alarm_id', ids, 'gradedDisabled', context.nowUnix);
  },
};
