/**
 * The report's files (issue 14 §3): PDF or XLSX now through the console's download helper (its
 * blob, file name and failure message), or a job in the download centre. Only one file at a time;
 * a failure stays beside the buttons until dismissed.
 */
import { useCallback, useState } from 'react';
import { downloadFile } from '../../api';
import { DEFAULT_KEEP_DAYS } from '../../lib/downloads';
import type { ReportFormat, TemperatureReport } from '../../lib/reports';
import { useCreateDownload } from '../../framework/downloads';
import { FILE_PATH, reportFile, reportParams } from './reportApi';
import type { ReportRequest } from './useTemperatureLogQuery';

export type FileState = { status: 'idle' } | { status: 'running'; format: ReportFormat } | { status: 'failed'; format: ReportFormat; error: unknown };

export function useReportFiles(request: ReportRequest | null, report: TemperatureReport | undefined) {
  const [state, setState] = useState<FileState>({ status: 'idle' });
  const centre = useCreateDownload();
  const download = useCallback(
    async (format: ReportFormat) => {
      if (!request || !report) return;
      setState({ status: 'running', format });
      try {
        await downloadFile(FILE_PATH, reportFile(report, format), { params: { ...reportParams(request, report.generatedAt), format }, silent: true });
        setState({ status: 'idle' });
      } catch (error) {
        setState({ status: 'failed', format, error });
      }
    },
    [request, report],
  );
  const toCentre = useCallback(
    (format: ReportFormat) => {
      if (!request || !report) return;
      const { target, id } = request;
      // the job's range is the report's: a waybill's own range is fixed as it was shown
      const params = {
        target,
        id,
        start: report.start,
        end: report.end,
        utcOffset: Number(reportParams(request, report.generatedAt).utcOffset),
        format,
        ...(request.activationEnergy !== null ? { activationEnergy: request.activationEnergy } : {}),
      };
      void centre.create({ kind: 'temperatureReport', params, keepDays: DEFAULT_KEEP_DAYS });
    },
    [request, report, centre],
  );
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, download, dismiss, centre, toCentre };
}
