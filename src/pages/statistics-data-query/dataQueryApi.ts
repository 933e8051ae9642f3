/** The data query's call (src/lib/reports.ts DATA_QUERY_PATH), over the console's signed wire; silent: the page shows a failure itself. */
import { api } from '../../api';
import { DATA_QUERY_PATH, type DataQueryAnswer } from '../../lib/reports';
import type { TimeSpan } from '../../framework/range/rangePresets';

/** Minutes east of UTC of the browser's zone at a moment (480 in China). */
export const utcOffsetAt = (seconds: number): number => -new Date(seconds * 1000).getTimezoneOffset();

export interface DataQueryRequest {
  deviceIds: readonly number[];
  span: TimeSpan;
}

export function fetchDataQuery(request: DataQueryRequest, signal?: AbortSignal): Promise<DataQueryAnswer> {
  const { deviceIds, span } = request;
  return api.get<DataQueryAnswer>(
    DATA_QUERY_PATH,
    { deviceIds: deviceIds.join(','), start: span.start, end: span.end, utcOffset: utcOffsetAt(span.start) },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}
