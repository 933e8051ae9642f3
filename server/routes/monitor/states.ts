/**
 * GET /monitor/states (src/lib/fleet.ts DEVICE_STATES_PATH): the device state list, one page of the
 * company's devices (ordered by number) with spec §4's device states, and how many match. Filters:
 * text, organization (with its subtree), type, the yes/no states (`1`/`0`) and the expiry.
 * Needs the menu of the device state list (DeviceStateList).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import type { DeviceStatesPage, ExpiryFilter, StateFlag } from '../../../src/lib/fleet';
import { STATE_FLAGS } from '../../../src/lib/fleet';
import { DEFAULT_LIMIT } from '../../../src/lib/schema/wire';
import { currentUser } from '../../plugins/guard';
import { toDeviceStateRow } from '../../services/fleet/stateRow';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { hasAnyPage } from '../../services/readings/access';
import { deviceStateRows } from '../../services/readings/store/deviceStates';
import { organizationSubtree } from '../../services/readings/store/read';
import statesQuery from './states.query.json';

export const STATE_LIST_PAGES = ['DeviceStateList'] as const;

type StatesQuery = Partial<Record<StateFlag, boolean>> & {
  q?: string;
  organizationId?: number;
  type?: string;
  expiry?: ExpiryFilter;
  page?: number;
  limit?: number;
};

export default async function states(app: FastifyInstance): Promise<void> {
  const form = compileForm<StatesQuery>(app.resources, statesQuery);

  app.get<{ Querystring: FormFields }>('/states', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, STATE_LIST_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);

    const now = app.nowUnix();
    // another company's organization has no subtree here: no rows
    const organizationIds = valid.organizationId === undefined ? undefined : await organizationSubtree(app.db, user.companyId, valid.organizationId);
    const flags: Partial<Record<StateFlag, boolean>> = {};
    for (const flag of STATE_FLAGS) if (valid[flag] !== undefined) flags[flag] = valid[flag];
    const { rows, total } = await deviceStateRows(
      app.db,
      {
        companyId: user.companyId,
        ...(valid.q ? { q: valid.q } : {}),
        ...(organizationIds ? { organizationIds } : {}),
        ...(valid.type ? { type: valid.type } : {}),
        ...(valid.expiry ? { expiry: valid.expiry } : {}),
        flags,
        page: valid.page ?? 1,
        limit: valid.limit ?? DEFAULT_LIMIT,
      },
      now,
    );
    const answer: DeviceStatesPage = { list: rows.map((row) => toDeviceStateRow(row, now)), total };
    return reply.ok(answer);
  });
}
