/**
 * /account: the user's own profile (spec §3 Account). The mobile changes only through
 * PUT /account/telephone with a code sent by /sms/codewithauth, so that a stolen session
 * cannot redirect password resets. The bodies are profile.body.json and telephone.body.json.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import { findUser } from '../../services/users';
import password from './password';
import profileBody from './profile.body.json';
import telephoneBody from './telephone.body.json';

interface ProfileBody {
  realname: string;
  mobile?: string;
  landline?: string;
  email?: string;
  address?: string;
  description?: string;
}

interface TelephoneBody {
  oldPhone: string;
  newPhone: string;
  code: string;
}

export default async function account(app: FastifyInstance): Promise<void> {
  const profileForm = compileForm<ProfileBody>(app.resources, profileBody);
  const telephoneForm = compileForm<TelephoneBody>(app.resources, telephoneBody);
  await app.register(password);

  app.get('/', async (request, reply) => {
    const user = await findUser(app.db, { id: currentUser(request).id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    const { realname, mobile, landline, email, address, description, avatar } = user;
    return reply.ok({ realname, mobile, landline, email, address, description, avatar });
  });

  app.put('/', async (request, reply) => {
    const me = currentUser(request);
    const { values, valid, issues } = profileForm.parse(request.form);
    const user = await findUser(app.db, { id: me.id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    if (!issues.mobile && values.mobile !== undefined && values.mobile !== user.mobile) issues.mobile = issue('mobileNeedsCode');
    if (!valid || hasIssues(issues)) return reply.invalid(issues);
    // every field is sent (spec §7); one sent empty is cleared
    const { realname, landline = '', email = '', address = '', description = '' } = valid;
    await app.db.updateTable('users').set({ realname, landline, email, address, description }).where('id', '=', me.id).execute();
    return reply.ok(null);
  });

  app.put('/telephone', async (request, reply) => {
    const me = currentUser(request);
    const { values, valid, issues } = telephoneForm.parse(request.form);
    const user = await findUser(app.db, { id: me.id });
    if (!user) return reply.fail(ApiStatus.tokenInvalid, 'invalidToken');
    if (!issues.oldPhone && values.oldPhone !== undefined && values.oldPhone !== user.mobile) issues.oldPhone = issue('phoneMismatch');
    if (!valid || hasIssues(issues)) return reply.invalid(issues);
    if (!(await app.sms.consume(valid.newPhone, valid.code, user.username))) return reply.invalid({ code: issue('smsCodeInvalid') });
    await app.db.updateTable('users').set({ mobile: valid.newPhone }).where('id', '=', me.id).execute();
    return reply.ok(null);
  });
}
