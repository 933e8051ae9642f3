/**
 * GET /monitor?q&organizationId&type&state&assetRole&page&limit (MONITOR_PATH, src/lib/readings.ts):
 * the company's devices with their latest state, one page (ordered by number) plus the count of
 * each state under the other filters. The state is computed in SQL (services/readings/store/read.ts),
 * so that filtering and paging by it stay exact. `organizationId`: that organization and those under
 * it; `assetRole`: devices fitted to an asset of that role (4: refrigerator cabinet, the cold-chain
 * cabinet page), each row carrying its asset (brand, model, volume for a cabinet).
 * Needs the menu of the device monitor, the cold-chain cabinet page or the dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { MonitorPage, MonitorState } from '../../../src/lib/readings';
import { DEFAULT_LIMIT } from '../../../src/lib/schema/wire';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { hasAnyPage, MONITOR_PAGES } from '../../services/readings/access';
import { assetIdsOfRole, assetsByIds } from '../../services/readings/assets';
import { toMonitorRow } from '../../services/readings/monitor';
import { monitorRows, organizationSubtree } from '../../services/readings/store/read';
import type { Scope } from '../../services/resources/store';
import live from './live';
import monitorQuery from './monitor.query.json';
import states from './states';
import statistics from './statistics';

interface MonitorQuery {
  q?: string;
  organizationId?: number;
  type?: string;
  state?: MonitorState;
  assetRole?: number;
  page?: number;
  limit?: number;
}

export default async function monitor(app: FastifyInstance): Promise<void> {
  const form = compileForm<MonitorQuery>(app.resources, monitorQuery);
  // the fleet's other pages: the state list, the statistics and the dashboard's live panel
  await app.register(states);
  await app.register(statistics);
  await app.register(live);

  app.get<{ Querystring: FormFields }>('/', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, MONITOR_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);

    const now = app.nowUnix();
    const scope: Scope = { companyId: user.companyId, nowUnix: now };
    // another company's organization has no subtree here: no rows, the same as an empty one
    const organizationIds = valid.organizationId === undefined ? undefined : await organizationSubtree(app.db, user.companyId, valid.organizationId);
    const assetIds = valid.assetRole === undefined ? undefined : await assetIdsOfRole(app.resources, valid.assetRole, scope);
    const result = await monitorRows(
      app.db,
      {
        companyId: user.companyId,
        ...(valid.q ? { q: valid.q } : {}),
        ...(organizationIds ? { organizationIds } : {}),
        ...(valid.type ? { type: valid.type } : {}),
        ...(assetIds ? { assetIds } : {}),
        ...(valid.state ? { state: valid.state } : {}),
        page: valid.page ?? 1,
        limit: valid.limit ?? DEFAULT_LIMIT,
      },
      now,
    );
    const assets = await assetsByIds(app.resources, result.rows.flatMap((row) => (row.asset_id === null ? [] : [row.asset_id])), scope);
    const answer: MonitorPage = { list: result.rows.map((row) => toMonitorRow(row, assets)), total: result.total, counts: result.counts };
    return reply.ok(answer);
  });
}
