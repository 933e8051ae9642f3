/**
 * Data upload (src/lib/dataUpload.ts), the page /device/dataupload (route DeviceDataUpload):
 * - POST /dataupload: multipart `deviceId`, `utcOffset` and the file `file` (xlsx or csv, at most
 *   UPLOAD_MAX_BYTES: this route's own limit) → UploadResult: rows read, stored, duplicates (with
 *   their row numbers) and every refused row with its number and reason in the request's language.
 *   Needs the page's add code (`devicedataupload_add`).
 * - GET /dataupload/template?deviceId&format=csv|xlsx&utcOffset: the header row for that device's
 *   model, in the request's language. Needs the page's menu.
 * Checks: the guard (authentication), the permission, the fields and the file, then the device
 * (another company's answers '-6' like a missing one).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { UPLOAD_MAX_BYTES, uploadFormatOf, type UploadFormat } from '../../../src/lib/dataUpload';
import { actionCode } from '../../../src/lib/permissionCodes';
import { lookup } from '../../../src/lib/validation/translate';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser, requireOperation } from '../../plugins/guard';
import { templateFile, templateFilename, templateHeaders } from '../../services/dataUpload/template';
import { uploadReadings } from '../../services/dataUpload/upload';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { findDevice, hasAnyPage } from '../../services/readings/access';
import { CONTENT_TYPES } from '../../services/readings/export';
import { LOCALES } from '../../services/resources/translate';
import uploadBody from './upload.body.json';
import templateQuery from './template.query.json';

export const DATA_UPLOAD_PAGE = 'DeviceDataUpload';
export const DATA_UPLOAD_OPERATION = actionCode(DATA_UPLOAD_PAGE, 'add');

interface UploadBody {
  deviceId: number;
  utcOffset?: number;
}

interface TemplateQuery {
  deviceId: number;
  format?: UploadFormat;
  utcOffset?: number;
}

const formatSize = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export default async function dataupload(app: FastifyInstance): Promise<void> {
  const bodyForm = compileForm<UploadBody>(app.resources, uploadBody);
  const templateForm = compileForm<TemplateQuery>(app.resources, templateQuery);

  app.post('/', { ...acceptsFiles(1, UPLOAD_MAX_BYTES), preHandler: requireOperation(DATA_UPLOAD_OPERATION) }, async (request, reply) => {
    const user = currentUser(request);
    const { valid, issues } = bodyForm.parse(request.form);
    const file = request.uploads.file?.[0];
    const format = file ? uploadFormatOf(file.filename) : null;
    if (!file) issues.file = issue('required');
    else if (format === 'xls') issues.file = issue('dataUpload.xls');
    else if (!format) issues.file = issue('file.excel');
    // cut at the limit: the file was larger
    else if (file.truncated) issues.file = issue('file.maxSize', { limit: formatSize(UPLOAD_MAX_BYTES) });
    if (!valid || !file || hasIssues(issues) || (format !== 'csv' && format !== 'xlsx')) return reply.invalid(issues);

    const device = await findDevice(app.db, user, valid.deviceId);
    if (!device) return reply.fail(ApiStatus.notFound, 'notFound');
    const result = await uploadReadings(app, device, { data: file.data, format }, { lang: requestLanguage(request), utcOffsetMinutes: valid.utcOffset ?? 0 });
    if ('refused' in result) return reply.invalid({ file: result.refused });
    request.log.info(
      { deviceId: device.id, rows: result.rows, stored: result.stored, duplicates: result.duplicates, rejected: result.rejected.length },
      'data upload',
    );
    return reply.ok(result);
  });

  app.get<{ Querystring: FormFields }>('/template', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, [DATA_UPLOAD_PAGE]))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = templateForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const device = await findDevice(app.db, user, valid.deviceId);
    if (!device) return reply.fail(ApiStatus.notFound, 'notFound');
    const lang = requestLanguage(request);
    const format = valid.format ?? 'xlsx';
    const headers = templateHeaders(device.model, lang, valid.utcOffset ?? 0);
    const body = await templateFile(headers, format, lookup(LOCALES[lang], 'readingExport.sheet') ?? 'Readings');
    return reply
      .header('content-disposition', `attachment; filename="${templateFilename(device.number, format)}"`)
      .header('cache-control', 'no-store')
      .type(CONTENT_TYPES[format])
      .send(body);
  });
}
