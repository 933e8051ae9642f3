/**
 * The export of the whole range (issue 12 §3 "Export … with progress"): the server streams an
 * xlsx or csv file; this follows the bytes as they arrive (against the length when the answer
 * gives one), can be cancelled, and keeps the failure to show it beside the buttons. An export
 * is not cancelled when its page goes hidden in the tab cache: it finishes and is saved.
 */
import { useCallback, useRef, useState } from 'react';
import { downloadFile, type DownloadProgress } from '../../../src/api';
import type { ExportFormat } from '../../../src/lib/readings';
import { exportRequest } from './readingsApi';
import type { TimeSpan } from '../../../src/framework/range/rangePresets';

export type ExportState =
  { status: 'idle' } | { status: 'running'; format: ExportFormat; progress: DownloadProgress } | { status: 'failed'; format: ExportFormat; error: unknown };

const stamp = (seconds: number) => {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}`;
};

/** e.g. readings-10000001-202406120800-202406130800.csv (local times, as the page shows them) */
export function exportFileName(deviceLabel: string, span: TimeSpan, format: ExportFormat): string {
  const safe = deviceLabel.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'device';
  return `readings-${safe}-${stamp(span.start)}-${stamp(span.end)}.${format}`;
}

export function useReadingsExport(deviceId: number | null, range: TimeSpan | null, deviceLabel: string) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (deviceId === null || range === null || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'running', format, progress: { loaded: 0, total: null } });
      const { path, params } = exportRequest(deviceId, range, format);
      try {
        await downloadFile(path, exportFileName(deviceLabel, range, format), {
          params,
          signal: abort.signal,
          silent: true,
          onProgress: (progress) => setState({ status: 'running', format, progress }),
        });
        setState({ status: 'idle' });
      } catch (error) {
        setState((error as Error | undefined)?.name === 'CanceledError' ? { status: 'idle' } : { status: 'failed', format, error });
      } finally {
        controller.current = null;
      }
    },
    [deviceId, range, deviceLabel],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, cancel, dismiss };
}
