/**
 * GET /monitor/statistics (src/lib/fleet.ts DEVICE_STATISTICS_PATH): the device statistics of the
 * company's devices, optionally of one organization (with its subtree) and one type; `utcOffset`
 * is the zone whose midnights start the online rate's days. Needs the menu of the device
 * statistics page (DeviceStatistics).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { deviceStatistics } from '../../services/fleet/statistics';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { hasAnyPage } from '../../services/readings/access';
import { organizationSubtree } from '../../services/readings/store/read';
import statisticsQuery from './statistics.query.json';

export const STATISTICS_PAGES = ['DeviceStatistics'] as const;

interface StatisticsQuery {
  organizationId?: number;
  type?: string;
  utcOffset?: number;
}

export default async function statistics(app: FastifyInstance): Promise<void> {
  const form = compileForm<StatisticsQuery>(app.resources, statisticsQuery);

  app.get<{ Querystring: FormFields }>('/statistics', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, STATISTICS_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const organizationIds = valid.organizationId === undefined ? undefined : await organizationSubtree(app.db, user.companyId, valid.organizationId);
    const filter = { companyId: user.companyId, ...(organizationIds ? { organizationIds } : {}), ...(valid.type ? { type: valid.type } : {}) };
    return reply.ok(await deviceStatistics(app.db, filter, app.nowUnix(), valid.utcOffset ?? 0));
  });
}
