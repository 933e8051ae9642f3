/** `GET /assetstats/operation` (src/lib/assetHistory.ts), over whole days of the browser's zone. */
import { api } from '../../../src/api';
import { ASSET_OPERATION_PATH, type OperationStatistics } from '../../../src/lib/assetHistory';

export interface OperationFilters {
  /** YYYY-MM-DD, the first day and the last day (inclusive) */
  from: string;
  to: string;
  organizationId?: number;
  role?: number;
}

/** Local midnight of a YYYY-MM-DD day, in unix seconds; null when it is no date. */
export function dayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : Math.floor(date.getTime() / 1000);
}

/** The period [first day's midnight, the midnight after the last day), or null when it is not one. */
export function periodOf(filters: Pick<OperationFilters, 'from' | 'to'>): { start: number; end: number } | null {
  const start = dayStart(filters.from);
  const last = dayStart(filters.to);
  if (start === null || last === null || last < start) return null;
  const after = new Date(last * 1000);
  after.setDate(after.getDate() + 1);
  return { start, end: Math.floor(after.getTime() / 1000) };
}

export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function fetchOperation(filters: OperationFilters, period: { start: number; end: number }, signal?: AbortSignal): Promise<OperationStatistics> {
  const params = {
    ...period,
    ...(filters.organizationId === undefined ? {} : { organizationId: filters.organizationId }),
    ...(filters.role === undefined ? {} : { role: filters.role }),
  };
  return api.get<OperationStatistics>(ASSET_OPERATION_PATH, params, { silent: true, ...(signal ? { signal } : {}) });
}
