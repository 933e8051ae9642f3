/** GET /menu/routerinfo?showall=true: the routes the user's role may see (RouteNode[]). */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/guard';
import { routeTree } from '../../services/menus';

export default async function menu(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { showall?: string } }>('/routerinfo', async (request, reply) => {
    // showall=true (what the console sends) includes hidden routes such as detail pages.
    const withHidden = request.query.showall === 'true';
    return reply.ok(await routeTree(app.db, currentUser(request).roleId, withHidden));
  });
}
