/**
 * The `scheduledReport` job (issue 14 §3 "Reports"): a schedule's temperature report over one
 * period, as the schedule's format, made with the owner's rights (scheduler.ts). It is the union
 * of its targets' temperature logs (temperatureReport.ts buildTemperatureReport, one device or
 * asset each): their devices, their first 100 readings merged in time order, the schedule as its
 * subject; the file is the temperature log's (reportFile.ts). A target gone since (deleted, moved
 * out of the owner's sight) is left out; none left fails the job with a reason. Never asked for
 * by a request: its check refuses.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportRow, TemperatureReport } from '../../../src/lib/reports';
import { MAX_ROWS } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { languageOf } from '../../messages';
import { DownloadJobError, type DownloadKindHandler } from '../downloads/kind';
import { LOCALES } from '../resources/translate';
import type { AuthUser } from '../users';
import { reportFile } from './reportFile';
import type { ScheduledReportParams } from './scheduleRecords';
import { buildTemperatureReport } from './temperatureReport';

/** The targets' reports as one, with the schedule as its subject. */
function combined(reports: readonly TemperatureReport[], params: ScheduledReportParams, organizationName: string, lang: string): TemperatureReport {
  const first = reports[0]!;
  const rows: ReportRow[] = reports.flatMap((report) => report.rows.rows).sort((a, b) => a.ts - b.ts || a.deviceId - b.deviceId);
  const total = reports.reduce((sum, report) => sum + report.rows.total, 0);
  // each target gave its first 100 at most: the union's first 100 are among them
  const truncated = total > MAX_ROWS;
  const message = truncated ? { key: 'timeRange.truncated', params: { limit: MAX_ROWS } } : undefined;
  const report: TemperatureReport = {
    ...first,
    subject: { target: params.target, id: params.scheduleId, label: params.name, companyName: first.subject.companyName, organizationName },
    devices: reports.flatMap((r) => r.devices).filter((device, i, all) => all.findIndex((d) => d.deviceId === device.deviceId) === i),
    rows: { rows: rows.slice(0, MAX_ROWS), total, truncated, ...(message ? { message } : {}) },
  };
  delete report.rowsMessage;
  if (message) report.rowsMessage = translateIssue(message, LOCALES[languageOf(lang)]);
  return report;
}

async function organizationName(app: FastifyInstance, user: AuthUser, id: number): Promise<string> {
  const row = await app.db.selectFrom('organizations').select('name').where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst();
  return row?.name ?? '';
}

export const scheduledReportJob: DownloadKindHandler<ScheduledReportParams> = {
  // made by the scheduler only (services/downloads/kinds.ts REQUESTED_KINDS leaves it out)
  async check() {
    return 'forbidden';
  },
  async run({ app, user, params, lang, progress, signal }) {
    const reports: TemperatureReport[] = [];
    for (const [i, id] of params.ids.entries()) {
      if (signal.aborted) throw new DownloadJobError('scheduledReport.reasons.stopped');
      // the period's end is exclusive; a report's range includes its end
      const built = await buildTemperatureReport(
        app,
        user,
        { target: params.target, id, start: params.periodStart, end: params.periodEnd - 1, utcOffset: params.utcOffset },
        lang,
      );
      if (built.ok) reports.push(built.report);
      else if (!('status' in built)) throw new DownloadJobError('scheduledReport.reasons.range');
      progress(Math.floor(((i + 1) / params.ids.length) * (params.format === 'pdf' ? 80 : 20)));
    }
    if (!reports.length) throw new DownloadJobError('scheduledReport.reasons.noTargets');
    const report = combined(reports, params, await organizationName(app, user, params.organizationId), lang);
    const total = report.rows.total;
    const file = await reportFile(app, user, report, {
      format: params.format,
      lang,
      utcOffsetMinutes: params.utcOffset,
      // the readings are the XLSX's long part: 20 → 99 %
      onRows: (written) => progress(total ? 20 + Math.min(79, Math.floor((written / total) * 79)) : 99),
    });
    return file;
  },
};
