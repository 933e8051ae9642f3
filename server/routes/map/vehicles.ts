/**
 * GET /map/vehicles?q&organizationId&state (issue 14 §2, src/lib/maps.ts VehiclesAnswer): every
 * vehicle terminal the user sees with its position, speed, heading, state and waybill in transit,
 * and the count of each state under the other filters (services/maps/vehicleList.ts).
 * Checks: the guard, the page's menu (the vehicle monitor, whose full-screen route uses the same;
 * or the track replay, which picks its vehicle from this list), the query, then the user's company
 * and organizations.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { vehicleList, type VehicleQuery } from '../../services/maps/vehicleList';
import { hasAnyPage } from '../../services/readings/access';
import vehiclesQuery from './vehicles.query.json';

/** The vehicle monitor's menu, and the replay's (its vehicle picker). */
export const VEHICLE_PAGES = ['MapCarMonitor', 'MapReplay'] as const;

export default async function vehicles(app: FastifyInstance): Promise<void> {
  const form = compileForm<VehicleQuery>(app.resources, vehiclesQuery);

  app.get<{ Querystring: FormFields }>('/vehicles', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, VEHICLE_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await vehicleList(app.db, app.resources, user, valid, app.nowUnix()));
  });
}
