/**
 * /sms: verification codes, logged instead of sent (services/sms.ts).
 * POST /sms/code (public) for a user's own phone; POST /sms/codewithauth for a new phone.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { field } from '../../services/forms';
import { findUser } from '../../services/users';
import { hasErrors, mobile, required, validate, type FieldErrors } from '../../services/validate';

export default async function sms(app: FastifyInstance): Promise<void> {
  app.post('/code', async (request, reply) => {
    const values = {
      username: field(request.form, 'username'),
      phone: field(request.form, 'phone'),
      actiontype: field(request.form, 'actiontype'),
    };
    const errors = validate(values, { username: [required], phone: [required, mobile] });
    if (hasErrors(errors)) return reply.invalid(errors);
    const user = await findUser(app.db, { username: values.username });
    if (!user || user.mobile !== values.phone) return reply.fail(ApiStatus.failed, 'phoneMismatch');
    app.sms.send(values.phone, user.username, values.actiontype);
    return reply.ok(null, 'smsSent');
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
    app.sms.send(values.newPhone, user.username, values.actiontype);
    return reply.ok(null, 'smsSent');
  });
}
