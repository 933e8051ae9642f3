/**
 * Device analysis (issue 30 §5), the company's devices only:
 * - GET /deviceanalysis?organizationId: each device's health over the last 30 days, ranked by
 *   attention (services/deviceAnalysis/analyseFleet.ts); needs the page (ToolsDeviceAnalysis).
 * - PUT /deviceanalysis/battery {deviceId, installedAt}: records when a device's battery was
 *   fitted; needs the page's edit code (toolsdeviceanalysis_edit).
 * Permission first, then the input; another company's device answers as a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { DEVICE_BATTERY_PATH, DEVICE_ANALYSIS_PATH } from '../../../src/lib/deviceAnalysis';
import { actionCode } from '../../../src/lib/permissionCodes';
import { currentUser, requireOperation } from '../../plugins/guard';
import { analyseFleet } from '../../services/deviceAnalysis/analyseFleet';
import { compileForm, issue } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { hasAnyPage } from '../../services/readings/access';
import { organizationSubtree } from '../../services/readings/store/read';
import analysisQuery from './analysis.query.json';
import batteryBody from './battery.body.json';

export const ANALYSIS_PAGE = 'ToolsDeviceAnalysis';
const BATTERY_SUBPATH = DEVICE_BATTERY_PATH.slice(DEVICE_ANALYSIS_PATH.length);

export default async function deviceAnalysis(app: FastifyInstance): Promise<void> {
  const query = compileForm<{ organizationId?: number }>(app.resources, analysisQuery);
  const battery = compileForm<{ deviceId: number; installedAt: number }>(app.resources, batteryBody);

  app.get<{ Querystring: FormFields }>('/', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, [ANALYSIS_PAGE]))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const { valid, issues } = query.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const organizationIds = valid.organizationId === undefined ? undefined : await organizationSubtree(app.db, user.companyId, valid.organizationId);
    return reply.ok(await analyseFleet(app.db, { companyId: user.companyId, nowUnix: app.nowUnix(), ...(organizationIds ? { organizationIds } : {}) }));
  });

  app.put(BATTERY_SUBPATH, { bodyLimit: 4096, preHandler: requireOperation(actionCode(ANALYSIS_PAGE, 'edit')) }, async (request, reply) => {
    const user = currentUser(request);
    const { valid, issues } = battery.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const now = app.nowUnix();
    if (valid.installedAt > now) return reply.invalid({ installedAt: issue('switches.notInFuture') });
    const device = await app.db.selectFrom('devices').select('id').where('id', '=', valid.deviceId).where('company_id', '=', user.companyId).executeTakeFirst();
    if (!device) return reply.invalid({ deviceId: issue('switches.deviceNotFound') });
    const values = { installed_at: valid.installedAt, recorded_by: user.username, updated_at: now };
    await app.db
      .insertInto('device_batteries')
      .values({ device_id: device.id, ...values })
      .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
      .execute();
    return reply.ok({ deviceId: device.id, installedAt: valid.installedAt });
  });
}
