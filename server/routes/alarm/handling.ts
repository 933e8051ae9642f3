/**
 * POST /alarm/acknowledge, /alarm/close, /alarm/snooze (issue 13 §1): bulk handling, JSON bodies
 * (src/lib/alarms.ts AcknowledgeBody, CloseBody, SnoozeBody). Needs the history page's edit code;
 * then the body ('-5' naming the field); then one transaction (services/alarms/handling.ts)
 * answering BulkResult: the ids done, and the ids skipped with why (not found — missing, another
 * company's or an invisible organization's alike —, closed, already acknowledged).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AcknowledgeBody, CloseBody, SnoozeBody } from '../../../src/lib/alarms';
import { currentUser, requireOperation } from '../../plugins/guard';
import { acknowledgeAlarms, closeAlarms, snoozeAlarms, type HandlingContext } from '../../services/alarms/handling';
import { findSolution } from '../../services/alarms/queries/solution';
import { compileForm, issue } from '../../services/formSchema';
import acknowledgeBody from './acknowledge.body.json';
import { bodyOf, HANDLING_CODE, scopeOf } from './access';
import closeBody from './close.body.json';
import snoozeBody from './snooze.body.json';

async function contextOf(request: FastifyRequest): Promise<HandlingContext> {
  const user = currentUser(request);
  return { scope: await scopeOf(request), actor: { id: user.id, name: user.username }, now: request.server.nowUnix() };
}

export default async function handling(app: FastifyInstance): Promise<void> {
  const acknowledge = compileForm<AcknowledgeBody>(app.resources, acknowledgeBody);
  const close = compileForm<CloseBody>(app.resources, closeBody);
  const snooze = compileForm<SnoozeBody>(app.resources, snoozeBody);
  const preHandler = requireOperation(HANDLING_CODE);

  app.post('/acknowledge', { preHandler }, async (request, reply) => {
    const { valid, issues } = acknowledge.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    // an acknowledgement says something: a typed comment, a solution, or both (as the console's dialog asks)
    if (!valid.comment?.trim() && valid.solutionId === undefined) return reply.invalid({ comment: issue('required') });
    const user = currentUser(request);
    // a solution is the company's own: another company's reads as one that does not exist
    const solution = valid.solutionId === undefined ? undefined : await findSolution(app.db, user.companyId, valid.solutionId);
    if (valid.solutionId !== undefined && !solution) return reply.invalid({ solutionId: issue('unknownReference') });
    return reply.ok(await acknowledgeAlarms(app.db, await contextOf(request), { ids: valid.ids, comment: valid.comment, solution }));
  });

  app.post('/close', { preHandler }, async (request, reply) => {
    const { valid, issues } = close.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    // spec §4: a manual close has a reason; blanks are none
    if (!valid.reason.trim()) return reply.invalid({ reason: issue('required') });
    return reply.ok(await closeAlarms(app.db, await contextOf(request), { ids: valid.ids, reason: valid.reason }));
  });

  app.post('/snooze', { preHandler }, async (request, reply) => {
    const { valid, issues } = snooze.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    return reply.ok(await snoozeAlarms(app.db, await contextOf(request), { ids: valid.ids, minutes: valid.minutes }));
  });
}
