/**
 * GET /map/overview?utcOffset (src/lib/maps.ts MapOverview): the organizations the user sees
 * (services/alarms/visibility.ts) with the figures of their subtree (devices, online now, open
 * alarms, temperature and humidity alarms opened today in the user's zone) and their own cold
 * stores; the regions under the headquarters summed; the totals. Needs the menu of the data
 * overview, or of the resources map, which draws the same organizations.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { mapOverview } from '../../services/maps/overview';
import { hasAnyPage } from '../../services/readings/access';
import overviewQuery from './overview.query.json';

export const OVERVIEW_PAGES = ['MapDataOverview', 'MapResource'] as const;

interface OverviewQuery {
  utcOffset?: number;
}

export default async function overview(app: FastifyInstance): Promise<void> {
  const form = compileForm<OverviewQuery>(app.resources, overviewQuery);

  app.get<{ Querystring: FormFields }>('/overview', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, OVERVIEW_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await mapOverview(app, user, valid.utcOffset ?? 0));
  });
}
