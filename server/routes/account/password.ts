/**
 * PUT /account/password: the user changes their own password (spec §5). Multipart oldPassword,
 * newPassword, confirmPassword, each SM2-encrypted like the login's. '-5' with field errors
 * (nothing stored) for a missing, short, unconfirmed or unchanged password and for a wrong old
 * one; after PASSWORD_CHANGE_MAX_FAILURES wrong old passwords in PASSWORD_CHANGE_WINDOW_SECONDS,
 * 429 with Retry-After. Success clears "must change password" and ends the user's other sessions.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { MAX_PASSWORD_CIPHER_HEX, PASSWORD_CHANGE_FIELDS, passwordChangeIssues, type PasswordChange } from '../../../src/lib/passwordChange';
import { decryptPassword } from '../../../src/lib/sm2';
import { t } from '../../messages';
import { envelope, requestLanguage } from '../../plugins/envelope';
import { currentUser } from '../../plugins/guard';
import { issue } from '../../services/formSchema';
import { field } from '../../services/forms';
import { verifyPassword } from '../../services/password';
import { revokeOtherSessions, setOwnPassword } from '../../services/passwordUpdates';
import { findUser } from '../../services/users';

/** Three ciphertexts of the longest password and the multipart framing around them. */
const BODY_LIMIT_BYTES = 3 * MAX_PASSWORD_CIPHER_HEX + 2048;

type Decrypted = { values: PasswordChange; undecryptable: Array<keyof PasswordChange> };

function decryptAll(form: Record<string, string | string[]>, privateKey: string): Decrypted {
  const values: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const undecryptable: Array<keyof PasswordChange> = [];
  for (const name of PASSWORD_CHANGE_FIELDS) {
    const cipher = field(form, name);
    // refused before decrypting: SM2 on a huge ciphertext blocks the event loop
    const plain = cipher.length > MAX_PASSWORD_CIPHER_HEX ? '' : decryptPassword(cipher, privateKey);
    if (cipher !== '' && plain === '') undecryptable.push(name);
    values[name] = plain;
  }
  return { values, undecryptable };
}

export default async function password(app: FastifyInstance): Promise<void> {
  app.put('/password', { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const me = currentUser(request);
    const lang = requestLanguage(request);
    const now = app.nowUnix();

    const wait = await app.passwordAttempts.retryAfter(me.id, now);
    if (wait > 0) return reply.code(429).header('retry-after', String(wait)).send(envelope(ApiStatus.failed, t(lang, 'passwordChangeLocked')));

    const { values, undecryptable } = decryptAll(request.form, app.keys.privateKey);
    if (undecryptable.length) return reply.invalid(Object.fromEntries(undecryptable.map((name) => [name, issue('passwordNotEncrypted')])));
    // the rules the console's form applies too (src/lib/passwordChange.ts)
    const issues = passwordChangeIssues(values);
    if (issues) return reply.invalid(issues);

    const user = await findUser(app.db, { id: me.id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    if (!(await verifyPassword(values.oldPassword, user.password_hash))) {
      await app.passwordAttempts.recordFailure(me.id, now);
      return reply.invalid({ oldPassword: issue('oldPasswordWrong') });
    }

    await setOwnPassword(app.db, me.id, values.newPassword);
    await app.passwordAttempts.clear(me.id);
    if (request.session) await revokeOtherSessions(app.db, me.id, request.session.token);
    request.log.info({ userId: me.id }, 'password changed');
    return reply.ok(null, 'passwordChanged');
  });
}
