/**
 * Alarm reason statistics (issue 13 §4): the ends of the range by reason (by when they ended),
 * and the acknowledgements of the range (by when they were acknowledged) by comment and by
 * handling solution, with the solution's current name. The alarms the user sees only.
 */
import type { Kysely } from 'kysely';
import { MAX_ROWS } from '../../../../src/lib/timeRange';
import type { AlarmReasonStats, EndReason } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';
import { TRIGGER_DEAL_SOLUTION } from '../config';
import { scopedAlarms } from './alarmRows';
import { recordNames } from './recordNames';
import type { AlarmScope } from './scope';

const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export interface ReasonRange {
  start: number;
  end: number;
}

export async function alarmReasonStats(db: Kysely<Database>, scope: AlarmScope, range: ReasonRange): Promise<AlarmReasonStats> {
  const alarms = scopedAlarms(db, scope);
  const acknowledged = alarms.where('alarms.acknowledged_at', '>=', range.start).where('alarms.acknowledged_at', '<=', range.end);
  const count = 'n';
  const [ends, comments, solutions] = await Promise.all([
    alarms
      .where('alarms.ended_at', '>=', range.start)
      .where('alarms.ended_at', '<=', range.end)
      .where('alarms.end_reason', 'is not', null)
      .select(['alarms.end_reason as reason', (eb) => eb.fn.countAll<number | string>().as(count)])
      .groupBy('alarms.end_reason')
      .execute(),
    // free text: the most frequent first, at most MAX_ROWS of them
    acknowledged
      .where('alarms.ack_comment', '!=', '')
      .select(['alarms.ack_comment as comment', (eb) => eb.fn.countAll<number | string>().as(count)])
      .groupBy('alarms.ack_comment')
      .orderBy(count, 'desc')
      .orderBy('alarms.ack_comment')
      .limit(MAX_ROWS)
      .execute(),
    acknowledged
      .where('alarms.solution_id', 'is not', null)
      .select(['alarms.solution_id as solutionId', (eb) => eb.fn.countAll<number | string>().as(count)])
      .groupBy('alarms.solution_id')
      .execute(),
  ]);
  const names = await recordNames(db, TRIGGER_DEAL_SOLUTION, scope.companyId, solutions.map((row) => row.solutionId));
  return {
    byEndReason: ends.map((row) => ({ reason: row.reason as EndReason, count: toCount(row.n) })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    byComment: comments.map((row) => ({ comment: row.comment, count: toCount(row.n) })),
    bySolution: solutions
      .map((row) => ({ solutionId: row.solutionId!, solutionName: names.get(row.solutionId!) ?? '', count: toCount(row.n) }))
      .sort((a, b) => b.count - a.count || a.solutionId - b.solutionId),
  };
}
