/**
 * GET /device/options?q&type&ids&limit (src/lib/deviceOptions.ts; issue 26 §3): the devices a user
 * may pick, its data scope (services/alarms/visibility.ts), for every device picker. Signed in is
 * enough, as for the organization options: a role with the records, alarm or statistics pages but
 * not both device list pages (which the generic `/device` list needs) still picks its devices.
 * Input is checked after the guard; a parameter it does not take is refused by name.
 */
import type { FastifyInstance } from 'fastify';
import { parseIds } from '../../../src/lib/schema/wire';
import { DEVICE_OPTIONS_DEFAULT, DEVICE_OPTIONS_PATH } from '../../../src/lib/deviceOptions';
import { currentUser } from '../../plugins/guard';
import { deviceOptions } from '../../services/deviceOptions';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import optionsQuery from './options.query.json';

interface OptionsQuery {
  q?: string;
  type?: string;
  ids?: string;
  limit?: number;
}

export default async function device(app: FastifyInstance): Promise<void> {
  const form = compileForm<OptionsQuery>(app.resources, optionsQuery);
  const known = new Set(Object.keys(optionsQuery.properties));

  app.get<{ Querystring: FormFields }>(DEVICE_OPTIONS_PATH.replace(/^\/device/, ''), async (request, reply) => {
    const extra = Object.keys(request.query ?? {}).filter((name) => !known.has(name));
    if (extra.length) return reply.invalid(Object.fromEntries(extra.map((name) => [name, { key: 'validation.additionalProperties' }])));
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const ids = valid.ids ? parseIds(valid.ids) : null;
    const filter = {
      ...(valid.q ? { q: valid.q } : {}),
      ...(valid.type ? { type: valid.type } : {}),
      ...(ids ? { ids } : {}),
      limit: valid.limit ?? DEVICE_OPTIONS_DEFAULT,
    };
    return reply.ok(await deviceOptions(app.db, currentUser(request), filter));
  });
}
