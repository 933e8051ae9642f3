/**
 * Alarm reason statistics (issue 13 §4): the ends of the range by reason (by when they ended; a
 * data timeout by its detail, issue 26), and the acknowledgements of the range (by when they were
 * acknowledged) by comment and by handling solution, with the solution's current name. The alarms
 * the user sees only.
 */
import type { Kysely } from 'kysely';
import { MAX_ROWS } from '../../../../src/lib/timeRange';
import type { AlarmReasonStats, EndReason } from '../../../../src/lib/alarms';
import { isEndDetail } from '../../../../src/lib/alarmEnds';
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

/**
 * One row per reason, a data timeout once per detail (issue 26: back in range and a silent device
 * read apart); a detail on another reason, or one not known, is not a row of its own.
 */
function byEndReason(ends: ReadonlyArray<{ reason: string | null; detail: string | null; n: number | string }>): AlarmReasonStats['byEndReason'] {
  const rows = new Map<string, AlarmReasonStats['byEndReason'][number]>();
  for (const end of ends) {
    const reason = end.reason as EndReason;
    const detail = reason === 'dataTimeout' && isEndDetail(end.detail) ? end.detail : null;
    const key = `${reason}:${detail ?? ''}`;
    const row = rows.get(key) ?? { reason, detail, count: 0 };
    row.count += toCount(end.n);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason) || (a.detail ?? '').localeCompare(b.detail ?? ''));
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
      .select(['alarms.end_reason as reason', 'alarms.end_detail as detail', (eb) => eb.fn.countAll<number | string>().as(count)])
      .groupBy(['alarms.end_reason', 'alarms.end_detail'])
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
    byEndReason: byEndReason(ends),
    byComment: comments.map((row) => ({ comment: row.comment, count: toCount(row.n) })),
    bySolution: solutions
      .map((row) => ({ solutionId: row.solutionId!, solutionName: names.get(row.solutionId!) ?? '', count: toCount(row.n) }))
      .sort((a, b) => b.count - a.count || a.solutionId - b.solutionId),
  };
}
