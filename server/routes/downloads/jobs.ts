/**
 * The download centre's jobs (issue 14 §3, src/lib/downloads.ts):
 * - POST /downloads {kind, params, keepDays?}: the kind's check (its page's permission, then its
 *   params), then the centre's own (keepDays 7 or 30, at most DOWNLOAD_MAX_PENDING_PER_USER queued
 *   or running jobs) → the queued job. `scheduledReport` jobs are made by the scheduler only.
 * - GET /downloads?page&limit&state, GET /downloads/{id}: the user's own jobs (menu StatisticsDownloadCenter).
 * - GET /downloads/{id}/file: a done, unexpired job's file of the user's own, else '-6'.
 * - DELETE /downloads/{id} (statisticsdownloadcenter_delete): the job and its file; a running job
 *   is cancelled (its worker stops and keeps nothing).
 * Another user's job answers '-6' like a missing one.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { DEFAULT_KEEP_DAYS, KEEP_DAYS, type DownloadState, type KeepDays } from '../../../src/lib/downloads';
import { actionCode } from '../../../src/lib/permissionCodes';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser, requireOperation } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { REQUESTED_KINDS } from '../../services/downloads/kinds';
import { attachmentDisposition } from '../../services/downloads/disposition';
import { requirePage, pathId } from '../alarm/access';
import jobsQuery from './jobs.query.json';

export const DOWNLOAD_CENTRE_PAGES = ['StatisticsDownloadCenter'] as const;
export const DELETE_CODE = actionCode('StatisticsDownloadCenter', 'delete');
/** a body is a kind, a few ids and dates: the largest (DATA_QUERY_MAX_DEVICES ids) is well under this */
export const CREATE_BODY_LIMIT = 16 * 1024;
export const DEFAULT_PAGE_SIZE = 20;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
};

interface JobsQuery {
  page?: number;
  limit?: number;
  state?: DownloadState;
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export default async function jobs(app: FastifyInstance): Promise<void> {
  const listForm = compileForm<JobsQuery>(app.resources, jobsQuery);
  // what a request may ask for: not the scheduler's kind (tests add their own kinds)
  const requestable = new Set<string>([...REQUESTED_KINDS, ...Object.keys(app.config.downloadExtraKinds)]);

  app.post('/', { bodyLimit: CREATE_BODY_LIMIT }, async (request, reply) => {
    const user = currentUser(request);
    const lang = requestLanguage(request);
    const body = isObject(request.body) && !request.isMultipart() ? request.body : {};
    const kind = typeof body.kind === 'string' ? body.kind : '';
    const handler = requestable.has(kind) ? app.downloads.kinds[kind] : undefined;
    if (!handler) return reply.invalid({ kind: { key: kind ? 'validation.enum' : 'validation.required' } });
    const checked = await handler.check(app, user, body.params ?? {}, lang);
    if (checked === 'forbidden') return reply.fail(ApiStatus.forbidden, 'forbidden');
    if (!checked.ok) return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: checked.errors });
    const keepDays = body.keepDays ?? DEFAULT_KEEP_DAYS;
    if (!(KEEP_DAYS as readonly unknown[]).includes(keepDays)) return reply.invalid({ keepDays: { key: 'downloads.errors.keepDays' } });
    const limit = app.config.downloadMaxPendingPerUser;
    const job = await app.downloads.create({ user, kind, params: checked.params, title: checked.title, lang, keepDays: keepDays as KeepDays }, { maxPending: limit });
    if (!job) return reply.invalid({ jobs: { key: 'downloads.errors.tooMany', params: { limit } } });
    return reply.ok(job);
  });

  app.get<{ Querystring: FormFields }>('/', { preHandler: requirePage(DOWNLOAD_CENTRE_PAGES) }, async (request, reply) => {
    const { valid, issues } = listForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const query = { page: valid.page ?? 1, limit: valid.limit ?? DEFAULT_PAGE_SIZE, ...(valid.state ? { state: valid.state } : {}) };
    return reply.ok(await app.downloads.list(currentUser(request), query, requestLanguage(request)));
  });

  /** The id of the path, or a '-6' answer (a malformed id names nothing, like the resources routes). */
  const idOf = (request: IdRequest, reply: FastifyReply): number | FastifyReply => pathId(request.params.id) ?? reply.fail(ApiStatus.notFound, 'notFound');

  app.get<{ Params: { id: string } }>('/:id', { preHandler: requirePage(DOWNLOAD_CENTRE_PAGES) }, async (request, reply) => {
    const id = idOf(request, reply);
    if (typeof id !== 'number') return id;
    const job = await app.downloads.get(currentUser(request), id, requestLanguage(request));
    return job ? reply.ok(job) : reply.fail(ApiStatus.notFound, 'notFound');
  });

  app.get<{ Params: { id: string } }>('/:id/file', { preHandler: requirePage(DOWNLOAD_CENTRE_PAGES) }, async (request, reply) => {
    const id = idOf(request, reply);
    if (typeof id !== 'number') return id;
    const file = await app.downloads.file(currentUser(request), id);
    if (!file) return reply.fail(ApiStatus.notFound, 'notFound');
    const stream = createReadStream(file.path);
    // a file gone from the disk (removed by hand) answers like a missing job, not 500
    const opened = await new Promise<boolean>((resolve) => stream.once('open', () => resolve(true)).once('error', () => resolve(false)));
    if (!opened) {
      request.log.warn({ jobId: id }, 'download file missing');
      return reply.fail(ApiStatus.notFound, 'notFound');
    }
    return reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .header('content-length', file.size)
      .type(CONTENT_TYPES[path.extname(file.fileName).toLowerCase()] ?? 'application/octet-stream')
      .send(stream);
  });

  app.delete<{ Params: { id: string } }>('/:id', { bodyLimit: 1024, preHandler: requireOperation(DELETE_CODE) }, async (request, reply) => {
    const id = idOf(request, reply);
    if (typeof id !== 'number') return id;
    return (await app.downloads.remove(currentUser(request), id)) ? reply.ok(null) : reply.fail(ApiStatus.notFound, 'notFound');
  });
}
