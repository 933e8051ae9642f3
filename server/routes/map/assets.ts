/**
 * GET /map/assets?role&organizationId (src/lib/maps.ts MapAsset[]): the fixed assets (2 cold store,
 * 3 cold box, 4 refrigerator cabinet; all three unless `role` names one) of the organizations the
 * user sees (within `organizationId`'s subtree when given), at their organization's coordinates,
 * with their devices' latest readings and state. Needs the menu of the map monitor, or of the
 * resources map, which lists the cold stores.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { mapAssets, type MapAssetsQuery } from '../../services/maps/mapAssets';
import { hasAnyPage } from '../../services/readings/access';
import assetsQuery from './assets.query.json';

export const ASSETS_PAGES = ['MapMonitor', 'MapResource'] as const;

export default async function assets(app: FastifyInstance): Promise<void> {
  const form = compileForm<MapAssetsQuery>(app.resources, assetsQuery);

  app.get<{ Querystring: FormFields }>('/assets', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, ASSETS_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await mapAssets(app, user, valid));
  });
}
