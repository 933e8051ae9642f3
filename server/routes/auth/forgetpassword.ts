/**
 * POST /auth/forgetpassword (public): username, phone, code (from /sms/code), password (SM2).
 * The new password is checked before the code is spent; every session of the user ends.
 * A username and phone that do not belong together answer exactly like a wrong code.
 */
import type { FastifyInstance } from 'fastify';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import { decryptPassword } from '../../../src/lib/sm2';
import { field } from '../../services/forms';
import { clientKey } from '../../plugins/rateLimit';
import { clearClientFailures } from '../../services/loginAttempts';
import { hashPassword } from '../../services/password';
import { revokeUserSessions } from '../../services/sessions';
import { findUser } from '../../services/users';
import { hasErrors, mobile, required, validate } from '../../services/validate';

export const MIN_PASSWORD_LENGTH = 6;

export default async function forgetpassword(app: FastifyInstance): Promise<void> {
  app.post('/forgetpassword', async (request, reply) => {
    const values = {
      // the same NFKC form as login and storage: 'ａdmin0001' is admin0001
      username: normalizeIdentifier(field(request.form, 'username')),
      phone: field(request.form, 'phone'),
      code: field(request.form, 'code'),
      password: field(request.form, 'password'),
    };
    const errors = validate(values, {
      username: [required],
      phone: [required, mobile],
      code: [required],
      password: [required],
    });
    if (hasErrors(errors)) return reply.invalid(errors);
    const password = decryptPassword(values.password, app.keys.privateKey);
    if (!password) return reply.invalid({ password: 'passwordNotEncrypted' });
    if ([...password].length < MIN_PASSWORD_LENGTH) return reply.invalid({ password: 'passwordTooShort' });

    const found = await findUser(app.db, { username: values.username });
    // a wrong pair answers like a wrong code, so the answer never tells whose phone it is
    const user = found && found.mobile === values.phone ? found : undefined;
    const spent = app.sms.consume(values.phone, values.code, user?.username ?? values.username);
    if (!spent || !user) return reply.invalid({ code: 'codeInvalid' });

    await app.db.updateTable('users').set({ password_hash: await hashPassword(password), must_change_password: 0 }).where('id', '=', user.id).execute();
    // this client proved the account: its captcha is off; strangers' counts stay
    await clearClientFailures(app.db, user.username, clientKey(request));
    await revokeUserSessions(app.db, user.id);
    return reply.ok(null, 'passwordChanged');
  });
}
