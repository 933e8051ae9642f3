/**
 * The asset history (issue 29 §5, src/lib/assetHistory.ts says which rows each page lists):
 * - GET /assethistory/:kind (repair, scrap, verify)?assetId&organizationId&start&end&page&limit:
 *   the company's rows of that page, newest first; needs the page's menu.
 * - GET /assethistory/:kind/export: every row under the same filters (at most EXPORT_MAX), for the
 *   console's spreadsheet; needs the page's export code too.
 * - POST /assethistory/verify {assetId, result, note}: records a verification of an asset; needs
 *   the edit code of the asset's own page (vehicle, cold store …), as editing the asset would.
 * The rows are written by the server only (services/resources/assetHooks.ts and here): no route
 * edits or deletes them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HISTORY_KINDS, HISTORY_PAGES, type HistoryKind } from '../../../src/lib/assetHistory';
import { ApiStatus } from '../../../src/lib/contract';
import { actionCode } from '../../../src/lib/permissionCodes';
import { DEFAULT_LIMIT } from '../../../src/lib/schema/wire';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { currentUser } from '../../plugins/guard';
import { listHistory, writeHistory, type HistoryFilter } from '../../services/assetHistory/store';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { roleHasOperation } from '../../services/menus';
import { hasAnyPage } from '../../services/readings/access';
import { organizationSubtree } from '../../services/readings/store/read';
import { canWrite, canWriteSome } from '../../services/resources/access';
import listQuery from './list.query.json';
import verifyBody from './verify.body.json';

export const EXPORT_MAX = 10_000;

interface ListQuery {
  assetId?: number;
  organizationId?: number;
  start?: number;
  end?: number;
  page?: number;
  limit?: number;
}

interface VerifyBody {
  assetId: number;
  result: 1 | 2;
  note?: string;
}

type KindParams = { Params: { kind: string }; Querystring: FormFields };

function kindOf(raw: string): HistoryKind | undefined {
  return (HISTORY_KINDS as readonly string[]).includes(raw) ? (raw as HistoryKind) : undefined;
}

/** A JSON body as sent; form fields (multipart, urlencoded) read by the schema's types. */
function bodyOf(request: FastifyRequest, read: (form: FormFields) => Record<string, unknown>): Record<string, unknown> {
  const body = request.body;
  if (request.headers['content-type']?.startsWith('application/json') && body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  return read(request.form);
}

export default async function assetHistory(app: FastifyInstance): Promise<void> {
  const list = compileForm<ListQuery>(app.resources, listQuery);
  const verify = compileForm<VerifyBody>(app.resources, verifyBody);
  const assets = app.resources.entities.get('asset');
  if (!assets) throw new Error('the asset entity (schemas/asset.schema.json) is not loaded');

  type Found = { fail: 'notFound' | 'forbidden' } | { issues: FieldIssues } | { filter: HistoryFilter; page: number; limit: number };

  /** The filter of a list call, or why there is none: permission first, then the query. */
  const filterOf = async (request: FastifyRequest<KindParams>, exporting: boolean): Promise<Found> => {
    const kind = kindOf(request.params.kind);
    if (!kind) return { fail: 'notFound' };
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, [HISTORY_PAGES[kind]]))) return { fail: 'forbidden' };
    if (exporting && !(await roleHasOperation(app.db, user.roleId, actionCode(HISTORY_PAGES[kind], 'export')))) return { fail: 'forbidden' };
    const { valid, issues } = list.parse(request.query);
    if (!valid) return { issues };
    // another company's organization has no subtree here: no rows
    const organizationIds = valid.organizationId === undefined ? undefined : await organizationSubtree(app.db, user.companyId, valid.organizationId);
    const filter: HistoryFilter = {
      companyId: user.companyId,
      kind,
      ...(valid.assetId === undefined ? {} : { assetId: valid.assetId }),
      ...(organizationIds ? { organizationIds } : {}),
      ...(valid.start === undefined ? {} : { start: valid.start }),
      ...(valid.end === undefined ? {} : { end: valid.end }),
    };
    return { filter, page: valid.page ?? 1, limit: valid.limit ?? DEFAULT_LIMIT };
  };

  const answer = async (request: FastifyRequest<KindParams>, reply: FastifyReply, exporting: boolean) => {
    const found = await filterOf(request, exporting);
    if ('fail' in found) return reply.fail(found.fail === 'notFound' ? ApiStatus.notFound : ApiStatus.forbidden, found.fail);
    if ('issues' in found) return reply.invalid(found.issues);
    return reply.ok(exporting ? await listHistory(app.db, found.filter, 1, EXPORT_MAX) : await listHistory(app.db, found.filter, found.page, found.limit));
  };

  app.get<KindParams>('/:kind', (request, reply) => answer(request, reply, false));
  app.get<KindParams>('/:kind/export', (request, reply) => answer(request, reply, true));

  app.post('/verify', { bodyLimit: 2048 }, async (request, reply) => {
    const user = currentUser(request);
    // permission before input: some asset page must allow editing at all
    if (!(await canWriteSome(app.db, user, assets.schema, 'edit'))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = verify.check(bodyOf(request, verify.read));
    if (!valid) return reply.invalid(issues);
    const now = app.nowUnix();
    const asset = await assets.store.get(valid.assetId, { companyId: user.companyId, nowUnix: now });
    if (!asset) return reply.invalid({ assetId: { key: 'validation.unknownReference' } });
    if (!(await canWrite(app.db, user, assets.schema, 'edit', asset, now))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const snapshot = {
      id: asset.id,
      name: String(asset.name ?? ''),
      code: typeof asset.code === 'string' ? asset.code : '',
      role: Number(asset.role),
      organizationId: Number(asset.organizationId),
      status: Number(asset.status),
    };
    const entry = { event: 'verify' as const, fromStatus: snapshot.status, toStatus: snapshot.status, result: valid.result, reason: valid.note?.trim() ?? '' };
    await writeHistory(app.db, user.companyId, snapshot, entry, user, now);
    return reply.ok({ assetId: asset.id });
  });
}
