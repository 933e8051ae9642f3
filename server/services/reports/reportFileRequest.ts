/**
 * A temperature report's file, asked for by GET /report/temperature/file or made by a download-
 * centre job (kind `temperatureReport`): one set of checks for both, in the house order.
 * - permission: the temperature log's menu AND its export code (`statisticstemperaturelog_export`,
 *   spec §6 `{page}_{action}`), as the records page's export needs its code;
 * - input: the temperature log's query (temperatureQuery.ts) and the file's format, errors by field
 *   in the request's language;
 * then the report itself checks the range (spec §5) and the target's scope.
 * Also the file's name: `{label}_{YYYYMMDDHHmm}-{YYYYMMDDHHmm}.{format}` in the user's zone, and
 * the bound on files built at once for one user (ReportFileSlots).
 */
import type { FastifyInstance } from 'fastify';
import { actionCode } from '../../../src/lib/permissionCodes';
import type { ReportFormat } from '../../../src/lib/reports';
import { languageOf } from '../../messages';
import { compileForm, type FormValidator } from '../formSchema';
import { roleHasOperation } from '../menus';
import { hasAnyPage } from '../readings/access';
import { RedisSlots } from '../redis/slots';
import { localizeIssues } from '../resources/translate';
import { MemorySlots, type Slots } from '../slots';
import type { AuthUser } from '../users';
import { TEMPERATURE_LOG_PAGES } from './temperatureAccess';
import { parseTemperatureQuery } from './temperatureQuery';
import type { TemperatureQuery } from './temperatureReport';
import schema from './reportFile.query.json';

/** The temperature log's export action. */
export const REPORT_EXPORT_CODE = actionCode(TEMPERATURE_LOG_PAGES[0], 'export');

export const REPORT_CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Whether the user may have a report's file: the page's menu and its export code. */
export async function mayExportReport(app: FastifyInstance, user: AuthUser): Promise<boolean> {
  return (await hasAnyPage(app.db, user, TEMPERATURE_LOG_PAGES)) && roleHasOperation(app.db, user.roleId, REPORT_EXPORT_CODE);
}

export type ReportFileQuery = { ok: true; query: TemperatureQuery; format: ReportFormat } | { ok: false; errors: Record<string, string> };

const validators = new WeakMap<FastifyInstance, FormValidator<{ format: ReportFormat }>>();

/** The query and the format, checked together so that every wrong field is named at once. */
export function parseReportFileQuery(app: FastifyInstance, raw: unknown, lang: string): ReportFileQuery {
  let validator = validators.get(app);
  if (!validator) {
    validator = compileForm<{ format: ReportFormat }>(app.resources, schema);
    validators.set(app, validator);
  }
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const report = parseTemperatureQuery(app, source, lang);
  const file = validator.check(source.format === undefined || source.format === '' ? {} : { format: source.format });
  const errors = { ...(report.ok ? {} : report.errors), ...localizeIssues(file.issues, languageOf(lang)) };
  if (!report.ok || !file.valid) return { ok: false, errors };
  return { ok: true, query: report.query, format: file.valid.format };
}

/** One rule with the console's (src/lib/reportFileName.ts). */
export { reportFileName } from '../../../src/lib/reportFileName';

/**
 * Report files being built on request, per user (issue 26 §4): at most `perUser` at once
 * (REPORT_FILE_CONCURRENCY_PER_USER, default 2); one more is refused at once (429 with Retry-After,
 * the route's message points to the download centre) rather than queued, so that a burst of clicks
 * or a script cannot hold the server's CPU and memory with files nobody waits for. Users do not
 * share slots: one user's burst never blocks another's file. With REDIS_URL a user's files are
 * counted across instances (redis/slots.ts).
 */
export class ReportFileSlots {
  /** the most one user held at once since start, as this instance saw it (tests, diagnostics) */
  peak = 0;

  constructor(
    readonly perUser: number,
    private readonly slots: Slots = new MemorySlots(),
  ) {}

  /** A slot for this user, or false when all of theirs are taken. */
  async tryTake(userId: number): Promise<boolean> {
    if (!(await this.slots.take([{ key: `user:${userId}`, max: this.perUser }]))) return false;
    this.peak = Math.max(this.peak, await this.held(userId));
    return true;
  }

  release(userId: number): Promise<void> {
    return this.slots.release([`user:${userId}`]);
  }

  held(userId: number): Promise<number> {
    return this.slots.held(`user:${userId}`);
  }

  close(): Promise<void> {
    return this.slots.close();
  }
}

// keyed by the platform's config: a route's `app` is its plugin's own context, the config object is the platform's
const slotsByPlatform = new WeakMap<object, ReportFileSlots>();

/** The platform's slots, made on first use from its configuration (and its Redis, when it has one). */
export function reportFileSlots(app: FastifyInstance): ReportFileSlots {
  let slots = slotsByPlatform.get(app.config);
  if (!slots) {
    const { redis } = app;
    const warn = (error: unknown) => app.log.warn({ err: error }, 'could not count the report files in Redis');
    const shared = redis ? new RedisSlots(redis, app.redisKey('report-file-slots:'), undefined, warn) : new MemorySlots();
    slotsByPlatform.set(app.config, (slots = new ReportFileSlots(app.config.reportFileConcurrencyPerUser, shared)));
  }
  return slots;
}

/** Seconds a refused request is told to wait: a PDF of a month takes about that long to make. */
export const REPORT_FILE_RETRY_AFTER_SECONDS = 5;

