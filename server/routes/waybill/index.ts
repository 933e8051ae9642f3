/**
 * The waybill actions (issue 29 §1, §2), beside the generic /waybill routes (routes/resources):
 * - POST /waybill/{id}/depart, /deliver, /reject {reason}, /transship {fromAsset, toAsset, place, time?},
 *   /adjust {reason, …}: the state machine (services/waybills/transitions.ts);
 * - GET /waybill/{id}/history: legs, history, signatures;
 * - GET /waybill/{id}/summary and POST /waybill/{id}/release: the e-signed release decision.
 * Order: the guard (authentication), the action's operation code (access.ts), the body, the
 * waybill in the user's company, its status. A refused transition says which status it is in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { WAYBILL_STATUS } from '../../../src/lib/waybillActions';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { compileForm } from '../../services/formSchema';
import { actorOf, listEvents } from '../../services/waybills/events';
import { loadLegs } from '../../services/waybills/legs';
import { statusRefusalText } from '../../services/waybills/refusalText';
import { listSignatures, signatureInForce } from '../../services/waybills/signatures';
import { adjust, arrive, depart, transship, type AdjustInput, type Outcome, type TransshipInput } from '../../services/waybills/transitions';
import { findWaybill, type WaybillRow } from '../../services/waybills/waybillRow';
import { bodyOf, pathId } from '../alarm/access';
import { requireCode, requireWaybillPage } from './access';
import adjustBody from './adjust.body.json';
import rejectBody from './reject.body.json';
import { releaseRoutes } from './release';
import transshipBody from './transship.body.json';

type IdParams = { Params: { id: string } };

/** Bodies are a reason, a place and a few numbers: 8 KB is plenty. */
export const WAYBILL_BODY_LIMIT = 8 * 1024;

/** The waybill of the path in the user's company, or the reply already sent. */
export async function waybillOf(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<WaybillRow | FastifyReply> {
  const id = pathId(request.params.id);
  const waybill = id ? await findWaybill(request.server.db, currentUser(request).companyId, id) : undefined;
  return waybill ?? reply.fail(ApiStatus.notFound, 'notFound');
}

export function answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome): FastifyReply {
  if ('ok' in outcome) return reply.ok(null);
  if ('issues' in outcome) return reply.invalid(outcome.issues);
  if (outcome.refused === 'status') {
    return reply.fail(ApiStatus.failed, 'waybillActionRefused', statusRefusalText(requestLanguage(request), outcome.action, outcome.status));
  }
  return reply.fail(ApiStatus.failed, outcome.refused);
}

const isReply = (value: WaybillRow | FastifyReply): value is FastifyReply => !('number' in value);

export default async function waybill(app: FastifyInstance): Promise<void> {
  const rejectForm = compileForm<{ reason: string }>(app.resources, rejectBody);
  const transshipForm = compileForm<TransshipInput>(app.resources, transshipBody);
  const adjustForm = compileForm<AdjustInput>(app.resources, adjustBody);
  const limits = { bodyLimit: WAYBILL_BODY_LIMIT };
  const actor = (request: FastifyRequest) => actorOf(app.db, currentUser(request));

  app.post<IdParams>('/:id/depart', { ...limits, preHandler: requireCode('depart') }, async (request, reply) => {
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    return answer(request, reply, await depart(app.db, found, await actor(request), app.nowUnix()));
  });

  app.post<IdParams>('/:id/deliver', { ...limits, preHandler: requireCode('deliver') }, async (request, reply) => {
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    return answer(request, reply, await arrive(app.db, found, await actor(request), app.nowUnix(), 'deliver'));
  });

  app.post<IdParams>('/:id/reject', { ...limits, preHandler: requireCode('reject') }, async (request, reply) => {
    const { valid, issues } = rejectForm.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    return answer(request, reply, await arrive(app.db, found, await actor(request), app.nowUnix(), 'reject', valid.reason.trim()));
  });

  app.post<IdParams>('/:id/transship', { ...limits, preHandler: requireCode('transship') }, async (request, reply) => {
    const { valid, issues } = transshipForm.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    const user = currentUser(request);
    const assets = app.resources.entities.get('asset');
    const assetExists = async (id: number) => Boolean(await assets?.store.get(id, { companyId: user.companyId, nowUnix: app.nowUnix() }));
    const input = { ...valid, place: valid.place.trim() };
    return answer(request, reply, await transship(app.db, found, await actor(request), app.nowUnix(), input, assetExists));
  });

  app.post<IdParams>('/:id/adjust', { ...limits, preHandler: requireCode('adjust') }, async (request, reply) => {
    const { valid, issues } = adjustForm.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    return answer(request, reply, await adjust(app.db, found, await actor(request), app.nowUnix(), { ...valid, reason: valid.reason.trim() }));
  });

  app.get<IdParams>('/:id/history', { preHandler: requireWaybillPage }, async (request, reply) => {
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    const signatures = await listSignatures(app.db, found.id);
    return reply.ok({
      status: found.status,
      legs: await loadLegs(app.db, found.id, found),
      events: await listEvents(app.db, found.id),
      signatures,
      awaitingDecision: found.status === WAYBILL_STATUS.arrived && (await signatureInForce(app.db, found.id)) === undefined,
    });
  });

  releaseRoutes(app, { waybillOf, isReply, answer });
}
