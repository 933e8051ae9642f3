/**
 * The Alerters page's test (issue 13 §4 "Device alerter"):
 * - POST /alarm/alerter/{id}/sound: a test sound of one alerter of the company, recorded as an
 *   'alerter' notification 'toBeSent' that the notifier delivers; answers `{ id }` of that row.
 *   Needs the Alerters page's edit code (devicealert_edit).
 * - GET /alarm/notification/{id}: one notification (AlarmNotification), for the page to poll its
 *   state. Needs the menu of the Alerters page or of a page that shows notifications; an alarm's
 *   notification only when the user sees the alarm.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser, requireOperation } from '../../plugins/guard';
import { soundAlerter } from '../../services/alarms/alerterSound';
import { scopedAlarms } from '../../services/alarms/queries/alarmRows';
import { toNotification } from '../../services/alarms/queries/notifications';
import { ALERTER_SOUND_CODE, NOTIFICATION_PAGES, pathId, requirePage, scopeOf } from './access';

export default async function alerter(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>('/alerter/:id/sound', { preHandler: requireOperation(ALERTER_SOUND_CODE) }, async (request, reply) => {
    const alerterId = pathId(request.params.id);
    const id = alerterId === null ? undefined : await soundAlerter(app.db, { companyId: currentUser(request).companyId, alerterId, nowMs: app.config.now() });
    if (id === undefined) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok({ id });
  });

  app.get<{ Params: { id: string } }>('/notification/:id', { preHandler: requirePage(NOTIFICATION_PAGES) }, async (request, reply) => {
    const id = pathId(request.params.id);
    const row =
      id === null
        ? undefined
        : await app.db.selectFrom('alarm_notifications').selectAll().where('id', '=', id).where('company_id', '=', currentUser(request).companyId).executeTakeFirst();
    const seen =
      row && (row.alarm_id === null || (await scopedAlarms(app.db, await scopeOf(request)).where('alarms.id', '=', row.alarm_id).select('alarms.id').executeTakeFirst()));
    if (!row || !seen) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok(toNotification(row));
  });
}
