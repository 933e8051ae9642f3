/**
 * The `temperatureReport` job of the download centre (issue 14 §3): a temperature log's PDF or
 * XLSX made in the background. Its checks are the file route's (reportFileRequest.ts: the menu and
 * the export code, the query and the format), then the range (spec §5) and the target in the
 * user's scope, so that a job that cannot succeed is refused when asked for ('-5' naming the
 * field; another company's target is named like a missing one). The range is stored resolved
 * (a waybill's departure → delivery, or → now while in transit): the file covers what was asked.
 * Progress: 10% the report built, then the readings written (XLSX) up to 95%, 100% when whole.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportJobParams } from '../../../src/lib/downloads';
import { checkTimeRange, type TimeRangeResult } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { languageOf, t } from '../../messages';
import { DownloadJobError, type CheckedParams, type DownloadKindHandler } from '../downloads/kind';
import { reportCheckDays } from '../readings/access';
import { LOCALES } from '../resources/translate';
import type { AuthUser } from '../users';
import { fileText } from './fileText';
import { reportFile } from './reportFile';
import { mayExportReport, parseReportFileQuery } from './reportFileRequest';
import { resolveTarget } from './reportTargets';
import { buildTemperatureReport } from './temperatureReport';

const blank = (value: unknown) => value === undefined || value === null || value === '';

async function check(app: FastifyInstance, user: AuthUser, raw: unknown, langHeader: string): Promise<CheckedParams<ReportJobParams> | 'forbidden'> {
  if (!(await mayExportReport(app, user))) return 'forbidden';
  const lang = languageOf(langHeader);
  const parsed = parseReportFileQuery(app, raw, lang);
  if (!parsed.ok) return parsed;
  const { query, format } = parsed;
  const refuse = (range: Extract<TimeRangeResult, { ok: false }>) => ({ ok: false as const, errors: { [range.field ?? 'range']: translateIssue(range, LOCALES[lang]) } });
  const options = { maxSpan: reportCheckDays(user), utcOffsetMinutes: query.utcOffset };
  // the report's own order (temperatureReport.ts): a given range, the target, then a waybill's range
  const given = !(blank(query.start) && blank(query.end));
  let range = given ? checkTimeRange(query.start, query.end, options) : undefined;
  if (range && !range.ok) return refuse(range);
  const target = await resolveTarget(app, user, query.target, query.id);
  if (!target) return { ok: false, errors: { id: t(lang, 'notFound') } };
  range ??= checkTimeRange(target.defaultRange?.start ?? undefined, target.defaultRange?.end, options);
  if (!range.ok) return refuse(range);
  const params: ReportJobParams = { target: query.target, id: query.id, start: range.start, end: range.end, utcOffset: query.utcOffset, format };
  if (query.activationEnergy !== undefined) params.activationEnergy = query.activationEnergy;
  return { ok: true, params, title: fileText(lang)('jobTitle', { label: target.subject.label, format: format.toUpperCase() }) };
}

export const temperatureReportJob: DownloadKindHandler<ReportJobParams> = {
  check,
  async run({ app, user, params, lang, progress }) {
    const { format, ...query } = params;
    // the owner's scope now: a target deleted or moved out of sight since is not written
    const result = await buildTemperatureReport(app, user, query, lang);
    if (!result.ok) throw new DownloadJobError('status' in result ? 'reportFile.reasons.gone' : 'reportFile.reasons.range');
    progress(10);
    const total = result.report.devices.reduce((sum, device) => sum + device.temperature.readings, 0);
    const file = await reportFile(app, user, result.report, {
      format,
      lang,
      utcOffsetMinutes: params.utcOffset,
      onRows: (written) => progress(10 + Math.min(85, Math.floor((written / Math.max(total, 1)) * 85))),
    });
    // the XLSX is written while the centre stores it; the PDF is whole already
    if (format === 'pdf') progress(100);
    return file;
  },
};
