/**
 * POST /auth/forgetpassword (public): username, phone, code (from /sms/code), password (SM2).
 * The new password is checked before the code is spent; every session of the user ends.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { decryptPassword } from '../../../src/lib/sm2';
import { field } from '../../services/forms';
import { clearFailures } from '../../services/loginAttempts';
import { hashPassword } from '../../services/password';
import { revokeUserSessions } from '../../services/sessions';
import { findUser } from '../../services/users';
import { hasErrors, mobile, required, validate } from '../../services/validate';

export const MIN_PASSWORD_LENGTH = 6;

export default async function forgetpassword(app: FastifyInstance): Promise<void> {
  app.post('/forgetpassword', async (request, reply) => {
    const values = {
      username: field(request.form, 'username'),
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

    const user = await findUser(app.db, { username: values.username });
    if (!user || user.mobile !== values.phone) return reply.fail(ApiStatus.failed, 'phoneMismatch');
    if (!app.sms.consume(values.phone, values.code, user.username)) return reply.invalid({ code: 'codeInvalid' });

    await app.db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', user.id).execute();
    await clearFailures(app.db, user.username);
    await revokeUserSessions(app.db, user.id);
    return reply.ok(null, 'passwordChanged');
  });
}
