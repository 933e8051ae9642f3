/** A renewal refused (services/renewal RenewalRefusal) as its answer; anything else is rethrown. */
import type { FastifyReply } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { RenewalRefusal } from '../../services/renewal';

export function answerRefusal(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof RenewalRefusal)) throw error;
  switch (error.reason) {
    // another company's device, one the user does not see, or none: one answer (nothing told about others)
    case 'notFound':
      return reply.fail(ApiStatus.notFound, 'notFound');
    case 'notDue':
      return reply.fail(ApiStatus.failed, 'renewalNotDue');
    case 'insufficient':
      return reply.fail(ApiStatus.failed, 'insufficientBalance');
    case 'changed':
      return reply.fail(ApiStatus.failed, 'renewalChanged');
    case 'orderExpired':
      return reply.fail(ApiStatus.failed, 'wechatOrderExpired');
    case 'orderPaid':
      return reply.fail(ApiStatus.failed, 'wechatOrderPaid');
  }
}
