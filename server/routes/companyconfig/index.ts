/**
 * /companyconfig (issue 30 §4, the /tools/companyconfig page): a company's parameters that reach
 * every user's session (spec §3 names): GET the configuration, PUT it, POST/DELETE the report logo
 * (spec §5 small image, 200 KB; PNG or JPEG, what the PDF reports draw). Order: the guard has
 * authenticated; then the page (and its edit code for a change); then the company: the platform
 * any company, everyone else only their own (company scope); then the input.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_LOGO_ACCEPT, REPORT_LOGO_MAX_BYTES, type CompanyConfigBody } from '../../../src/lib/companyConfig';
import { ApiStatus } from '../../../src/lib/contract';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser, requireOperation } from '../../plugins/guard';
import { fileUrl } from '../../services/files';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { companyConfig, saveCompanyConfig } from '../../services/money/companyConfig';
import { isPlatformAdmin } from '../../services/resources/authority';
import { bodyOf, requirePage } from '../alarm/access';
import { imageKind } from '../fileupload';
import configBody from './companyconfig.body.json';
import { COMPANY_CONFIG_EDIT_CODE, COMPANY_CONFIG_PAGES } from './pages';

/** The whole configuration is a few hundred bytes; webSetting's 20 keys of 200 characters stay under 8 KB. */
const BODY_LIMIT = 8 * 1024;
const COMPANY_QUERY = {
  $id: 'https://coldchain.local/schemas/api.companyconfig.query.json',
  type: 'object',
  additionalProperties: false,
  properties: { companyId: { $ref: 'defs.schema.json#/$defs/id' } },
};

export default async function companyconfig(app: FastifyInstance): Promise<void> {
  const body = compileForm<CompanyConfigBody>(app.resources, configBody);
  const query = compileForm<{ companyId?: number }>(app.resources, COMPANY_QUERY);
  const logoForm = compileForm<{ companyId: number; image: { name: string; size: number; type: string } }>(app.resources, {
    $id: 'https://coldchain.local/schemas/api.companyconfig.logo.body.json',
    type: 'object',
    properties: {
      companyId: { $ref: 'defs.schema.json#/$defs/id' },
      image: { $ref: 'defs.schema.json#/$defs/file', 'x-file': { accept: REPORT_LOGO_ACCEPT, maxSize: REPORT_LOGO_MAX_BYTES } },
    },
    required: ['companyId', 'image'],
  });
  const page = requirePage(COMPANY_CONFIG_PAGES);
  const editor = [page, requireOperation(COMPANY_CONFIG_EDIT_CODE)];

  /** The company the request may act on, or the refusal already sent (another company's, for a user of a company). */
  function companyOf(request: FastifyRequest, reply: FastifyReply, asked: number | undefined): number | FastifyReply {
    const user = currentUser(request);
    if (asked === undefined || asked === user.companyId) return user.companyId;
    return isPlatformAdmin(user) ? asked : reply.fail(ApiStatus.forbidden, 'forbidden');
  }

  app.get('/companies', { preHandler: page }, async (request, reply) => {
    const user = currentUser(request);
    let q = app.db.selectFrom('companies').select(['id', 'name']).orderBy('name').orderBy('id');
    if (!isPlatformAdmin(user)) q = q.where('id', '=', user.companyId);
    return reply.ok({ list: await q.execute() });
  });

  app.get<{ Querystring: FormFields }>('/', { preHandler: page }, async (request, reply) => {
    const { valid, issues } = query.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const companyId = companyOf(request, reply, valid.companyId);
    if (typeof companyId !== 'number') return companyId;
    const config = await companyConfig(app.db, companyId);
    return config ? reply.ok(config) : reply.fail(ApiStatus.notFound, 'notFound');
  });

  app.put('/', { bodyLimit: BODY_LIMIT, preHandler: editor }, async (request, reply) => {
    const { valid, issues } = body.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const companyId = companyOf(request, reply, valid.companyId);
    if (typeof companyId !== 'number') return companyId;
    const { companyId: _id, ...fields } = valid;
    const user = currentUser(request);
    if (!(await saveCompanyConfig(app.db, companyId, fields, app.nowUnix(), { actor: { id: user.id, username: user.username }, ip: request.ip }))) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok(await companyConfig(app.db, companyId), 'companyConfigSaved');
  });

  app.post('/logo', { ...acceptsFiles(1, REPORT_LOGO_MAX_BYTES), preHandler: editor }, async (request, reply) => {
    const image = request.uploads.image?.[0];
    const descriptor = image && { name: image.filename, size: image.truncated ? Math.max(REPORT_LOGO_MAX_BYTES, image.data.length) + 1 : image.data.length, type: image.mimetype };
    const { values, issues } = logoForm.check({ ...logoForm.read(request.form), ...(descriptor ? { image: descriptor } : {}) });
    const kind = image && imageKind(image);
    // the content must be what the name says; GIF is an image of spec §5 the PDF reports cannot draw
    if (!issues.image && image && (!kind || kind === 'gif')) issues.image = issue('file.accept', { accept: REPORT_LOGO_ACCEPT.join(', ') });
    if (!image || !kind || hasIssues(issues)) return reply.invalid(issues);
    const companyId = companyOf(request, reply, values.companyId as number);
    if (typeof companyId !== 'number') return companyId;
    const key = `records/report-logo-${companyId}-${randomBytes(12).toString('hex')}.${kind}`;
    await app.files.put(key, image.data);
    const url = fileUrl(key);
    try {
      const updated = await app.db.updateTable('companies').set({ default_report_logo: url }).where('id', '=', companyId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await app.files.remove(key).catch(() => undefined);
        return reply.fail(ApiStatus.notFound, 'notFound');
      }
    } catch (error) {
      await app.files.remove(key).catch(() => undefined);
      throw error;
    }
    return reply.ok({ defaultReportLogo: url });
  });

  app.delete<{ Querystring: FormFields }>('/logo', { preHandler: editor }, async (request, reply) => {
    const { valid, issues } = query.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const companyId = companyOf(request, reply, valid.companyId);
    if (typeof companyId !== 'number') return companyId;
    const updated = await app.db.updateTable('companies').set({ default_report_logo: '' }).where('id', '=', companyId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok({ defaultReportLogo: '' });
  });
}
