/**
 * GET /alarm/history?start&end: the company's alarms in a time range, checked on arrival with
 * the console's own rules (src/lib/timeRange.ts, spec §5): both ends, start ≤ end, at most
 * 31 days (ReportCheckTimeRange, spec §9), at most 100 rows with the truncation message.
 * Needs the alarm history page (the role has its menu).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { checkTimeRange, truncateRows } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { roleMenuIds } from '../../services/menus';
import { LOCALES } from '../../services/resources/translate';

/** spec §9: ReportCheckTimeRange defaults to 31 days */
export const ALARM_HISTORY_SPAN = '31days';
export const ALARM_HISTORY_PAGE = 'AlarmHistory';

export interface AlarmHistoryRow {
  id: number;
  deviceId: number;
  deviceNumber: string;
  deviceName: string;
  type: string;
  level: number;
  status: string;
  createdAt: number;
}

export default async function alarm(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { start?: string; end?: string } }>('/history', async (request, reply) => {
    const user = currentUser(request);
    const page = await app.db.selectFrom('menus').select('id').where('route_name', '=', ALARM_HISTORY_PAGE).executeTakeFirst();
    if (!page || !(await roleMenuIds(app.db, user.roleId)).has(page.id)) return reply.fail(ApiStatus.forbidden, 'forbidden');

    const messages = LOCALES[requestLanguage(request)];
    const range = checkTimeRange(request.query.start, request.query.end, { maxSpan: ALARM_HISTORY_SPAN });
    if (!range.ok) {
      return reply.invalid({ [range.field ?? 'range']: { key: range.key, ...(range.params ? { params: range.params } : {}) } });
    }
    const rows = await app.db
      .selectFrom('alarms')
      .innerJoin('devices', 'devices.id', 'alarms.device_id')
      .select([
        'alarms.id',
        'alarms.device_id as deviceId',
        'devices.number as deviceNumber',
        'devices.name as deviceName',
        'alarms.type',
        'alarms.level',
        'alarms.status',
        'alarms.created_at as createdAt',
      ])
      .where('alarms.company_id', '=', user.companyId)
      .where('alarms.created_at', '>=', range.start)
      .where('alarms.created_at', '<=', range.end)
      .orderBy('alarms.created_at', 'desc')
      .orderBy('alarms.id', 'desc')
      .execute();
    const cut = truncateRows<AlarmHistoryRow>(rows);
    return reply.ok({
      list: cut.rows,
      total: cut.total,
      truncated: cut.truncated,
      ...(cut.message ? { message: translateIssue(cut.message, messages) } : {}),
    });
  });
}
