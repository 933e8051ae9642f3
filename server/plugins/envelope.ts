/**
 * The API envelope {status, message, data} and its HTTP codes, as reply helpers; plus the
 * error handler, so a crash answers 500 with a message and never a stack, and a storage fault
 * (disk full, read-only) says so: 507 / 503 with status '0', its cause logged once per burst.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus, type ApiEnvelope, type ApiStatusCode } from '../../src/lib/contract';
import type { FieldIssues } from '../../src/lib/validation/compile';
import { languageOf, t, type Language, type MessageKey, type MessageVars } from '../messages';
import { localizeIssues } from '../services/resources/translate';
import { FaultLogThrottle, storageFaultOf } from '../services/storageFaults';

declare module 'fastify' {
  interface FastifyReply {
    /** status '1' */
    ok(data?: unknown, message?: MessageKey): FastifyReply;
    /** any other status, with a message in the request's language */
    fail(status: ApiStatusCode, message: MessageKey, vars?: MessageVars, data?: unknown): FastifyReply;
    /** status '-5' with data.errors: field → message, translated from locales/ (`validation.*` keys) */
    invalid(issues: FieldIssues): FastifyReply;
  }
}

export const HTTP_CODES: Record<ApiStatusCode, number> = {
  [ApiStatus.ok]: 200,
  [ApiStatus.failed]: 200,
  [ApiStatus.puzzle]: 200,
  [ApiStatus.tokenInvalid]: 401,
  [ApiStatus.badSignature]: 401,
  [ApiStatus.forbidden]: 403,
  [ApiStatus.invalid]: 422,
  [ApiStatus.notFound]: 404,
  [ApiStatus.passwordChangeRequired]: 403,
};

export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.headers.lang);
}

export function envelope(status: ApiStatusCode, message: string, data?: unknown): ApiEnvelope {
  return data === undefined ? { status, message } : { status, message, data };
}

function send(reply: FastifyReply, status: ApiStatusCode, key: MessageKey, vars?: MessageVars, data?: unknown) {
  const message = t(requestLanguage(reply.request), key, vars);
  return reply.code(HTTP_CODES[status]).send(envelope(status, message, data));
}

export default fp(
  async (app) => {
    app.decorateReply('ok', function (this: FastifyReply, data?: unknown, message: MessageKey = 'ok') {
      return send(this, ApiStatus.ok, message, undefined, data ?? null);
    });
    app.decorateReply(
      'fail',
      function (this: FastifyReply, status: ApiStatusCode, message: MessageKey, vars?: MessageVars, data?: unknown) {
        return send(this, status, message, vars, data);
      },
    );
    app.decorateReply('invalid', function (this: FastifyReply, issues: FieldIssues) {
      return send(this, ApiStatus.invalid, 'validation', undefined, { errors: localizeIssues(issues, requestLanguage(this.request)) });
    });

    const faults = new FaultLogThrottle(app.config.storageFaultLogSeconds * 1000, app.config.now);
    app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
      const lang = requestLanguage(request);
      const fault = storageFaultOf(error);
      if (fault) {
        const quiet = faults.note(fault.code);
        if (quiet === null) request.log.debug({ code: fault.code }, 'storage fault (already logged)');
        else request.log.error({ err: error, repeatsSinceLastLog: quiet }, `storage fault ${fault.code}: ${error.message ?? ''}`);
        return reply.code(fault.httpStatus).send(envelope(ApiStatus.failed, t(lang, fault.message)));
      }
      if (code >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(envelope(ApiStatus.failed, t(lang, 'serverError')));
      }
      // Fastify's own 4xx (bad JSON, unsupported media type, body too large): keep the code.
      request.log.info({ err: error }, 'invalid request');
      return reply.code(code).send(envelope(ApiStatus.failed, t(lang, 'invalidRequest')));
    });
  },
  { name: 'platform-envelope', fastify: '5.x', dependencies: ['platform-config'] },
);
