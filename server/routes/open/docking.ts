/**
 * The data interface (spec §1 premium service): a customer's own system posts and reads its
 * company's readings with a docking key (an authorization code, routes/authcode). Nothing here
 * needs a session. Headers first, before any body is read: the key (`X-Docking-Key`) is looked
 * up by its SHA-256, revoked keys and companies without the service are refused ('-2', '-4' with
 * the "contact sales" message); then the guard checks the `sign` field (the public-API variant,
 * src/lib/signing.ts withSignField) with the key as the salt (`request.routeSigning`).
 * - POST /open/docking/readings: `data`, a batch as for POST /open/readings; only the company's
 *   own devices are taken, another's number is refused as unknown.
 * - GET /open/docking/readings?number&start&end: a device's newest readings (at most 100, spec §5)
 *   over at most 31 days.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { dataInterfaceActive, DOCKING_KEY_HEADER, DOCKING_KEY_PATTERN, DOCKING_QUERY_MAX_DAYS, DOCKING_QUERY_MAX_ROWS, dockingSigning } from '../../../src/lib/docking';
import { checkTimeRange, truncateRows } from '../../../src/lib/timeRange';
import { translateIssue } from '../../../src/lib/validation/translate';
import { requestLanguage } from '../../plugins/envelope';
import { issue } from '../../services/formSchema';
import { field, type FormFields } from '../../services/forms';
import { authCodeHash } from '../../services/authCodes';
import { fieldsOf } from '../../services/readings/chart';
import { toReading } from '../../services/readings/monitor';
import { ingestReadings } from '../../services/readings/ingest';
import { parseBatch } from '../../services/readings/parseBatch';
import { newestReadings } from '../../services/readings/store/read';
import { LOCALES } from '../../services/resources/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** the company and code of a docking call, set from the key before the body is read */
    docking: { companyId: number; codeId: number } | null;
  }
}

export default async function docking(app: FastifyInstance): Promise<void> {
  app.decorateRequest('docking', null);

  /** onRequest of both routes: headers only. */
  async function dockingKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const raw = request.headers[DOCKING_KEY_HEADER];
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    if (!DOCKING_KEY_PATTERN.test(key)) return reply.fail(ApiStatus.tokenInvalid, 'dockingKeyInvalid');
    const code = await app.db
      .selectFrom('auth_codes')
      .innerJoin('companies', 'companies.id', 'auth_codes.company_id')
      .select(['auth_codes.id', 'auth_codes.company_id', 'auth_codes.revoked_at', 'companies.data_interface'])
      .where('auth_codes.key_hash', '=', authCodeHash(key))
      .executeTakeFirst();
    if (!code || code.revoked_at !== null) return reply.fail(ApiStatus.tokenInvalid, 'dockingKeyInvalid');
    if (!dataInterfaceActive(code.data_interface)) return reply.fail(ApiStatus.forbidden, 'dataInterfaceNotActivated');
    request.routeSigning = dockingSigning(app.config.signing.hash, key);
    request.docking = { companyId: code.company_id, codeId: code.id };
    return undefined;
  }

  const used = (codeId: number) => app.db.updateTable('auth_codes').set({ last_used_at: app.nowUnix() }).where('id', '=', codeId).execute();

  app.post('/readings', { bodyLimit: app.config.ingestBodyLimitBytes, onRequest: dockingKey }, async (request, reply) => {
    const { companyId, codeId } = request.docking!;
    const batch = parseBatch(field(request.form, 'data'));
    if (!Array.isArray(batch)) return reply.invalid({ data: batch });
    const result = await ingestReadings(app, batch, { lang: requestLanguage(request), companyId });
    await used(codeId);
    return reply.ok(result);
  });

  app.get<{ Querystring: FormFields }>('/readings', { onRequest: dockingKey }, async (request, reply) => {
    const { companyId, codeId } = request.docking!;
    const number = field(request.query, 'number');
    const device = /^\d{8}$/.test(number)
      ? await app.db.selectFrom('devices').select(['id', 'model']).where('number', '=', number).where('company_id', '=', companyId).executeTakeFirst()
      : undefined;
    // another company's device is as absent as one that never was
    if (!device) return reply.invalid({ number: issue('readings.unknownDevice', { number: number.slice(0, 40) }) });
    const range = checkTimeRange(request.query.start, request.query.end, { maxSpan: DOCKING_QUERY_MAX_DAYS });
    if (!range.ok) return reply.invalid({ [range.field ?? 'range']: { key: range.key, ...(range.params ? { params: range.params } : {}) } });
    const rows = await newestReadings(app.db, device.id, { start: range.start, end: range.end }, fieldsOf(device.model), DOCKING_QUERY_MAX_ROWS + 1);
    const cut = truncateRows(rows);
    await used(codeId);
    return reply.ok({
      number,
      list: cut.rows.map((row) => toReading(row, device.model)),
      truncated: cut.truncated,
      ...(cut.message ? { message: translateIssue(cut.message, LOCALES[requestLanguage(request)]) } : {}),
    });
  });
}
