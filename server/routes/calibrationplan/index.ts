/**
 * GET /calibrationPlan/due (issue 30 §4, the calibration tool /tools/calibration): the company's
 * calibration plans that are due (within their reminder days of the next due date) or overdue,
 * the soonest first (services/calibration/reminders.ts). Checks: the guard, the calibration
 * tool's page (the entity's view, '-4'), the company. Beside the generic /calibrationPlan routes.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { duePlans } from '../../services/calibration/reminders';
import { canRead } from '../../services/resources/access';

export default async function calibrationPlan(app: FastifyInstance): Promise<void> {
  app.get('/due', async (request, reply) => {
    const entity = app.resources.entities.get('calibrationPlan');
    const user = currentUser(request);
    if (!entity || !(await canRead(app.db, user, entity.schema, {}, app.nowUnix()))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    return reply.ok({ list: await duePlans(app.db, user.companyId, app.nowUnix()) });
  });
}
