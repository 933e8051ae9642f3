/**
 * The QA tools (issue 30 §5), the company's devices only:
 * - GET /qatools/status, /qatools/effects?deviceId, /qatools/notification/{id}, /qatools/log:
 *   need the menu of a QA page (QatoolsIndex or QatoolsLegacy).
 * - POST /qatools/readings, /excursion, /offline, /restore, /notify (services/qaTools/actions.ts):
 *   need the QA page's action code (qatoolsindex_edit), and, where CONSOLE_ENV is production,
 *   QA_TOOLS_IN_PRODUCTION: forcing alarms and notifications on a live fleet is a decision, not a default.
 * Order: authentication (the guard), permission, the platform's switch, then the input.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { actionCode } from '../../../src/lib/permissionCodes';
import { QA_SILENCE_DEFAULT_MINUTES, type QaChannel, type QaStatus } from '../../../src/lib/qaTools';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { compileForm, issue, type FormValidator } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { roleHasOperation } from '../../services/menus';
import { forceExcursion, forceOffline, injectReadings, QaRefusal, restoreDevice, sendTestNotification, type QaDeviceRow, type ReadingValues } from '../../services/qaTools/actions';
import { qaDevices, qaEffects, qaLog, qaNotification } from '../../services/qaTools/views';
import { deviceIdOf, hasAnyPage } from '../../services/readings/access';
import type { AuthUser } from '../../services/users';
import deviceQuery from './device.query.json';
import excursionBody from './excursion.body.json';
import notifyBody from './notify.body.json';
import offlineBody from './offline.body.json';
import readingsBody from './readings.body.json';

export const QA_PAGES = ['QatoolsIndex', 'QatoolsLegacy'] as const;
export const QA_ACTION_CODE = actionCode('QatoolsIndex', 'edit');
const BODY_LIMIT = 4096;

const mobileAddress = {
  $id: 'https://coldchain.local/schemas/api.qatools.notify.mobile.json',
  type: 'object',
  properties: { address: { $ref: 'defs.schema.json#/$defs/mobile' } },
} as const;
const emailAddress = {
  $id: 'https://coldchain.local/schemas/api.qatools.notify.email.json',
  type: 'object',
  properties: { address: { $ref: 'defs.schema.json#/$defs/email' } },
} as const;

export default async function qaTools(app: FastifyInstance): Promise<void> {
  const device = compileForm<{ deviceId: number }>(app.resources, deviceQuery);
  const readings = compileForm<ReadingValues & { deviceId: number; count?: number }>(app.resources, readingsBody);
  const excursion = compileForm<{ deviceId: number; field: 'temperature' | 'humidity'; direction: 'above' | 'below' }>(app.resources, excursionBody);
  const offline = compileForm<{ deviceId: number; minutes?: number }>(app.resources, offlineBody);
  const notify = compileForm<{ channel: QaChannel; address: string }>(app.resources, notifyBody);
  const addressOf: Partial<Record<QaChannel, FormValidator<{ address?: string }>>> = {
    sms: compileForm(app.resources, mobileAddress),
    voice: compileForm(app.resources, mobileAddress),
    email: compileForm(app.resources, emailAddress),
  };

  const enabled = () => app.config.env !== 'production' || app.config.qaToolsInProduction;

  const mayRead = async (request: FastifyRequest, reply: FastifyReply) =>
    (await hasAnyPage(app.db, currentUser(request), QA_PAGES)) ? undefined : reply.fail(ApiStatus.forbidden, 'forbidden');
  const mayAct = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await roleHasOperation(app.db, currentUser(request).roleId, QA_ACTION_CODE))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    return enabled() ? undefined : reply.fail(ApiStatus.forbidden, 'qaToolsDisabled');
  };

  const companyDevice = (user: AuthUser, id: number): Promise<QaDeviceRow | undefined> =>
    app.db.selectFrom('devices').select(['id', 'number', 'acquisition_period']).where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst();

  /** Runs an action on the company's device; a missing one and a refused action answer '-5' on their field. */
  async function onDevice(request: FastifyRequest, reply: FastifyReply, deviceId: number, act: (user: AuthUser, row: QaDeviceRow) => Promise<unknown>) {
    const user = currentUser(request);
    const row = await companyDevice(user, deviceId);
    if (!row) return reply.invalid({ deviceId: issue('switches.deviceNotFound') });
    try {
      return reply.ok(await act(user, row));
    } catch (error) {
      if (error instanceof QaRefusal) return reply.invalid({ [error.field]: issue(error.key, error.params) });
      throw error;
    }
  }

  app.get('/status', { preHandler: mayRead }, async (request, reply) => {
    const user = currentUser(request);
    const status: QaStatus = {
      enabled: enabled(),
      canAct: await roleHasOperation(app.db, user.roleId, QA_ACTION_CODE),
      devices: await qaDevices(app.db, user.companyId, app.nowUnix()),
    };
    return reply.ok(status);
  });

  app.get<{ Querystring: FormFields }>('/effects', { preHandler: mayRead }, async (request, reply) => {
    const { valid, issues } = device.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const effects = await qaEffects(app.db, currentUser(request).companyId, valid.deviceId, app.nowUnix());
    return effects ? reply.ok(effects) : reply.invalid({ deviceId: issue('switches.deviceNotFound') });
  });

  app.get<{ Params: { id: string } }>('/notification/:id', { preHandler: mayRead }, async (request, reply) => {
    const id = deviceIdOf(request.params.id);
    const row = id === null ? undefined : await qaNotification(app.db, currentUser(request).companyId, id);
    return row ? reply.ok(row) : reply.fail(ApiStatus.notFound, 'notFound');
  });

  app.get('/log', { preHandler: mayRead }, async (request, reply) => reply.ok(await qaLog(app.db, currentUser(request).companyId)));

  app.post('/readings', { bodyLimit: BODY_LIMIT, preHandler: mayAct }, async (request, reply) => {
    const { valid, issues } = readings.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const { deviceId, count = 1, ...rest } = valid;
    const values: ReadingValues = {};
    for (const key of ['temperature', 'humidity', 'battery', 'signal'] as const) if (rest[key] !== undefined) values[key] = rest[key];
    if (!Object.keys(values).length) return reply.invalid({ temperature: issue('switches.qaNoValue') });
    return onDevice(request, reply, deviceId, (user, row) => injectReadings(app, user, row, values, count, requestLanguage(request)));
  });

  app.post('/excursion', { bodyLimit: BODY_LIMIT, preHandler: mayAct }, async (request, reply) => {
    const { valid, issues } = excursion.parse(request.form);
    if (!valid) return reply.invalid(issues);
    return onDevice(request, reply, valid.deviceId, (user, row) => forceExcursion(app, user, row, valid.field, valid.direction, requestLanguage(request)));
  });

  app.post('/offline', { bodyLimit: BODY_LIMIT, preHandler: mayAct }, async (request, reply) => {
    const { valid, issues } = offline.parse(request.form);
    if (!valid) return reply.invalid(issues);
    return onDevice(request, reply, valid.deviceId, (user, row) => forceOffline(app, user, row, valid.minutes ?? QA_SILENCE_DEFAULT_MINUTES));
  });

  app.post('/restore', { bodyLimit: BODY_LIMIT, preHandler: mayAct }, async (request, reply) => {
    const { valid, issues } = offline.parse(request.form);
    if (!valid) return reply.invalid(issues);
    return onDevice(request, reply, valid.deviceId, (user, row) => restoreDevice(app, user, row));
  });

  app.post('/notify', { bodyLimit: BODY_LIMIT, preHandler: mayAct }, async (request, reply) => {
    const { valid, issues } = notify.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const address = addressOf[valid.channel]?.parse({ address: valid.address });
    if (address && !address.valid) return reply.invalid(address.issues);
    return reply.ok(await sendTestNotification(app, currentUser(request), valid.channel, valid.address));
  });
}
