/**
 * GET /report/overview?utcOffset&organizationId (issue 14 §3, OVERVIEW_PATH): the statistics
 * overview (services/reports/overview.ts) of the devices the user sees — its company; of it, all
 * organizations for an admin user, else its organization's subtree — narrowed to one organization
 * and its subtree when asked (an organization the user does not see answers '-6' like a missing
 * one). Checks: the guard, the menu of StatisticsOverview, the query, the scope.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { visibleOrganizations } from '../../services/alarms/visibility';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { organizationSubtree } from '../../services/readings/store/read';
import { statisticsOverview } from '../../services/reports/overview';
import { requirePage } from '../alarm/access';
import overviewQuery from './overview.query.json';

export const OVERVIEW_PAGES = ['StatisticsOverview'] as const;

export default async function overview(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ organizationId?: number; utcOffset?: number }>(app.resources, overviewQuery);

  app.get<{ Querystring: FormFields }>('/overview', { preHandler: requirePage(OVERVIEW_PAGES) }, async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const user = currentUser(request);
    const visible = await visibleOrganizations(app.db, user);
    let organizationIds = visible;
    if (valid.organizationId !== undefined) {
      const subtree = await organizationSubtree(app.db, user.companyId, valid.organizationId);
      if (!subtree.length || (visible !== null && !visible.includes(valid.organizationId))) return reply.fail(ApiStatus.notFound, 'notFound');
      organizationIds = visible === null ? subtree : subtree.filter((id) => visible.includes(id));
    }
    return reply.ok(
      await statisticsOverview(app.db, { companyId: user.companyId, organizationIds, nowUnix: app.nowUnix(), utcOffsetMinutes: valid.utcOffset ?? 0 }),
    );
  });
}
