/**
 * The release decision, e-signed (issue 29 §2; 21 CFR Part 11 §11.50, §11.200):
 * - GET /waybill/{id}/summary: the temperature summary and alarms the decision is taken on, its
 *   SHA-256, and the meaning of each decision's signature in the request's language;
 * - POST /waybill/{id}/release {decision, comment, summaryHash, password}: after arrival, with no
 *   decision in force, the signer re-enters their password (SM2-encrypted like the login's). A
 *   wrong one refuses the signature and counts towards the login lockout
 *   (services/loginAttempts.ts); once the lockout is reached, signing waits for a new login. The
 *   hash must still be the summary's. The signature is stored with the signer's name, the time,
 *   the meaning and the hash, and no route edits or deletes it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { decryptPassword, MAX_CIPHER_LENGTH, MAX_PASSWORD_LENGTH } from '../../../src/lib/sm2';
import type { ReleaseDecision } from '../../../src/lib/waybillActions';
import { t, type Language } from '../../messages';
import { requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { clientKey } from '../../plugins/rateLimit';
import { compileForm, issue } from '../../services/formSchema';
import { attemptPolicy, failures, needsPuzzle, recordFailure } from '../../services/loginAttempts';
import { verifyPassword } from '../../services/password';
import { findUser } from '../../services/users';
import { actorOf, writeEvent } from '../../services/waybills/events';
import { releaseSummary } from '../../services/waybills/releaseSummary';
import { insertSignature, signatureInForce } from '../../services/waybills/signatures';
import { statusRefusal, type Outcome } from '../../services/waybills/transitions';
import type { WaybillRow } from '../../services/waybills/waybillRow';
import { bodyOf } from '../alarm/access';
import { requireCode } from './access';
import releaseBody from './release.body.json';

type IdParams = { Params: { id: string } };

interface ReleaseBody {
  decision: ReleaseDecision;
  comment: string;
  summaryHash: string;
  password: string;
}

interface Shared {
  waybillOf(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<WaybillRow | FastifyReply>;
  isReply(value: WaybillRow | FastifyReply): value is FastifyReply;
  answer(request: FastifyRequest, reply: FastifyReply, outcome: Outcome): FastifyReply;
}

export function meanings(lang: Language): Record<ReleaseDecision, string> {
  return { release: t(lang, 'waybillMeaningRelease'), reject: t(lang, 'waybillMeaningReject') };
}

export function releaseRoutes(app: FastifyInstance, { waybillOf, isReply, answer }: Shared): void {
  const form = compileForm<ReleaseBody>(app.resources, releaseBody);

  /** The status and the decision in force: what both routes refuse first. */
  const decisionRefusal = async (waybill: WaybillRow): Promise<Outcome | null> =>
    statusRefusal('release', waybill) ?? ((await signatureInForce(app.db, waybill.id)) === undefined ? null : { refused: 'waybillDecided' });

  app.get<IdParams>('/:id/summary', { preHandler: requireCode('release') }, async (request, reply) => {
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    const lang = requestLanguage(request);
    const built = await releaseSummary(app, currentUser(request), found, lang);
    if (!built.ok) return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: built.errors });
    return reply.ok({ summary: built.summary, hash: built.hash, meanings: meanings(lang) });
  });

  app.post<IdParams>('/:id/release', { bodyLimit: 8 * 1024, preHandler: requireCode('release') }, async (request, reply) => {
    const { valid, issues } = form.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    // longer than the ciphertext of the longest password: refused without decrypting (SM2 is slow)
    if (valid.password.length > MAX_CIPHER_LENGTH) return reply.invalid({ password: issue('maxLength', { limit: MAX_PASSWORD_LENGTH }) });
    const found = await waybillOf(request, reply);
    if (isReply(found)) return found;
    const refused = await decisionRefusal(found);
    if (refused) return answer(request, reply, refused);

    // §11.200: the signer re-authenticates; the login's lockout counts (and stops) the guesses
    const me = currentUser(request);
    const client = clientKey(request);
    const policy = attemptPolicy(app.config);
    const now = app.nowUnix();
    if (needsPuzzle(await failures(app.db, me.username, client, now, policy), policy)) return reply.fail(ApiStatus.failed, 'waybillSignLocked');
    const password = decryptPassword(valid.password, app.keys.privateKey);
    if (!password) return reply.invalid({ password: issue('passwordNotEncrypted') });
    const user = await findUser(app.db, { id: me.id });
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await recordFailure(app.db, me.username, client, now, policy);
      return reply.invalid({ password: issue('signaturePasswordWrong') });
    }

    const lang = requestLanguage(request);
    const built = await releaseSummary(app, me, found, lang);
    if (!built.ok) return reply.fail(ApiStatus.invalid, 'validation', undefined, { errors: built.errors });
    if (built.hash !== valid.summaryHash) return reply.fail(ApiStatus.failed, 'waybillSummaryChanged');

    const actor = await actorOf(app.db, me);
    const meaning = meanings(lang)[valid.decision];
    const comment = valid.comment.trim();
    const signed = await app.db.transaction().execute(async (trx) => {
      // the check again inside the transaction: two signers at once give one decision
      if ((await signatureInForce(trx, found.id)) !== undefined) return null;
      const id = await insertSignature(trx, {
        waybillId: found.id,
        companyId: me.companyId,
        decision: valid.decision,
        meaning,
        comment,
        signerId: me.id,
        signerName: actor.name,
        signedAt: now,
        summaryHash: built.hash,
        summary: built.json,
        signerUsername: me.username,
        ip: request.ip,
      });
      await writeEvent(trx, found.id, actor, { kind: 'release', at: now, reason: comment, changes: [{ field: 'decision', old: null, new: valid.decision }] });
      return id;
    });
    if (signed === null) return reply.fail(ApiStatus.failed, 'waybillDecided');
    request.log.info({ waybillId: found.id, signatureId: signed }, 'waybill release signed');
    return reply.ok({ id: signed, signerName: actor.name, signedAt: now, meaning, decision: valid.decision, summaryHash: built.hash }, 'waybillSigned');
  });
}
