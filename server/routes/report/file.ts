/**
 * GET /report/temperature/file?target&id&start&end&utcOffset&activationEnergy&format=pdf|xlsx
 * (issue 14 §3 "Report files"): the temperature log as a PDF or an XLSX, answered as the file.
 * Checks: the guard (authentication), the temperature log's menu and its export code ('-4'), the
 * query and the format ('-5' naming the field), the range (spec §5, '-5'), then the target in the
 * user's scope (another company's or a missing one: '-6'). Files are never cached. A user already
 * having REPORT_FILE_CONCURRENCY_PER_USER files built is refused at once: 429, status '0', a message
 * pointing to the download centre, Retry-After (ReportFileSlots).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { t } from '../../messages';
import { envelope, requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { attachmentDisposition } from '../../services/downloads/disposition';
import type { FormFields } from '../../services/forms';
import { reportFile } from '../../services/reports/reportFile';
import { mayExportReport, parseReportFileQuery, REPORT_FILE_RETRY_AFTER_SECONDS, reportFileSlots } from '../../services/reports/reportFileRequest';
import { buildTemperatureReport } from '../../services/reports/temperatureReport';

async function mayExport(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  return (await mayExportReport(request.server, currentUser(request))) ? undefined : reply.fail(ApiStatus.forbidden, 'forbidden');
}

export default async function file(app: FastifyInstance): Promise<void> {
  const slots = reportFileSlots(app);
  // before Redis closes: this instance's files no longer count
  app.addHook('preClose', () => slots.close());
  app.get<{ Querystring: FormFields }>('/temperature/file', { preHandler: mayExport }, async (request, reply) => {
    const lang = requestLanguage(request);
    const user = currentUser(request);
    const parsed = parseReportFileQuery(app, request.query, lang);
    if (!parsed.ok) return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: parsed.errors });
    if (!(await slots.tryTake(user.id))) {
      return reply
        .code(429)
        .header('retry-after', String(REPORT_FILE_RETRY_AFTER_SECONDS))
        .send(envelope(ApiStatus.failed, t(lang, 'reportFilesBusy', { count: slots.perUser })));
    }
    // every answer from here on ends the response (a streamed XLSX when its last byte is out, or
    // when the client goes away): the slot is given back then, once
    let held = true;
    const release = () => {
      if (held) void slots.release(user.id).catch((error: unknown) => request.log.warn({ err: error }, 'could not give a report file slot back'));
      held = false;
    };
    reply.raw.once('finish', release).once('close', release);
    const result = await buildTemperatureReport(app, user, parsed.query, lang);
    if (!result.ok) {
      return 'status' in result ? reply.fail(ApiStatus.notFound, 'notFound') : reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: result.errors });
    }
    const made = await reportFile(app, user, result.report, { format: parsed.format, lang, utcOffsetMinutes: parsed.query.utcOffset });
    return reply.header('content-disposition', attachmentDisposition(made.fileName)).header('cache-control', 'no-store').type(made.contentType).send(made.data);
  });
}
