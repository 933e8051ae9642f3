/**
 * /sms: verification codes, logged instead of sent (services/sms.ts).
 * POST /sms/code (public) for a user's own phone; POST /sms/codewithauth for a new phone.
 * Both count against the phone's hourly quota (429 past it); /sms/code answers alike whether or
 * not the phone belongs to the username, and sends a code only when it does.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import { currentUser } from '../../plugins/guard';
import { tooManyAttempts } from '../../plugins/rateLimit';
import { field } from '../../services/forms';
import { findUser } from '../../services/users';
import { hasErrors, mobile, required, validate, type FieldErrors } from '../../services/validate';

export default async function sms(app: FastifyInstance): Promise<void> {
  app.post('/code', async (request, reply) => {
    const values = {
      // the same NFKC form as login and storage: 'ａdmin0001' is admin0001
      username: normalizeIdentifier(field(request.form, 'username')),
      phone: field(request.form, 'phone'),
      actiontype: field(request.form, 'actiontype'),
    };
    const errors = validate(values, { username: [required], phone: [required, mobile] });
    if (hasErrors(errors)) return reply.invalid(errors);
    const user = await findUser(app.db, { username: values.username });
    const owner = user && user.mobile === values.phone ? user.username : null;
    const refused = app.sms.request(values.phone, owner, values.actiontype);
    if (refused) return tooManyAttempts(reply, refused.retryAfterSeconds);
    return reply.ok(null, 'smsSentIfMatch');
  });

  app.post('/codewithauth', async (request, reply) => {
    const me = currentUser(request);
    const values = {
      userId: field(request.form, 'userId'),
      oldPhone: field(request.form, 'oldPhone'),
      newPhone: field(request.form, 'newPhone'),
      actiontype: field(request.form, 'actiontype'),
    };
    const errors: FieldErrors = validate(values, { oldPhone: [required], newPhone: [required, mobile] });
    if (!errors.newPhone && values.newPhone === values.oldPhone) errors.newPhone = 'phoneSame';
    if (hasErrors(errors)) return reply.invalid(errors);
    // A user changes only their own phone. LoginData carries no id, so the username is accepted too.
    if (values.userId !== '' && values.userId !== String(me.id) && values.userId !== me.username) {
      return reply.fail(ApiStatus.forbidden, 'forbidden');
    }
    const user = await findUser(app.db, { id: me.id });
    if (!user || user.mobile !== values.oldPhone) return reply.invalid({ oldPhone: 'phoneMismatch' });
    const refused = app.sms.request(values.newPhone, user.username, values.actiontype);
    if (refused) return tooManyAttempts(reply, refused.retryAfterSeconds);
    return reply.ok(null, 'smsSent');
  });
}
