/**
 * /floorplan (src/lib/floorPlans.ts, issue 29 §5): the company's floor plans and the devices placed on them.
 * - GET / : the plans (page menu); GET /{id}: one plan with each placed device's latest state;
 *   GET /devices?q: the company's devices a plan may hold (FLOOR_PLAN_MAX_DEVICES at most, by number).
 * - POST / (assetfloorplan_add): multipart `image` (jpg, png, gif up to 5 MB: the extension, the
 *   declared type and the first bytes agree, as the avatar's), `name`, `organizationId` (the site).
 * - PUT /{id} (assetfloorplan_edit): rename. DELETE /{id} (assetfloorplan_delete): the plan, its
 *   places and its uploaded image.
 * - PUT /{id}/devices/{deviceId} (assetfloorplan_edit): place or move a device (x, y in 0…1);
 *   DELETE the same: take it off the plan.
 * Authentication (the guard), then the permission, then the input. Another company's plan or
 * device is as absent as one that never was.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { FLOOR_PLAN_COMPONENT, FLOOR_PLAN_MAX_BYTES, FLOOR_PLAN_MAX_DEVICES } from '../../../src/lib/floorPlans';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser, requireOperation } from '../../plugins/guard';
import { fileUrl } from '../../services/files';
import { companyDevices, findFloorPlan, floorPlanDetail, listFloorPlans, placeDevice } from '../../services/floorPlans';
import type { FormFields } from '../../services/forms';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import { hasPageOf } from '../../services/resources/access';
import { imageKind } from '../fileupload';
import placeBody from './place.body.json';
import renameBody from './rename.body.json';
import uploadBody from './upload.body.json';

const PAGES = [FLOOR_PLAN_COMPONENT] as const;
const ACCEPT = ['jpg', 'jpeg', 'png', 'gif'];
/** the folder of uploaded plans: a built-in plan (notices/) is never removed with its record */
const UPLOADED = /^\/api\/files\/(plans\/[a-z0-9-]+\.[a-z]+)$/;

function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export default async function floorplan(app: FastifyInstance): Promise<void> {
  const uploadForm = compileForm<{ name: string; organizationId: number }>(app.resources, uploadBody);
  // the part's descriptor, checked like an entity's image property (types, 5 MB: spec §9)
  const imageForm = compileForm<{ image: { name: string; size: number; type: string } }>(app.resources, {
    $id: 'https://coldchain.local/schemas/api.floorplan.upload.image.json',
    type: 'object',
    properties: { image: { $ref: 'defs.schema.json#/$defs/imageFile' } },
    required: ['image'],
  });
  const renameForm = compileForm<{ name: string }>(app.resources, renameBody);
  const placeForm = compileForm<{ x: number; y: number }>(app.resources, placeBody);
  const devicesQuery = compileForm<{ q?: string }>(app.resources, {
    $id: 'https://coldchain.local/schemas/api.floorplan.devices.query.json',
    type: 'object',
    properties: { q: { type: 'string', maxLength: 50 } },
  });

  const notFound = (reply: FastifyReply) => reply.fail(ApiStatus.notFound, 'floorPlanNotFound');

  app.get('/', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasPageOf(app.db, user, PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    return reply.ok(await listFloorPlans(app.db, user.companyId));
  });

  // the devices a plan may hold, for the page's device list (a text filter on the name or number)
  app.get<{ Querystring: FormFields }>('/devices', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasPageOf(app.db, user, PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = devicesQuery.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok(await companyDevices(app.db, user.companyId, valid.q ?? ''));
  });

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasPageOf(app.db, user, PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const id = idOf(request.params.id);
    const detail = id && (await floorPlanDetail(app.db, app.resources, user.companyId, id, app.nowUnix()));
    return detail ? reply.ok(detail) : notFound(reply);
  });

  app.post('/', { preHandler: requireOperation('assetfloorplan_add'), ...acceptsFiles(1, FLOOR_PLAN_MAX_BYTES) }, async (request, reply) => {
    const user = currentUser(request);
    const image = request.uploads.image?.[0];
    // a file cut at the upload limit was larger than that
    const descriptor = image && { name: image.filename, size: image.truncated ? Math.max(FLOOR_PLAN_MAX_BYTES, image.data.length) + 1 : image.data.length, type: image.mimetype };
    const { valid, issues: fieldIssues } = uploadForm.parse(request.form);
    const issues = { ...fieldIssues, ...imageForm.check(descriptor ? { image: descriptor } : {}).issues };
    const kind = image && imageKind(image);
    // the content must be what the name says, or a script could pass for a picture
    if (image && !issues.image && !kind) issues.image = issue('file.accept', { accept: ACCEPT.join(', ') });
    if (valid && !issues.organizationId) {
      const site = await app.db.selectFrom('organizations').select('id').where('id', '=', valid.organizationId).where('company_id', '=', user.companyId).executeTakeFirst();
      if (!site) issues.organizationId = issue('unknownReference');
    }
    if (!valid || !image || !kind || hasIssues(issues)) return reply.invalid(issues);
    const key = `plans/${user.companyId}-${randomBytes(12).toString('hex')}.${kind}`;
    await app.files.put(key, image.data);
    const now = app.nowUnix();
    try {
      const row = await app.db
        .insertInto('floor_plans')
        .values({ company_id: user.companyId, organization_id: valid.organizationId, name: valid.name.trim(), image: fileUrl(key), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.ok({ id: row.id });
    } catch (error) {
      // no record points at the file: it goes again
      await app.files.remove(key).catch(() => undefined);
      throw error;
    }
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireOperation('assetfloorplan_edit') }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    const plan = id && (await findFloorPlan(app.db, user.companyId, id));
    if (!plan) return notFound(reply);
    const { valid, issues } = renameForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    await app.db.updateTable('floor_plans').set({ name: valid.name.trim(), updated_at: app.nowUnix() }).where('id', '=', plan.id).execute();
    return reply.ok(null);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireOperation('assetfloorplan_delete') }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    const plan = id && (await findFloorPlan(app.db, user.companyId, id));
    if (!plan) return notFound(reply);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('floor_plan_devices').where('plan_id', '=', plan.id).execute();
      await trx.deleteFrom('floor_plans').where('id', '=', plan.id).execute();
    });
    // after the commit: a file left by a failed removal is swept at the next start
    const uploaded = UPLOADED.exec(plan.image)?.[1];
    if (uploaded) await app.files.remove(uploaded).catch(() => undefined);
    return reply.ok(null);
  });

  app.put<{ Params: { id: string; deviceId: string } }>('/:id/devices/:deviceId', { preHandler: requireOperation('assetfloorplan_edit') }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    const plan = id && (await findFloorPlan(app.db, user.companyId, id));
    if (!plan) return notFound(reply);
    const { valid, issues } = placeForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const deviceId = idOf(request.params.deviceId);
    const result = deviceId ? await placeDevice(app.db, user.companyId, plan.id, deviceId, valid, app.nowUnix()) : 'deviceNotFound';
    if (result === 'deviceNotFound') return reply.fail(ApiStatus.notFound, 'floorPlanDeviceNotFound');
    if (result === 'full') return reply.fail(ApiStatus.failed, 'floorPlanFull', { count: FLOOR_PLAN_MAX_DEVICES });
    return reply.ok(null);
  });

  app.delete<{ Params: { id: string; deviceId: string } }>('/:id/devices/:deviceId', { preHandler: requireOperation('assetfloorplan_edit') }, async (request, reply) => {
    const user = currentUser(request);
    const id = idOf(request.params.id);
    const plan = id && (await findFloorPlan(app.db, user.companyId, id));
    if (!plan) return notFound(reply);
    const deviceId = idOf(request.params.deviceId);
    if (deviceId) await app.db.deleteFrom('floor_plan_devices').where('plan_id', '=', plan.id).where('device_id', '=', deviceId).execute();
    return reply.ok(null);
  });
}
