/**
 * GET /calibration/{id}/certificate?utcOffset (issue 30 §4, the certificate download page
 * /device/certdownload): a calibration record's certificate as a PDF (services/calibration/
 * certificatePdf.ts), answered as an attachment. Checks, in order: the guard (authentication); a
 * page of calibration records (the entity's view: calibration info or certificate download, '-4');
 * the query ('-5'); the record and its device in the user's company (else '-6', so that nothing
 * tells another company's records apart from none). Never cached. Beside the generic /calibration routes.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { requestLanguage } from '../../plugins/envelope';
import { certificatePdf } from '../../services/calibration/certificatePdf';
import { attachmentDisposition } from '../../services/downloads/disposition';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { canRead } from '../../services/resources/access';
import certificateQuery from './certificate.query.json';

const ID = /^[1-9]\d{0,15}$/;
const CHINA_OFFSET = 480;

export default async function calibration(app: FastifyInstance): Promise<void> {
  const form = compileForm<{ utcOffset?: number }>(app.resources, certificateQuery);

  app.get<{ Params: { id: string }; Querystring: FormFields }>('/:id/certificate', async (request, reply) => {
    const entity = app.resources.entities.get('calibration');
    const user = currentUser(request);
    if (!entity || !(await canRead(app.db, user, entity.schema, {}, app.nowUnix()))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const id = ID.test(request.params.id) ? Number(request.params.id) : null;
    const record = id === null ? undefined : await entity.store.get(id, { companyId: user.companyId, nowUnix: app.nowUnix() });
    const file = record ? await certificatePdf(app, user.companyId, record, { lang: requestLanguage(request), utcOffsetMinutes: valid.utcOffset ?? CHINA_OFFSET }) : undefined;
    if (!file) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .send(file.data);
  });
}
