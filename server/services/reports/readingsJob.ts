/**
 * The `readingsData` job of the download centre (issue 14 §3, the data query's "export all"): the
 * full-resolution readings of several devices of one type, xlsx or csv. Its range is not the
 * query's 31 days but spec §9's "Data download covers the past 3 months": the start no earlier
 * than now − DATA_DOWNLOAD_MONTHS calendar months in the user's zone, the end not after now (a
 * reading cannot be stamped later than READINGS_MAX_FUTURE_SECONDS ahead), start ≤ end.
 * Check order: the data query's menu and its export code, the input, the devices (scope, one type).
 */
import type { FastifyInstance } from 'fastify';
import { DATA_DOWNLOAD_MONTHS, type ReadingsJobParams } from '../../../src/lib/downloads';
import { actionCode } from '../../../src/lib/permissionCodes';
import { addMonths, toUnixSeconds, type TimeRangeMessage } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { languageOf, t, type Language } from '../../messages';
import { DownloadJobError, type CheckedParams, type DownloadKindHandler } from '../downloads/kind';
import { compileForm } from '../formSchema';
import { roleHasOperation } from '../menus';
import { exportFilename, localTime } from '../readings/export';
import { hasAnyPage } from '../readings/access';
import { LOCALES, localizeIssues } from '../resources/translate';
import type { AuthUser } from '../users';
import { parseDeviceIds, selectDevices, type SelectedDevice } from './deviceSelection';
import { dataFileText, readingsDataFile } from './readingsDataFile';
import jobParams from './readingsJob.params.json';

export const DATA_QUERY_PAGE = 'StatisticsDataQuery';
/** The data query's export action (spec §6 `{page}_{action}`). */
export const DATA_EXPORT_CODE = actionCode(DATA_QUERY_PAGE, 'export');

type Errors = Record<string, string>;

const translated = (lang: Language, message: TimeRangeMessage) => translateIssue(message, LOCALES[lang]);

/** The range of a data download, or its errors by field. */
export function checkDownloadRange(
  raw: { start?: unknown; end?: unknown },
  utcOffset: number,
  nowUnix: number,
  slackSeconds: number,
  lang: Language,
): { ok: true; start: number; end: number } | { ok: false; errors: Errors } {
  const refuse = (field: string, message: TimeRangeMessage) => ({ ok: false as const, errors: { [field]: translated(lang, message) } });
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (blank(raw.start) || blank(raw.end)) return refuse('range', { key: 'timeRange.required' });
  const start = toUnixSeconds(raw.start, utcOffset);
  if (!start.ok) return refuse('start', start);
  const end = toUnixSeconds(raw.end, utcOffset);
  if (!end.ok) return refuse('end', end);
  if (start.seconds > end.seconds) return refuse('start', { key: 'timeRange.startAfterEnd' });
  const earliest = addMonths(nowUnix, -DATA_DOWNLOAD_MONTHS, utcOffset);
  if (start.seconds < earliest) {
    return refuse('start', {
      key: 'validation.dataQuery.dataDownloadMonths',
      params: { months: DATA_DOWNLOAD_MONTHS, earliest: localTime(earliest, utcOffset).slice(0, 16) },
    });
  }
  if (end.seconds > nowUnix + slackSeconds) return refuse('end', { key: 'validation.dataQuery.endInFuture' });
  return { ok: true, start: start.seconds, end: end.seconds };
}

/** The job's name in the list: its devices and range, in the owner's language. */
function titleOf(devices: readonly SelectedDevice[], params: ReadingsJobParams, lang: Language): string {
  const numbers = devices.length > 2 ? `${devices[0]!.number}, ${devices[1]!.number} +${devices.length - 2}` : devices.map((d) => d.number).join(', ');
  const range = `${localTime(params.start, params.utcOffset).slice(0, 16)} – ${localTime(params.end, params.utcOffset).slice(0, 16)}`;
  return dataFileText(lang, 'dataDownload.jobTitle', { devices: numbers, range, format: params.format.toUpperCase() });
}

async function permitted(app: FastifyInstance, user: AuthUser): Promise<boolean> {
  return (await hasAnyPage(app.db, user, [DATA_QUERY_PAGE])) && roleHasOperation(app.db, user.roleId, DATA_EXPORT_CODE);
}

async function check(app: FastifyInstance, user: AuthUser, raw: unknown, langHeader: string): Promise<CheckedParams<ReadingsJobParams> | 'forbidden'> {
  if (!(await permitted(app, user))) return 'forbidden';
  const lang = languageOf(langHeader);
  const input = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const form = compileForm<{ utcOffset?: number; format: ReadingsJobParams['format'] }>(app.resources, jobParams);
  const { valid, issues } = form.check({
    ...(input.utcOffset !== undefined ? { utcOffset: input.utcOffset } : {}),
    ...(input.format !== undefined ? { format: input.format } : {}),
  });
  const ids = parseDeviceIds(input.deviceIds);
  const errors: Errors = localizeIssues({ ...issues, ...(ids.ok ? {} : { deviceIds: ids.issue }) }, lang);
  if (!valid || !ids.ok) return { ok: false, errors };
  const utcOffset = valid.utcOffset ?? 0;
  const range = checkDownloadRange(input, utcOffset, app.nowUnix(), app.config.readingsMaxFutureSeconds, lang);
  if (!range.ok) return range;
  const selection = await selectDevices(app.db, user, ids.ids);
  // another company's device is named like a missing one
  if (!selection.ok)
    return {
      ok: false,
      errors: { deviceIds: selection.reason === 'notFound' ? t(lang, 'notFound') : localizeIssues({ deviceIds: selection.issue }, lang).deviceIds! },
    };
  const params: ReadingsJobParams = { deviceIds: ids.ids, start: range.start, end: range.end, utcOffset, format: valid.format };
  return { ok: true, params, title: titleOf(selection.devices, params, lang) };
}

export const readingsDataJob: DownloadKindHandler<ReadingsJobParams> = {
  check,
  async run({ app, user, params, lang: langHeader, progress, signal }) {
    const lang = languageOf(langHeader);
    // the owner's scope now: a device deleted or moved out of sight since is not written
    const selection = await selectDevices(app.db, user, params.deviceIds);
    if (!selection.ok) throw new DownloadJobError('dataDownload.reasons.devicesGone');
    const { devices } = selection;
    const span = { start: params.start, end: params.end };
    const file = await readingsDataFile(app.db, devices, span, { utcOffset: params.utcOffset, format: params.format, lang, progress, signal });
    const label = devices.length === 1 ? devices[0]!.number : `${devices[0]!.number}_${devices.length}devices`;
    return { fileName: exportFilename(label, span, params.utcOffset, params.format), ...file };
  },
};
