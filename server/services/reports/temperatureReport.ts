/**
 * The temperature log (issue 14 §3, src/lib/reports.ts TemperatureReport): a device, an asset's
 * devices or a waybill's assets' devices over a range, with each device's figures (min, max,
 * time-weighted mean, time in range, MKT), excursions, chart, data completeness and gaps, the
 * whole report's completeness (the union of its devices' covered time) with the coverage warning
 * (issue 26 §2), and the range's newest 100 readings, newest first.
 * Shared by GET /report/temperature, its files and the download centre's jobs.
 * Order: the range when given (spec §5, the user's ReportCheckTimeRange), then the target in the
 * user's scope ('notFound' for another company's or a missing one), then a waybill's own range
 * when none was given (departure → delivery, or now while in transit; one longer than the limit is
 * refused with the spec's message like any range).
 */
import type { FastifyInstance } from 'fastify';
import { CHART_DEFAULT_POINTS } from '../../../src/lib/readings';
import { completenessOf, unionSpans } from '../../../src/lib/reportMath';
import { DEFAULT_ACTIVATION_ENERGY, type ReportRow, type ReportTarget, type TemperatureReport } from '../../../src/lib/reports';
import { checkTimeRange, MAX_ROWS, truncateRows, type TimeRangeResult } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { languageOf } from '../../messages';
import { reportCheckDays } from '../readings/access';
import { countReadings } from '../readings/store/read';
import { LOCALES } from '../resources/translate';
import type { AuthUser } from '../users';
import { deviceReport } from './deviceReport';
import { mergedReadings } from './mergedReadings';
import { newestRows } from './newestRows';
import { resolveTarget } from './reportTargets';

export interface TemperatureQuery {
  target: ReportTarget;
  id: number;
  /** as sent: spec §5's forms (unix seconds or milliseconds, date strings); a waybill's default to its own */
  start?: unknown;
  end?: unknown;
  /** minutes east of UTC: the zone of zone-less date strings */
  utcOffset: number;
  /** J/mol, DEFAULT_ACTIVATION_ENERGY when absent */
  activationEnergy?: number;
  /** chart points per field, CHART_DEFAULT_POINTS when absent */
  points?: number;
}

export type TemperatureReportResult =
  { ok: true; report: TemperatureReport } | { ok: false; status: 'notFound' } | { ok: false; errors: Record<string, string> };

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function rangeErrors(range: Extract<TimeRangeResult, { ok: false }>, lang: string): Record<string, string> {
  return { [range.field ?? 'range']: translateIssue(range, LOCALES[languageOf(lang)]) };
}

async function generatedBy(app: FastifyInstance, user: AuthUser): Promise<string> {
  const row = await app.db.selectFrom('users').select(['realname', 'username']).where('id', '=', user.id).executeTakeFirst();
  return row?.realname || row?.username || user.username;
}

export async function buildTemperatureReport(app: FastifyInstance, user: AuthUser, query: TemperatureQuery, lang: string): Promise<TemperatureReportResult> {
  const options = { maxSpan: reportCheckDays(user), utcOffsetMinutes: query.utcOffset };
  const given = !(isBlank(query.start) && isBlank(query.end));
  let range: TimeRangeResult | undefined = given ? checkTimeRange(query.start, query.end, options) : undefined;
  if (range && !range.ok) return { ok: false, errors: rangeErrors(range, lang) };

  const target = await resolveTarget(app, user, query.target, query.id);
  if (!target) return { ok: false, status: 'notFound' };
  const own = target.defaultRange;
  // a waybill not yet departed has no range of its own to report on
  if (!range && own && (own.start === null || own.start > own.end))
    return { ok: false, errors: { range: translateIssue({ key: 'report.notDeparted' }, LOCALES[languageOf(lang)]) } };
  range ??= checkTimeRange(own?.start ?? undefined, own?.end, options);
  if (!range.ok) return { ok: false, errors: rangeErrors(range, lang) };
  const span = { start: range.start, end: range.end };

  const activationEnergy = query.activationEnergy ?? DEFAULT_ACTIVATION_ENERGY;
  const points = query.points ?? CHART_DEFAULT_POINTS;
  const { reportGapTolerance: tolerance, reportCoverageWarningPct: warningPct } = app.config;
  const devices = [];
  const covered = [];
  // a waybill's device counts over the time its asset carried the goods (issue 29 §1, the legs)
  const spans = new Map<number, { start: number; end: number }>();
  for (const device of target.devices) {
    const own = device.span ? { start: Math.max(span.start, device.span.start), end: Math.min(span.end, device.span.end) } : span;
    if (own.start > own.end) continue;
    const built = await deviceReport(app, device, own, { activationEnergy, points, tolerance });
    if (device.span) built.report.span = own;
    spans.set(devices.length, own);
    devices.push(built.report);
    covered.push(built.covered);
  }
  const completeness = completenessOf(unionSpans(covered), span);
  const below = (pct: number | null) => pct !== null && pct < warningPct;

  const merged = devices.map((d, i) => ({ deviceId: d.deviceId, number: d.number, model: d.model, span: spans.get(i) ?? span }));
  // one more than the limit tells truncateRows to cut and say so
  const newest = await newestRows(app, merged, span, MAX_ROWS + 1);
  let total = 0;
  for (const device of merged) total += await countReadings(app.db, device.deviceId, device.span);
  const cut = truncateRows(newest);

  const company = await app.db.selectFrom('companies').select(['name', 'show_report_warning_info']).where('id', '=', user.companyId).executeTakeFirst();
  const report: TemperatureReport = {
    subject: { ...target.subject, companyName: company?.name ?? '' },
    start: span.start,
    end: span.end,
    activationEnergy,
    showWarningInfo: company?.show_report_warning_info === 1,
    devices,
    completeness,
    gapTolerance: tolerance,
    coverageWarningPct: warningPct,
    // a report with devices: under the threshold as a whole, or for one of its devices
    coverageWarning: devices.length > 0 && (below(completeness.coveragePct) || devices.some((d) => below(d.completeness.coveragePct))),
    rows: { ...cut, total },
    generatedAt: app.nowUnix(),
    generatedBy: await generatedBy(app, user),
  };
  if (target.signatures) report.signatures = target.signatures;
  if (cut.message) report.rowsMessage = translateIssue(cut.message, LOCALES[languageOf(lang)]);
  return { ok: true, report };
}

/** Every reading of the report's devices over its range at full resolution, time order, in keyset pages (the XLSX, the download centre). */
export function reportReadings(app: FastifyInstance, report: TemperatureReport): AsyncIterable<ReportRow[]> {
  const devices = report.devices.map((d) => ({ deviceId: d.deviceId, number: d.number, model: d.model, ...(d.span ? { span: d.span } : {}) }));
  return mergedReadings(app, devices, { start: report.start, end: report.end });
}
