/**
 * /sms: verification codes, logged instead of sent (services/sms.ts).
 * POST /sms/code (public) for a user's own phone; POST /sms/codewithauth for a new phone.
 * Both count against the phone's hourly quota (429 past it); /sms/code answers alike whether or
 * not the phone belongs to the username, and sends a code only when it does.
 * The bodies are code.body.json and codewithauth.body.json.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { SMS_ACTION_REGISTER } from '../../../src/lib/registration';
import { currentUser } from '../../plugins/guard';
import { tooManyAttempts } from '../../plugins/rateLimit';
import { compileForm, issue } from '../../services/formSchema';
import { findUser } from '../../services/users';
import codeBody from './code.body.json';
import codeWithAuthBody from './codewithauth.body.json';

interface CodeBody {
  username: string;
  phone: string;
  actiontype?: string;
}

interface CodeWithAuthBody {
  userId?: string;
  oldPhone: string;
  newPhone: string;
  actiontype?: string;
}

export default async function sms(app: FastifyInstance): Promise<void> {
  const codeForm = compileForm<CodeBody>(app.resources, codeBody);
  const codeWithAuthForm = compileForm<CodeWithAuthBody>(app.resources, codeWithAuthBody);

  app.post('/code', async (request, reply) => {
    const { valid, issues } = codeForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    const user = await findUser(app.db, { username: valid.username });
    // a registration's code is for a login account nobody has yet; any other, for the account's own phone
    const registering = valid.actiontype === SMS_ACTION_REGISTER;
    const owner = registering ? (user ? null : valid.username) : user && user.mobile === valid.phone ? user.username : null;
    const refused = await app.sms.request(valid.phone, owner, valid.actiontype ?? '');
    if (refused) return tooManyAttempts(reply, refused.retryAfterSeconds);
    return reply.ok(null, 'smsSentIfMatch');
  });

  app.post('/codewithauth', async (request, reply) => {
    const me = currentUser(request);
    const { valid, issues } = codeWithAuthForm.parse(request.form);
    if (!valid) return reply.invalid(issues);
    // A user changes only their own phone. LoginData carries no id, so the username is accepted too.
    if (valid.userId !== undefined && valid.userId !== String(me.id) && valid.userId !== me.username) {
      return reply.fail(ApiStatus.forbidden, 'forbidden');
    }
    const user = await findUser(app.db, { id: me.id });
    if (!user || user.mobile !== valid.oldPhone) return reply.invalid({ oldPhone: issue('phoneMismatch') });
    const refused = await app.sms.request(valid.newPhone, user.username, valid.actiontype ?? '');
    if (refused) return tooManyAttempts(reply, refused.retryAfterSeconds);
    return reply.ok(null, 'smsSent');
  });
}
