/**
 * What a person does to alarms (issue 13 §1 "Acknowledgement", spec §4 "Alarm handling"):
 * acknowledge with a comment (typed, or a handling solution's), close with a reason, snooze.
 * Each takes many ids and writes all of them in one transaction, or nothing; an id the user
 * may not see (missing, another company's, an invisible organization's: alike), an alarm already
 * ended or, for an acknowledgement, already acknowledged, is skipped with its reason.
 */
import type { Kysely, Transaction } from 'kysely';
import { ALARM_COMMENT_MAX, type BulkResult } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';
import { alarmsChanged } from './changes';
import { endAlarms, type EndActor } from './end';
import { scopedAlarms } from './queries/alarmRows';
import type { AlarmScope } from './queries/scope';
import type { HandlingSolution } from './queries/solution';

export interface HandlingContext {
  scope: AlarmScope;
  /** the user: its id and login account, recorded on the alarm and its timeline */
  actor: EndActor;
  /** unix seconds */
  now: number;
}

type Skip = BulkResult['skipped'][number]['reason'];

interface Candidate {
  id: number;
  company_id: number;
  level: number;
}

/**
 * The alarms among `ids` that the action may change, and the skipped ones with why, in the order
 * of `ids`. Read inside the transaction that writes them.
 */
async function sortOut(
  trx: Transaction<Database>,
  scope: AlarmScope,
  ids: readonly number[],
  skip: (alarm: { status: string; acknowledged_at: number | null }) => Skip | null,
): Promise<{ eligible: Candidate[]; skipped: BulkResult['skipped'] }> {
  const found = await scopedAlarms(trx, scope)
    .where('alarms.id', 'in', [...ids])
    .select(['alarms.id', 'alarms.company_id', 'alarms.level', 'alarms.status', 'alarms.acknowledged_at'])
    .execute();
  const byId = new Map(found.map((alarm) => [alarm.id, alarm]));
  const eligible: Candidate[] = [];
  const skipped: BulkResult['skipped'] = [];
  for (const id of ids) {
    const alarm = byId.get(id);
    const reason = alarm ? skip(alarm) : 'notFound';
    if (reason) skipped.push({ id, reason });
    else if (alarm) eligible.push({ id: alarm.id, company_id: alarm.company_id, level: alarm.level });
  }
  return { eligible, skipped };
}

const openOnly = (alarm: { status: string }): Skip | null => (alarm.status === 'open' ? null : 'closed');

function addEvents(trx: Transaction<Database>, ctx: HandlingContext, alarms: readonly Candidate[], kind: string, detail: Record<string, unknown>) {
  if (!alarms.length) return Promise.resolve();
  return trx
    .insertInto('alarm_events')
    .values(
      alarms.map((alarm) => ({
        alarm_id: alarm.id,
        company_id: alarm.company_id,
        ts: ctx.now,
        kind,
        level: alarm.level,
        actor_id: ctx.actor.id,
        actor_name: ctx.actor.name,
        detail: JSON.stringify(detail),
      })),
    )
    .execute();
}

export interface Acknowledgement {
  ids: readonly number[];
  /** typed; blank: the solution's text stands for it */
  comment?: string;
  solution?: HandlingSolution;
}

/**
 * Acknowledges open alarms not yet acknowledged: processed, who and when, the comment; the
 * escalation stops (the engine climbs unacknowledged alarms only) while the alarm stays open.
 * Timeline: `acknowledged` ({ solutionId, solutionName } when one was picked) and, with a
 * comment, `comment` ({ comment }).
 */
export async function acknowledgeAlarms(db: Kysely<Database>, ctx: HandlingContext, ack: Acknowledgement): Promise<BulkResult> {
  const typed = ack.comment?.trim() ?? '';
  // a picked solution's content stands for the comment (schemas/triggerDealSolution.schema.json); its name when it has none
  const comment = (typed || ack.solution?.content || ack.solution?.name || '').slice(0, ALARM_COMMENT_MAX);
  return db.transaction().execute(async (trx) => {
    const { eligible, skipped } = await sortOut(trx, ctx.scope, ack.ids, (alarm) =>
      alarm.status !== 'open' ? 'closed' : alarm.acknowledged_at !== null ? 'alreadyAcknowledged' : null,
    );
    if (eligible.length) {
      await trx
        .updateTable('alarms')
        .set({
          handling: 'processed',
          acknowledged_at: ctx.now,
          acknowledged_by: ctx.actor.id,
          acknowledged_by_name: ctx.actor.name,
          ack_comment: comment,
          solution_id: ack.solution?.id ?? null,
        })
        .where('id', 'in', eligible.map((alarm) => alarm.id))
        .execute();
      await addEvents(trx, ctx, eligible, 'acknowledged', ack.solution ? { solutionId: ack.solution.id, solutionName: ack.solution.name } : {});
      if (comment) await addEvents(trx, ctx, eligible, 'comment', { comment });
      alarmsChanged(trx, eligible);
    }
    return { done: eligible.map((alarm) => alarm.id), skipped };
  });
}

/** A manual close (spec §4) with its reason: endAlarms, reason 'manual', by the user, now. */
export async function closeAlarms(db: Kysely<Database>, ctx: HandlingContext, close: { ids: readonly number[]; reason: string }): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    const { eligible, skipped } = await sortOut(trx, ctx.scope, close.ids, openOnly);
    const ended = await endAlarms(trx, {
      ids: eligible.map((alarm) => alarm.id),
      reason: 'manual',
      actor: ctx.actor,
      comment: close.reason.trim(),
      endedAt: ctx.now,
    });
    return { done: ended, skipped };
  });
}

/** No notification until now + minutes (the engine's escalation waits too). Timeline: `snoozed` ({ minutes, until }). */
export async function snoozeAlarms(db: Kysely<Database>, ctx: HandlingContext, snooze: { ids: readonly number[]; minutes: number }): Promise<BulkResult> {
  const until = ctx.now + snooze.minutes * 60;
  return db.transaction().execute(async (trx) => {
    const { eligible, skipped } = await sortOut(trx, ctx.scope, snooze.ids, openOnly);
    if (eligible.length) {
      await trx.updateTable('alarms').set({ snoozed_until: until }).where('id', 'in', eligible.map((alarm) => alarm.id)).execute();
      await addEvents(trx, ctx, eligible, 'snoozed', { minutes: snooze.minutes, until });
    }
    return { done: eligible.map((alarm) => alarm.id), skipped };
  });
}
