/**
 * Self-registration (spec §2 /registered, §7), both without a session (plugins/guard.ts
 * PUBLIC_PATHS): POST /role/registered for an enterprise, POST /registered/angent for an agent's
 * sub-account (`agent`: the agent's login account). register.body.json; answers RegistrationResult.
 * Protection, cheapest first: the per-IP limit and the body limit (plugins/rateLimit.ts,
 * bodyLimits.ts) before any body is read; the fields but the password, so a typo spends no puzzle;
 * the captcha (GET /auth/captcha?username=<the login account>); only then the SM2 decryption and
 * the SMS code (POST /sms/code, actiontype 'register'), and last the scrypt hash.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decryptPassword, MAX_CIPHER_LENGTH } from '../../../src/lib/sm2';
import { REGISTER_AGENT_PATH, REGISTER_ENTERPRISE_PATH, type RegistrationFields } from '../../../src/lib/registration';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
import { field } from '../../services/forms';
import { hashPassword } from '../../services/password';
import { registerCompany } from '../../services/registration';
import { findUser } from '../../services/users';
import registerBody from './register.body.json';

const errorKey = (name: string) => ({ key: `app.registration.errors.${name}` });
/** users.account_type of an agent (schema.ts) */
const AGENT_ACCOUNT = 2;

export default async function registered(app: FastifyInstance): Promise<void> {
  const form = compileForm<RegistrationFields>(app.resources, registerBody);

  const register = (asAgent: boolean) =>
    async function handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const values = form.read(request.form);
      const cipher = field(request.form, 'password');
      // every field but the password (still encrypted) first: a typo costs no captcha and no SM2
      const { issues } = form.check({ ...values, password: 'placeholder' });
      if (!cipher) issues.password = issue('required');
      if (asAgent && !values.agent) issues.agent = issue('required');
      if (hasIssues(issues)) return reply.invalid(issues);
      const username = String(values.username);
      // single use: a wrong answer means a new picture
      if (!(await app.captcha.verify(field(request.form, 'captchaId'), field(request.form, 'captcha'), username))) {
        return reply.invalid({ captcha: errorKey('captcha') });
      }
      // refused before decrypting when longer than the longest password's ciphertext (SM2 is slow)
      const password = cipher.length > MAX_CIPHER_LENGTH ? '' : decryptPassword(cipher, app.keys.privateKey);
      if (!password) return reply.invalid({ password: issue('passwordNotEncrypted') });
      const checked = form.check({ ...values, password });
      if (!checked.valid) return reply.invalid(checked.issues);
      const body = checked.valid;
      if (body.password === body.username) return reply.invalid({ password: errorKey('passwordIsAccount') });

      let agentCompanyId: number | null = null;
      if (asAgent) {
        const agent = await findUser(app.db, { username: body.agent ?? '' });
        if (!agent || agent.account_type !== AGENT_ACCOUNT) return reply.invalid({ agent: errorKey('agentUnknown') });
        agentCompanyId = agent.company_id;
      }
      if (await findUser(app.db, { username: body.username })) return reply.invalid({ username: errorKey('usernameTaken') });
      // before the code is spent: a taken name is told while the code still works
      const companyName = body.companyName.trim();
      if (await app.db.selectFrom('companies').select('id').where('name', '=', companyName).executeTakeFirst()) {
        return reply.invalid({ companyName: errorKey('companyNameTaken') });
      }
      if (!(await app.sms.consume(body.mobile, body.code, body.username))) return reply.invalid({ code: issue('smsCodeInvalid') });

      const outcome = await registerCompany(
        app.db,
        { companyName, contact: body.contact, mobile: body.mobile, username: body.username, passwordHash: await hashPassword(body.password), agentCompanyId },
        app.nowUnix(),
        app.config.trialDeviceLimit,
      );
      if (outcome === 'usernameTaken') return reply.invalid({ username: errorKey('usernameTaken') });
      if (outcome === 'companyNameTaken') return reply.invalid({ companyName: errorKey('companyNameTaken') });
      request.log.info({ username: outcome.username, agent: asAgent }, 'company registered');
      return reply.ok(outcome, 'registered');
    };

  app.post(REGISTER_ENTERPRISE_PATH, register(false));
  app.post(REGISTER_AGENT_PATH, register(true));
}
