/** The readings calls of the records page (src/lib/readings.ts's contract), over the console's signed wire. */
import { api } from '../../../src/api';
import { READINGS_PATH, type ExportFormat, type ReadingChart, type ReadingRows } from '../../../src/lib/readings';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';

/** The first 100 readings of the range, with the spec's truncation message when cut. */
export function fetchReadingRows(deviceId: number, span: TimeSpan, signal?: AbortSignal): Promise<ReadingRows> {
  return api.get<ReadingRows>(
    `${READINGS_PATH}/${deviceId}`,
    { start: span.start, end: span.end, mode: 'rows' },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

/** Each channel of the range downsampled to at most `points` points. */
export function fetchReadingChart(deviceId: number, span: TimeSpan, points: number, signal?: AbortSignal): Promise<ReadingChart> {
  return api.get<ReadingChart>(
    `${READINGS_PATH}/${deviceId}`,
    { start: span.start, end: span.end, mode: 'chart', points },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

/** Minutes east of UTC of the browser's zone at a moment (480 in China). */
export const utcOffsetAt = (seconds: number): number => -new Date(seconds * 1000).getTimezoneOffset();

/** The export's path and query: the whole range, streamed by the server, its times written in the user's zone. */
export function exportRequest(deviceId: number, span: TimeSpan, format: ExportFormat): { path: string; params: Record<string, unknown> } {
  return { path: `${READINGS_PATH}/${deviceId}/export`, params: { start: span.start, end: span.end, format, utcOffset: utcOffsetAt(span.start) } };
}
