/**
 * POST /auth/forgetpassword (public): username, phone, code (from /sms/code), password (SM2),
 * checked with forgetpassword.body.json once the password is decrypted, so the new password is
 * checked before the code is spent; every session of the user ends.
 * A username and phone that do not belong together answer exactly like a wrong code.
 */
import type { FastifyInstance } from 'fastify';
import { decryptPassword, MAX_CIPHER_LENGTH } from '../../../src/lib/sm2';
import { clientKey } from '../../plugins/rateLimit';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import { field } from '../../services/forms';
import { clearClientFailures } from '../../services/loginAttempts';
import { hashPassword } from '../../services/password';
import { revokeUserSessions } from '../../services/sessions';
import { findUser } from '../../services/users';
import forgetPasswordBody from './forgetpassword.body.json';

interface ForgetPasswordBody {
  username: string;
  phone: string;
  code: string;
  /** decrypted */
  password: string;
}

export default async function forgetpassword(app: FastifyInstance): Promise<void> {
  const resetForm = compileForm<ForgetPasswordBody>(app.resources, forgetPasswordBody);

  app.post('/forgetpassword', async (request, reply) => {
    const values = resetForm.read(request.form);
    const cipher = field(request.form, 'password');
    // refused before decrypting when longer than the longest password's ciphertext (SM2 is slow)
    const password = cipher.length > MAX_CIPHER_LENGTH ? '' : decryptPassword(cipher, app.keys.privateKey);
    if (password) values.password = password;
    else delete values.password;
    const { valid, issues } = resetForm.check(values);
    if (cipher !== '' && !password) issues.password = issue('passwordNotEncrypted');
    if (!valid || hasIssues(issues)) return reply.invalid(issues);

    const found = await findUser(app.db, { username: valid.username });
    // a wrong pair answers like a wrong code, so the answer never tells whose phone it is
    const user = found && found.mobile === valid.phone ? found : undefined;
    const spent = await app.sms.consume(valid.phone, valid.code, user?.username ?? valid.username);
    if (!spent || !user) return reply.invalid({ code: issue('smsCodeInvalid') });

    await app.db.updateTable('users').set({ password_hash: await hashPassword(valid.password), must_change_password: 0 }).where('id', '=', user.id).execute();
    // this client proved the account: its captcha is off; strangers' counts stay
    await clearClientFailures(app.db, user.username, clientKey(request));
    await revokeUserSessions(app.db, user.id);
    return reply.ok(null, 'passwordChanged');
  });
}
