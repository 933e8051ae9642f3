/** The temperature log's calls (src/lib/reports.ts's contract) over the console's signed wire. */
import { api } from '../../api';
import { reportFileName } from '../../lib/reportFileName';
import { REPORT_PATH, type ReportFormat, type TemperatureReport } from '../../lib/reports';
import type { ReportRequest } from './useTemperatureLogQuery';

/** Minutes east of UTC of the browser's zone at a moment (480 in China). */
export const utcOffsetAt = (seconds: number): number => -new Date(seconds * 1000).getTimezoneOffset();

/** The query of a report and its files: the range left out for a waybill's own. */
export function reportParams(request: ReportRequest, nowSeconds: number): Record<string, string | number> {
  return {
    target: request.target,
    id: request.id,
    ...(request.range ? { start: request.range.start, end: request.range.end } : {}),
    utcOffset: utcOffsetAt(request.range?.start ?? nowSeconds),
    ...(request.activationEnergy !== null ? { activationEnergy: request.activationEnergy } : {}),
  };
}

export function fetchTemperatureReport(request: ReportRequest, points: number, signal?: AbortSignal): Promise<TemperatureReport> {
  return api.get<TemperatureReport>(
    `${REPORT_PATH}/temperature`,
    { ...reportParams(request, Date.now() / 1000), points },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

/** The file's path (D2's GET /report/temperature/file). */
export const FILE_PATH = `${REPORT_PATH}/temperature/file`;

/** The server's name for the file (src/lib/reportFileName.ts), the ends in the browser's zone as the query sends it. */
export function reportFile(report: Pick<TemperatureReport, 'subject' | 'start' | 'end'>, format: ReportFormat): string {
  return reportFileName(report.subject.label, report, utcOffsetAt(report.start), format);
}
