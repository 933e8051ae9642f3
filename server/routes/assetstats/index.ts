/**
 * The asset statistics pages (issue 29 §5), the company's assets only:
 * - GET /assetstats/summary?organizationId&role: counts by role, status, purchase source and
 *   organization; needs the asset statistics page (AssetStatistics).
 * - GET /assetstats/operation?start&end&organizationId&role: each asset's utilisation over the
 *   period (services/assetStats/utilisation.ts defines it); needs the operation statistics page.
 * Permission first, then the query.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { assetStatistics, operationStatistics, type AssetScope } from '../../services/assetStats/statistics';
import { compileForm, issue } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { hasAnyPage } from '../../services/readings/access';
import { organizationSubtree } from '../../services/readings/store/read';
import type { AuthUser } from '../../services/users';
import operationQuery from './operation.query.json';
import summaryQuery from './summary.query.json';

/** The longest period of the operation statistics. */
export const MAX_PERIOD_SECONDS = 366 * 86_400;

interface ScopeQuery {
  organizationId?: number;
  role?: number;
}

interface OperationQuery extends ScopeQuery {
  start: number;
  end: number;
}

export default async function assetStats(app: FastifyInstance): Promise<void> {
  const summary = compileForm<ScopeQuery>(app.resources, summaryQuery);
  const operation = compileForm<OperationQuery>(app.resources, operationQuery);

  const scopeOf = async (user: AuthUser, query: ScopeQuery): Promise<AssetScope> => ({
    companyId: user.companyId,
    nowUnix: app.nowUnix(),
    // another company's organization has no subtree here: nothing counted
    ...(query.organizationId === undefined ? {} : { organizationIds: await organizationSubtree(app.db, user.companyId, query.organizationId) }),
    ...(query.role === undefined ? {} : { role: query.role }),
  });

  app.get<{ Querystring: FormFields }>('/summary', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, ['AssetStatistics']))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = summary.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await assetStatistics(app.db, app.resources, await scopeOf(user, valid)));
  });

  app.get<{ Querystring: FormFields }>('/operation', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, ['AssetOperationStats']))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = operation.parse(request.query);
    if (!valid) return reply.invalid(issues);
    if (valid.end <= valid.start) return reply.invalid({ end: issue('assetStats.endBeforeStart') });
    if (valid.end - valid.start > MAX_PERIOD_SECONDS) return reply.invalid({ end: issue('assetStats.periodTooLong', { days: 366 }) });
    return reply.ok(await operationStatistics(app.db, app.resources, await scopeOf(user, valid), valid.start, valid.end));
  });
}
