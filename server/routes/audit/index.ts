/**
 * /audit (issue 30 §1, the Log info page /management/loginfo): the audit trail, read only.
 * - GET /audit?start&end&page&limit&username&entity&recordId&action&utcOffset: a page, newest first;
 * - GET /audit/verify: the hash chain walked from the first entry, the first broken entry named;
 * - GET /audit/export?…the same filters: an xlsx of the matching entries (the page's export code).
 * There is deliberately no route that changes or deletes an entry (audit.routes.test.ts walks them).
 * A company admin reads their company's entries; a platform admin every entry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionCode } from '../../../src/lib/permissionCodes';
import { ApiStatus } from '../../../src/lib/contract';
import { AUDIT_ACTIONS } from '../../../src/lib/audit';
import { currentUser } from '../../plugins/guard';
import { requestLanguage } from '../../plugins/envelope';
import { listAudit } from '../../services/audit/queries';
import { auditWorkbook, EXPORT_MAX_ROWS } from '../../services/audit/exportAudit';
import { verifyChain } from '../../services/audit/verifyChain';
import { attachmentDisposition } from '../../services/downloads/disposition';
import { roleHasOperation } from '../../services/menus';
import { hasAnyPage } from '../../services/readings/access';
import { parseLogQuery } from './logQuery';

export const LOG_INFO_PAGE = 'ManagementLogInfo';
const FILTERS = ['username', 'entity', 'recordId', 'action'] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function requirePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (await hasAnyPage(request.server.db, currentUser(request), [LOG_INFO_PAGE])) return undefined;
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}

async function requireExport(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (await roleHasOperation(request.server.db, currentUser(request).roleId, actionCode(LOG_INFO_PAGE, 'export'))) return undefined;
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}

export default async function audit(app: FastifyInstance): Promise<void> {
  const filterOf = (request: FastifyRequest) => {
    const parsed = parseLogQuery(request, FILTERS, { action: AUDIT_ACTIONS });
    if ('issues' in parsed) return parsed;
    const { query } = parsed;
    return { query, filter: { companyId: query.companyId, start: query.start, end: query.end, ...query.text } };
  };

  app.get('/', { preHandler: requirePage }, async (request, reply) => {
    const parsed = filterOf(request);
    if ('issues' in parsed) return reply.invalid(parsed.issues);
    return reply.ok(await listAudit(app.db, parsed.filter, { offset: parsed.query.offset, limit: parsed.query.limit }));
  });

  app.get('/verify', { preHandler: requirePage }, async (_request, reply) => reply.ok(await verifyChain(app.db)));

  app.get('/export', { preHandler: [requirePage, requireExport] }, async (request, reply) => {
    const parsed = filterOf(request);
    if ('issues' in parsed) return reply.invalid(parsed.issues);
    const { list } = await listAudit(app.db, parsed.filter, { offset: 0, limit: EXPORT_MAX_ROWS });
    const data = await auditWorkbook(list, requestLanguage(request), parsed.query.utcOffsetMinutes);
    return reply.header('content-disposition', attachmentDisposition('audit-trail.xlsx')).header('cache-control', 'no-store').type(XLSX).send(data);
  });
}
