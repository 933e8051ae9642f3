/**
 * What an alarm's end means (issue 26: "Ended · Data timeout" read as "the logger went silent"
 * even when the value had simply come back). The spec's `dataTimeout` stays the stored reason;
 * the engine adds its detail, decided by the readings of the alarm's field between its last
 * exceeding time and its end (server/services/alarms/engine/endNotes.ts):
 * - 'backInRange': readings came, none beyond the limit: the value is back in range;
 * - 'backOnline': an offline alarm's device reported again;
 * - 'silent': no reading at all: the device went silent.
 * Stored as `alarms.end_detail` and `end_minutes` (migration 019) and in the `ended` timeline entry.
 */
import type { EndReason } from './alarms';

export const END_DETAILS = ['backInRange', 'backOnline', 'silent'] as const;
export type EndDetail = (typeof END_DETAILS)[number];

/** A data timeout's detail and how long, in whole minutes, the alarm waited (its data timeout). */
export interface EndNote {
  detail: EndDetail;
  minutes: number;
}

export function isEndDetail(value: unknown): value is EndDetail {
  return typeof value === 'string' && (END_DETAILS as readonly string[]).includes(value);
}

/** `GET /alarm/reasonstats?start&end` (re-exported by alarms.ts). */
export interface AlarmReasonStats {
  /** a data timeout once per detail (null: not known), so that back in range and a silent device read apart */
  byEndReason: Array<{ reason: EndReason; detail: EndDetail | null; count: number }>;
  byComment: Array<{ comment: string; count: number }>;
  bySolution: Array<{ solutionId: number; solutionName: string; count: number }>;
}
