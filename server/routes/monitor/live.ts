/**
 * GET /monitor/live (src/lib/fleet.ts FLEET_LIVE_PATH): the dashboard's live panel for the user's
 * company. It takes no parameter. Needs the menu of a page showing the fleet's latest state (the
 * monitor's: device monitor, cold-chain cabinets or the dashboard).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { fleetLive } from '../../services/fleet/live';
import { hasAnyPage, MONITOR_PAGES } from '../../services/readings/access';

export default async function live(app: FastifyInstance): Promise<void> {
  app.get('/live', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, MONITOR_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    return reply.ok(await fleetLive(app.db, user.companyId, app.nowUnix()));
  });
}
