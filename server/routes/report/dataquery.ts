/**
 * GET /report/dataquery?deviceIds=1,2&start&end&utcOffset (issue 14 §3, DATA_QUERY_PATH): the
 * readings of several devices of one type over a range, the newest 100 (newest first, issue 26
 * §3) with spec §5's truncation message. Checks: the guard, the menu of StatisticsDataQuery, the
 * input (the ids, the range under the user's ReportCheckTimeRange), then the devices (another
 * company's or an unseen organization's answers '-6' like a missing one), then their type (one
 * type: '-5').
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { DataQueryAnswer, DataQueryRow } from '../../../src/lib/reports';
import { MAX_ROWS, truncateRows } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { fieldsOfDevices, parseDeviceIds, selectDevices } from '../../services/reports/deviceSelection';
import { countAll, newestReadings } from '../../services/reports/dataQueryReadings';
import { toReading } from '../../services/readings/monitor';
import { LOCALES } from '../../services/resources/translate';
import { rangeOf, refuseRange, requirePage } from '../alarm/access';
import dataqueryQuery from './dataquery.query.json';

export const DATA_QUERY_PAGES = ['StatisticsDataQuery'] as const;

export default async function dataquery(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ utcOffset?: number }>(app.resources, dataqueryQuery);

  app.get<{ Querystring: FormFields }>('/dataquery', { preHandler: requirePage(DATA_QUERY_PAGES) }, async (request, reply) => {
    const { valid, issues } = form.parse(request.query);
    const ids = parseDeviceIds(request.query.deviceIds);
    if (!valid || !ids.ok) return reply.invalid({ ...issues, ...(ids.ok ? {} : { deviceIds: ids.issue }) });
    const range = rangeOf(request, valid.utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    const selection = await selectDevices(app.db, currentUser(request), ids.ids);
    if (!selection.ok) return selection.reason === 'notFound' ? reply.fail(ApiStatus.notFound, 'notFound') : reply.invalid({ deviceIds: selection.issue });

    const { devices } = selection;
    const span = { start: range.start, end: range.end };
    // one more than the limit tells truncateRows to cut and say so; the counts give the total
    const [rows, total] = await Promise.all([newestReadings(app.db, devices, span, MAX_ROWS + 1), countAll(app.db, devices, span)]);
    const cut = truncateRows(rows);
    const list: DataQueryRow[] = cut.rows.map(({ device, row }) => ({
      ...toReading(row, device.model),
      deviceId: device.id,
      number: device.number,
      name: device.name,
    }));
    const answer: DataQueryAnswer = {
      type: devices[0]!.type,
      devices: devices.map(({ id, number, name, model }) => ({ id, number, name, model })),
      fields: fieldsOfDevices(devices),
      list,
      total,
      truncated: cut.truncated,
      ...(cut.message ? { message: translateIssue(cut.message, LOCALES[requestLanguage(request)]) } : {}),
    };
    return reply.ok(answer);
  });
}
