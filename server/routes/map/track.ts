/**
 * GET /map/track/{deviceId}?start&end&utcOffset (issue 14 §2, src/lib/maps.ts Track): a device's
 * positions of the range at full resolution, its stops (≥ 300 s within 50 m), its alarms of the
 * range where they happened, and its thresholds (services/maps/track.ts).
 * Checks: the guard, the replay's menu, the input (the id, then the range under spec §5 with the
 * user's ReportCheckTimeRange, '-5' naming the field), then the device: another company's, or one
 * of an organization the user does not see, answers '-6' like a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { deviceTrack } from '../../services/maps/track';
import { hasAnyPage } from '../../services/readings/access';
import { pathId, rangeOf, refuseRange } from '../alarm/access';
import trackQuery from './track.query.json';

export const TRACK_PAGES = ['MapReplay'] as const;

interface TrackQuery {
  utcOffset?: number;
}

export default async function track(app: FastifyInstance): Promise<void> {
  const form = compileForm<TrackQuery>(app.resources, trackQuery);

  app.get<{ Params: { deviceId: string }; Querystring: FormFields }>('/track/:deviceId', async (request, reply) => {
    const user = currentUser(request);
    if (!(await hasAnyPage(app.db, user, TRACK_PAGES))) return reply.fail(ApiStatus.forbidden, 'forbidden');
    const deviceId = pathId(request.params.deviceId);
    // a path that names no id cannot name a device: as a missing one
    if (deviceId === null) return reply.fail(ApiStatus.notFound, 'notFound');
    const { valid, issues } = form.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const range = rangeOf(request, valid.utcOffset ?? 0);
    if (!range.ok) return refuseRange(reply, range);
    const answer = await deviceTrack(app.db, user, deviceId, { start: range.start, end: range.end });
    if (!answer) return reply.fail(ApiStatus.notFound, 'notFound');
    return reply.ok(answer);
  });
}
