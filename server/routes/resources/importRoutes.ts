/**
 * The generated Import action of an entity whose schema declares `x-ui.permissions.import`
 * (issue 29 §3, src/lib/import.ts):
 * - POST /{resource}/import: multipart, the file as `file` (xls or xlsx, at most the setting
 *   IMPORT_MAX_BYTES: this route's own body limit, 2 MB unless told; at most IMPORT_MAX_ROWS data
 *   rows, 1,000 unless told) and `utcOffset` (minutes east of UTC, for times written without a
 *   zone) → ImportResult: rows read, records stored, the problems of the others (row, column,
 *   message in the request's language), and the file back with a result column.
 * - GET /{resource}/import/template: the columns' headers in the request's language, as xlsx.
 * - GET /{resource}/import/limits: those two settings ({ maxBytes, maxRows }), which the console says.
 * Checks in order: the guard's headers (a too-large Content-Length, the session), the page's import
 * code (spec §6: `{page}_import`, or the lack of `{page}_hide_import`) before the body is read, the
 * body's signature, the file (present, within the limit, xls or xlsx), then each row as a create.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { importFormatOf, type ImportLimits } from '../../../src/lib/import';
import { formatBytes } from '../../../src/lib/validation/keywords';
import { lookup } from '../../../src/lib/validation/translate';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { canWriteSome, companyScopeOf } from '../../services/resources/access';
import type { LoadedEntity } from '../../services/resources/registry';
import { LOCALES } from '../../services/resources/translate';
import { checkImportOptions } from '../../services/import/config';
import { importColumns, importFile } from '../../services/import/importFile';
import { templateFile } from '../../services/import/template';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Spec §9's zones span UTC−12 to UTC+14. */
const MAX_OFFSET = 14 * 60;

function offsetOf(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  const value = typeof text === 'string' && /^-?\d{1,4}$/.test(text.trim()) ? Number(text) : 0;
  return Math.abs(value) <= MAX_OFFSET ? value : 0;
}

export function importRoutes(entity: LoadedEntity) {
  const { schema } = entity;
  return async function routes(app: FastifyInstance): Promise<void> {
    checkImportOptions(app.config);
    const { importMaxBytes: maxBytes, importMaxRows: maxRows } = app.config;
    const mayImport = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await canWriteSome(app.db, currentUser(request), schema, 'import'))) return reply.fail(ApiStatus.forbidden, 'forbidden');
      return undefined;
    };

    // the code is checked once the session is known (the guard's onRequest), before a byte of the file is read
    app.post('/import', { ...acceptsFiles(1, maxBytes), onRequest: mayImport }, async (request, reply) => {
      const user = currentUser(request);
      const file = request.uploads.file?.[0];
      if (!file) return reply.invalid({ file: { key: 'validation.required' } });
      if (!importFormatOf(file.filename)) return reply.invalid({ file: { key: 'validation.file.excel' } });
      // cut at the limit: the file was larger
      if (file.truncated) return reply.invalid({ file: { key: 'validation.file.maxSize', params: { limit: formatBytes(maxBytes) } } });
      const result = await importFile(app, entity, {
        actor: user,
        scope: { companyId: companyScopeOf(schema, user), nowUnix: app.nowUnix() },
        lang: requestLanguage(request),
        utcOffsetMinutes: offsetOf(request.form.utcOffset),
        data: file.data,
        filename: file.filename,
        ip: request.ip,
      });
      if ('refused' in result) return reply.invalid({ file: result.refused });
      request.log.info({ resource: entity.name, rows: result.rows, stored: result.stored, errors: result.errors.length }, 'import');
      return reply.ok(result);
    });

    app.get('/import/limits', { preHandler: mayImport }, async (_request, reply) => reply.ok({ maxBytes, maxRows } satisfies ImportLimits));

    app.get('/import/template', { preHandler: mayImport }, async (request, reply) => {
      const lang = requestLanguage(request);
      const { columns } = importColumns(app, entity);
      const name = lookup(LOCALES[lang], `resources.${entity.name}.name`)?.split('||||')[0]?.trim() ?? entity.name;
      const body = await templateFile(columns, lang, name);
      return reply
        .header('content-disposition', `attachment; filename="${entity.name}-import-template.xlsx"`)
        .header('cache-control', 'no-store')
        .type(XLSX_TYPE)
        .send(body);
    });
  };
}
