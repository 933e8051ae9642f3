/** The charts page's call: one device's range downsampled (src/lib/readings.ts READINGS_PATH, mode=chart), silent: the page shows a failure itself. */
import { api } from '../../api';
import { READINGS_PATH, type ReadingChart } from '../../lib/readings';
import type { TimeSpan } from '../../framework/range/rangePresets';

export function fetchChart(deviceId: number, span: TimeSpan, points: number, signal?: AbortSignal): Promise<ReadingChart> {
  return api.get<ReadingChart>(
    `${READINGS_PATH}/${deviceId}`,
    { start: span.start, end: span.end, mode: 'chart', points },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}
