/**
 * A device's readings (READINGS_PATH, src/lib/readings.ts):
 * - GET /readings/{deviceId}?start&end&mode=rows|chart&points=N&utcOffset: the range under spec
 *   §5's rules and the user's ReportCheckTimeRange; `rows` → ReadingRows (the newest 100, newest
 *   first, with the truncation message), `chart` → ReadingChart (LTTB, excursions kept, at most N
 *   points a series).
 * - GET /readings/{deviceId}/export?start&end&format=csv|xlsx&utcOffset: the whole range at full
 *   resolution, streamed from keyset pages.
 * Checks: the guard (authentication), the page's menu or the export code, then the device (another
 * company's answers '-6' like a missing one), then the query.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { CHART_DEFAULT_POINTS, type ExportFormat, type ReadingChart, type ReadingRows } from '../../../src/lib/readings';
import { checkTimeRange, MAX_ROWS, truncateRows, type TimeRangeResult } from '../../../src/lib/timeRange';
import { lookup, translateIssue } from '../../../src/lib/validation/translate';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser, requireOperation } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { deviceIdOf, EXPORT_OPERATION, findDevice, hasAnyPage, READINGS_PAGES, reportCheckDays, type ReadingDevice } from '../../services/readings/access';
import { chartFieldsOf, fieldsOf, readingChart } from '../../services/readings/chart';
import { CONTENT_TYPES, csvExport, exportFilename, xlsxExport, zoneLabel, type ExportLayout } from '../../services/readings/export';
import { toReading } from '../../services/readings/monitor';
import { countReadings, newestReadings, readingPages, readReadings, type TimeSpan } from '../../services/readings/store/read';
import { rollupChartRows } from '../../services/readings/rollup/read';
import { levelForSpan } from '../../db/rollupLevels';
import { LOCALES } from '../../services/resources/translate';
import exportQuery from './export.query.json';
import readingsQuery from './readings.query.json';

interface ReadingsQuery {
  mode?: 'rows' | 'chart';
  points?: number;
  utcOffset?: number;
}

interface ExportQuery {
  format?: ExportFormat;
  utcOffset?: number;
}

type DeviceRequest = FastifyRequest<{ Params: { deviceId: string }; Querystring: FormFields }>;

export default async function readings(app: FastifyInstance): Promise<void> {
  const readingsForm = compileForm<ReadingsQuery>(app.resources, readingsQuery);
  const exportForm = compileForm<ExportQuery>(app.resources, exportQuery);

  /** The device of the path, when the user's company has it. */
  const deviceOf = async (request: DeviceRequest): Promise<ReadingDevice | undefined> => {
    const id = deviceIdOf(request.params.deviceId);
    return id === null ? undefined : findDevice(app.db, currentUser(request), id);
  };

  /** start/end under spec §5 with the user's ReportCheckTimeRange. */
  const rangeOf = (request: DeviceRequest, utcOffsetMinutes: number): TimeRangeResult =>
    checkTimeRange(request.query.start, request.query.end, { maxSpan: reportCheckDays(currentUser(request)), utcOffsetMinutes });

  /** A range error, '-5' under its field (or `range`), as the alarm history answers it. */
  const refuseRange = (reply: FastifyReply, range: Extract<TimeRangeResult, { ok: false }>) =>
    reply.invalid({ [range.field ?? 'range']: { key: range.key, ...(range.params ? { params: range.params } : {}) } });

  app.get<{ Params: { deviceId: string }; Querystring: FormFields }>('/:deviceId', async (request, reply) => {
    if (!(await hasAnyPage(app.db, currentUser(request), READINGS_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const device = await deviceOf(request);
    if (!device) return reply.fail(ApiStatus.notFound, 'notFound');
    const { valid, issues } = readingsForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const range = rangeOf(request, valid.utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    const span: TimeSpan = { start: range.start, end: range.end };

    if (valid.mode === 'chart') {
      const fields = chartFieldsOf(device.model);
      const points = valid.points ?? CHART_DEFAULT_POINTS;
      // over a day: the minute or hour rollup, not every raw reading (issue 27 §1)
      const level = levelForSpan(span.end - span.start);
      if (level) {
        const rolled = await rollupChartRows(app.db, device.id, span, fields, level);
        return reply.ok(readingChart(rolled.rows, fields, device.thresholds, points, rolled.total) satisfies ReadingChart);
      }
      const rows = await readReadings(app.db, device.id, span, fields);
      return reply.ok(readingChart(rows, fields, device.thresholds, points) satisfies ReadingChart);
    }
    const fields = fieldsOf(device.model);
    // one more than the limit tells truncateRows to cut and say so; the count gives the total
    const [rows, total] = await Promise.all([newestReadings(app.db, device.id, span, fields, MAX_ROWS + 1), countReadings(app.db, device.id, span)]);
    const cut = truncateRows(rows);
    const answer: ReadingRows = {
      list: cut.rows.map((row) => toReading(row, device.model)),
      total,
      truncated: cut.truncated,
      ...(cut.message ? { message: translateIssue(cut.message, LOCALES[requestLanguage(request)]) } : {}),
    };
    return reply.ok(answer);
  });

  app.get<{ Params: { deviceId: string }; Querystring: FormFields }>(
    '/:deviceId/export',
    { preHandler: requireOperation(EXPORT_OPERATION) },
    async (request, reply) => {
      const device = await deviceOf(request);
      if (!device) return reply.fail(ApiStatus.notFound, 'notFound');
      const { valid, issues } = exportForm.parse(request.query);
      if (!valid) return reply.invalid(issues);
      const utcOffsetMinutes = valid.utcOffset ?? 0;
      const range = rangeOf(request, utcOffsetMinutes);
      if (!range.ok) return refuseRange(reply, range);
      const span: TimeSpan = { start: range.start, end: range.end };

      const format = valid.format ?? 'csv';
      const messages = LOCALES[requestLanguage(request)];
      const text = (key: string, params?: Record<string, string>) => translateIssue({ key, ...(params ? { params } : {}) }, messages, key);
      const fields = fieldsOf(device.model);
      const layout: ExportLayout = {
        fields,
        headers: [text('readingExport.time', { zone: zoneLabel(utcOffsetMinutes) }), ...fields.map((field) => lookup(messages, `readingExport.fields.${field}`) ?? field)],
        utcOffsetMinutes,
        sheetName: text('readingExport.sheet'),
      };
      const pages = readingPages(app.db, device.id, span, fields);
      const body = format === 'xlsx' ? xlsxExport(pages, layout) : csvExport(pages, layout);
      return reply
        .header('content-disposition', `attachment; filename="${exportFilename(device.number, span, utcOffsetMinutes, format)}"`)
        .header('cache-control', 'no-store')
        .type(CONTENT_TYPES[format])
        .send(body);
    },
  );
}
