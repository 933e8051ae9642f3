/**
 * /account: the user's own profile (spec §3 Account). The mobile changes only through
 * PUT /account/telephone with a code sent by /sms/codewithauth, so that a stolen session
 * cannot redirect password resets.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import { currentUser } from '../../plugins/guard';
import { field } from '../../services/forms';
import { findUser } from '../../services/users';
import password from './password';
import { email, hasErrors, landline, maxLength, mobile, required, validate, visible, type FieldErrors } from '../../services/validate';

const PROFILE_FIELDS = ['realname', 'mobile', 'landline', 'email', 'address', 'description'] as const;

export default async function account(app: FastifyInstance): Promise<void> {
  await app.register(password);

  app.get('/', async (request, reply) => {
    const user = await findUser(app.db, { id: currentUser(request).id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    const { realname, mobile: phone, landline: fixed, email: mail, address, description, avatar } = user;
    return reply.ok({ realname, mobile: phone, landline: fixed, email: mail, address, description, avatar });
  });

  app.put('/', async (request, reply) => {
    const me = currentUser(request);
    const values = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, field(request.form, name)])) as Record<
      (typeof PROFILE_FIELDS)[number],
      string
    >;
    // the real name is an identifier of the user schema (noWhitespaceName): same form, same checks
    values.realname = normalizeIdentifier(values.realname);
    const errors: FieldErrors = validate(values, {
      realname: [required, visible, maxLength(50)],
      mobile: [mobile],
      landline: [landline],
      email: [email, maxLength(100)],
      address: [maxLength(200)],
      description: [maxLength(500)],
    });
    const user = await findUser(app.db, { id: me.id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    if (!errors.mobile && values.mobile !== '' && values.mobile !== user.mobile) errors.mobile = 'mobileNeedsCode';
    if (hasErrors(errors)) return reply.invalid(errors);
    const { mobile: _mobile, ...profile } = values;
    await app.db.updateTable('users').set(profile).where('id', '=', me.id).execute();
    return reply.ok(null);
  });

  app.put('/telephone', async (request, reply) => {
    const me = currentUser(request);
    const values = {
      oldPhone: field(request.form, 'oldPhone'),
      newPhone: field(request.form, 'newPhone'),
      code: field(request.form, 'code'),
    };
    const errors: FieldErrors = validate(values, { oldPhone: [required], newPhone: [required, mobile], code: [required] });
    if (!errors.newPhone && values.newPhone === values.oldPhone) errors.newPhone = 'phoneSame';
    const user = await findUser(app.db, { id: me.id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    if (!errors.oldPhone && values.oldPhone !== user.mobile) errors.oldPhone = 'phoneMismatch';
    if (hasErrors(errors)) return reply.invalid(errors);
    if (!app.sms.consume(values.newPhone, values.code, user.username)) return reply.invalid({ code: 'codeInvalid' });
    await app.db.updateTable('users').set({ mobile: values.newPhone }).where('id', '=', me.id).execute();
    return reply.ok(null);
  });
}
