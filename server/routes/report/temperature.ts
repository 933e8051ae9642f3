/**
 * GET /report/temperature?target&id&start&end&utcOffset&activationEnergy&points (issue 14 §3):
 * the temperature log of a device, an asset's devices or a waybill's (src/lib/reports.ts
 * TemperatureReport, built by services/reports/temperatureReport.ts).
 * Checks: the guard (authentication), the page's menu (StatisticsTemperatureLog, '-4'), the query
 * ('-5' naming the field: temperature.query.json, then the range under spec §5), then the target in
 * the user's scope (another company's or a missing one: '-6').
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import type { FormFields } from '../../services/forms';
import { TEMPERATURE_LOG_PAGES } from '../../services/reports/temperatureAccess';
import { parseTemperatureQuery } from '../../services/reports/temperatureQuery';
import { buildTemperatureReport } from '../../services/reports/temperatureReport';
import { requirePage } from '../alarm/access';

export default async function temperature(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FormFields }>('/temperature', { preHandler: requirePage(TEMPERATURE_LOG_PAGES) }, async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = parseTemperatureQuery(app, request.query, lang);
    if (!parsed.ok) return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: parsed.errors });
    const result = await buildTemperatureReport(app, currentUser(request), parsed.query, lang);
    if (result.ok) return reply.ok(result.report);
    if ('status' in result) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: result.errors });
  });
}
