/**
 * GET /menu/routerinfo?showall=true: the routes the user's role may see (RouteNode[]).
 * GET /menu/paths: the full path of every page of the whole menu (src/lib/routes.ts MENU_PATHS_PATH).
 */
import type { FastifyInstance } from 'fastify';
import { MENU_PATHS_PATH } from '../../../src/lib/routes';
import { currentUser } from '../../plugins/guard';
import { menuPagePaths, routeTree } from '../../services/menus';

export default async function menu(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { showall?: string } }>('/routerinfo', async (request, reply) => {
    // showall=true (what the console sends) includes hidden routes such as detail pages.
    const withHidden = request.query.showall === 'true';
    return reply.ok(await routeTree(app.db, currentUser(request).roleId, withHidden));
  });

  // signed in is enough: the addresses are the product's, the same for every company and role
  app.get<{ Querystring: Record<string, unknown> }>(MENU_PATHS_PATH.replace(/^\/menu/, ''), async (request, reply) => {
    const extra = Object.keys(request.query ?? {});
    if (extra.length) return reply.invalid(Object.fromEntries(extra.map((name) => [name, { key: 'validation.additionalProperties' }])));
    return reply.ok(await menuPagePaths(app.db));
  });
}
