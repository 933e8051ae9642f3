/**
 * /command: device commands (issue 12). Parameter settings to one device or several of one type
 * (spec §5), firmware upgrades to devices of one model, and their records, each moving through
 * spec §4's states as the simulated devices answer (services/commands/). Authentication (the
 * guard), then the page's operation code, then input; one company's devices and commands only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { COMMAND_PAGES, SEND_ACTIONS, firmwareOf, type CommandDevice, type SettingsValues } from '../../../src/lib/deviceCommands';
import { actionCode } from '../../../src/lib/permissionCodes';
import { currentUser, requireOperation } from '../../plugins/guard';
import { ERRORS, readDeviceIds, settingsReader, unknownFields } from '../../services/commands/commandInput';
import { companyDevices, searchDevices } from '../../services/commands/commandDevices';
import { getCommand, listCommands } from '../../services/commands/commandStore';
import { previousOf } from '../../services/commands/deviceSettings';
import { sendCommands } from '../../services/commands/sendCommands';
import { compileForm, hasIssues } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { roleHasOperation } from '../../services/menus';
import devicesQuery from './devices.query.json';
import firmwareQuery from './firmware.query.json';
import listQuery from './list.query.json';

interface ListQuery {
  page?: number;
  limit?: number;
  ids?: string;
  deviceId?: number;
  state?: 'reserved' | 'requesting' | 'setting' | 'success' | 'failed' | 'timeout';
  kind?: 'settings' | 'upgrade';
  start?: number;
  end?: number;
}
interface DevicesQuery {
  q?: string;
  type?: string;
  model?: string;
  ids?: string;
  limit?: number;
}

const VIEW_CODES = Object.values(COMMAND_PAGES).map((page) => actionCode(page, 'view'));
const idList = (text: string | undefined) => (text ? text.split(',').map(Number) : undefined);

/** A preHandler: '-4' unless the role may view one of the command pages. */
async function mayRead(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const user = currentUser(request);
  for (const code of VIEW_CODES) if (await roleHasOperation(request.server.db, user.roleId, code)) return undefined;
  return reply.fail(ApiStatus.forbidden, 'forbidden');
}

/**
 * The devices of the request, or the answer that refuses it: its field issues and `other` ones
 * together ('-5'), then a missing device or another company's ('-6', alike).
 */
async function devicesOf(request: FastifyRequest, reply: FastifyReply, kind: 'settings' | 'upgrade', other: FieldIssues = {}) {
  const ids = readDeviceIds(request.form);
  const issues = { ...unknownFields(request.form, kind), ...(Array.isArray(ids) ? {} : ids), ...other };
  if (hasIssues(issues) || !Array.isArray(ids)) return { refused: reply.invalid(issues) };
  const devices = await companyDevices(request.server.db, currentUser(request).companyId, ids);
  if (devices.length !== ids.length) return { refused: reply.fail(ApiStatus.notFound, 'notFound') };
  return { devices };
}

export default async function command(app: FastifyInstance): Promise<void> {
  const list = compileForm<ListQuery>(app.resources, listQuery);
  const devicesForm = compileForm<DevicesQuery>(app.resources, devicesQuery);
  const firmwareForm = compileForm<{ model: string }>(app.resources, firmwareQuery);
  const device = app.resources.entities.get('device');
  if (!device) throw new Error('/command needs the device entity (schemas/device.schema.json)');
  const settings = settingsReader(device);

  app.get<{ Querystring: FormFields }>('/', { preHandler: mayRead }, async (request, reply) => {
    const { valid, issues } = list.parse(request.query);
    if (!valid) return reply.invalid(issues);
    if (valid.start !== undefined && valid.end !== undefined && valid.start > valid.end) return reply.invalid({ end: { key: 'timeRange.startAfterEnd' } });
    const ids = idList(valid.ids);
    const { companyId } = currentUser(request);
    const { deviceId, state, kind, start, end } = valid;
    const page = ids ? 1 : (valid.page ?? 1);
    const limit = ids ? ids.length : (valid.limit ?? 20);
    return reply.ok(await listCommands(app.db, { companyId, page, limit, ...(ids ? { ids } : {}), deviceId, state, kind, start, end }));
  });

  app.get<{ Querystring: FormFields }>('/devices', { preHandler: mayRead }, async (request, reply) => {
    const { valid, issues } = devicesForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const ids = idList(valid.ids);
    const { q, type, model } = valid;
    return reply.ok(
      await searchDevices(app.db, {
        companyId: currentUser(request).companyId,
        q,
        type,
        model,
        ...(ids ? { ids } : {}),
        limit: valid.limit ?? ids?.length ?? 20,
      }),
    );
  });

  app.get<{ Querystring: FormFields }>('/firmware', { preHandler: mayRead }, async (request, reply) => {
    const { valid, issues } = firmwareForm.parse(request.query);
    if (!valid) return reply.invalid(issues);
    return reply.ok({ model: valid.model, versions: firmwareOf(valid.model) });
  });

  app.get<{ Params: { id: string } }>('/:id', { preHandler: mayRead }, async (request, reply) => {
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const found = id && (await getCommand(app.db, currentUser(request).companyId, id));
    if (!found) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok(found);
  });

  app.post('/settings', { preHandler: requireOperation(actionCode(COMMAND_PAGES.settings, SEND_ACTIONS.settings)) }, async (request, reply) => {
    const { values, issues } = settings.read(request.form);
    const target = await devicesOf(request, reply, 'settings', issues);
    if ('refused' in target) return target.refused;
    const { devices } = target;
    // spec §5: devices of several types cannot be picked at once
    if (new Set(devices.map((d) => d.type)).size > 1) return reply.invalid({ deviceIds: { key: `${ERRORS}.oneType` } });
    for (const one of devices) {
      const against = settings.checkFor(values, one);
      if (hasIssues(against)) return reply.invalid(against);
    }
    const sent = await sendCommands(app, currentUser(request), {
      kind: 'settings',
      devices,
      values: (one: CommandDevice) => ({ values, previous: previousOf(one.settings, values as SettingsValues) }),
    });
    return reply.ok({ list: sent });
  });

  app.post('/upgrade', { preHandler: requireOperation(actionCode(COMMAND_PAGES.upgrade, SEND_ACTIONS.upgrade)) }, async (request, reply) => {
    const version = typeof request.form.version === 'string' ? request.form.version.trim() : '';
    const target = await devicesOf(request, reply, 'upgrade', version ? {} : { version: { key: 'validation.required' } });
    if ('refused' in target) return target.refused;
    const { devices } = target;
    // one image per model: an upgrade job is for devices of one model
    if (new Set(devices.map((d) => d.model)).size > 1) return reply.invalid({ deviceIds: { key: `${ERRORS}.oneModel` } });
    if (!firmwareOf(devices[0]?.model).includes(version)) return reply.invalid({ version: { key: 'validation.enum' } });
    const sent = await sendCommands(app, currentUser(request), {
      kind: 'upgrade',
      devices,
      values: (one: CommandDevice) => ({ values: { firmware: version }, previous: { firmware: one.firmware } }),
    });
    return reply.ok({ list: sent });
  });
}
