/**
 * The alarm history (issue 13 §4): the alarms opened in a range, under the page's filters, newest
 * first, at most MAX_ROWS (spec §5) and the count of all of them. Under an open state (open,
 * unacknowledged, acknowledged) the alarms open during the range: also those opened before it.
 */
import type { Kysely } from 'kysely';
import type { AlarmKind, AlarmRow, AlarmStateFilter } from '../../../../src/lib/alarms';
import { MAX_ROWS } from '../../../../src/lib/timeRange';
import type { Database } from '../../../db/schema';
import { organizationSubtree } from '../../readings/store/read';
import { scopedAlarms, selectAlarmRows, toAlarmRows } from './alarmRows';
import { inOrganizations, type AlarmScope } from './scope';

export interface HistoryFilter {
  /** unix seconds, both included, on the time the alarm opened */
  start: number;
  end: number;
  deviceId?: number;
  /** that organization and every one under it */
  organizationId?: number;
  kind?: AlarmKind;
  level?: number;
  state?: AlarmStateFilter;
}

/** The states of alarms open now: each was open from its opening until now, so during any range it opened before the end of. */
const OPEN_NOW: ReadonlySet<AlarmStateFilter | undefined> = new Set(['open', 'unacknowledged', 'acknowledged']);

function filtered(db: Kysely<Database>, scope: AlarmScope, filter: HistoryFilter, subtree: readonly number[] | null) {
  let query = scopedAlarms(db, scope).where('alarms.created_at', '<=', filter.end);
  // issue 26 §1: open alarms are listed whenever they opened (the panel's open count and the
  // dashboard's figure link here, and an alarm may stay open longer than the longest range)
  if (!OPEN_NOW.has(filter.state)) query = query.where('alarms.created_at', '>=', filter.start);
  if (filter.deviceId !== undefined) query = query.where('alarms.device_id', '=', filter.deviceId);
  if (subtree) query = query.where((eb) => inOrganizations(eb, subtree));
  if (filter.kind) query = query.where('alarms.type', '=', filter.kind);
  if (filter.level !== undefined) query = query.where('alarms.level', '=', filter.level);
  switch (filter.state) {
    case 'open':
      return query.where('alarms.status', '=', 'open');
    case 'unacknowledged':
      return query.where('alarms.status', '=', 'open').where('alarms.acknowledged_at', 'is', null);
    case 'acknowledged':
      return query.where('alarms.status', '=', 'open').where('alarms.acknowledged_at', 'is not', null);
    case 'closed':
      return query.where('alarms.status', '=', 'closed');
    default:
      return query;
  }
}

export interface HistoryRows {
  /** at most MAX_ROWS + 1: one more than the limit tells truncateRows to cut */
  rows: AlarmRow[];
  total: number;
}

export async function alarmHistory(db: Kysely<Database>, scope: AlarmScope, filter: HistoryFilter, nowUnix: number): Promise<HistoryRows> {
  // an organization of another company has an empty subtree: no rows
  const subtree = filter.organizationId === undefined ? null : await organizationSubtree(db, scope.companyId, filter.organizationId);
  const query = filtered(db, scope, filter, subtree);
  const [alarms, count] = await Promise.all([
    selectAlarmRows(query)
      .orderBy('alarms.created_at', 'desc')
      .orderBy('alarms.id', 'desc')
      .limit(MAX_ROWS + 1)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows: await toAlarmRows(db, scope.companyId, alarms, nowUnix), total: Number(count?.n ?? 0) };
}
