/**
 * POST /auth/login (spec §4, §7): multipart username, password (SM2), serviceloginkey,
 * identifier, v, agentToken, and captchaId + captcha once the puzzle is on.
 * '1' LoginData; '0' wrong account or password (one message for both), or an address off the
 * company's IP white list; '-9' puzzle needed.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { decryptPassword, MAX_CIPHER_LENGTH, MAX_PASSWORD_LENGTH } from '../../../src/lib/sm2';
import { compileForm, issue } from '../../services/formSchema';
import { field } from '../../services/forms';
import { clientKey } from '../../plugins/rateLimit';
import { attemptPolicy, clearClientFailures, failures, needsPuzzle, recordFailure } from '../../services/loginAttempts';
import { loginAllowedFrom } from '../../services/ipWhitelist';
import { hashPassword, verifyPassword } from '../../services/password';
import { createSession } from '../../services/sessions';
import { recordLogin } from '../../services/audit/loginLog';
import type { LoginResult } from '../../../src/lib/audit';
import { findUser, loginData } from '../../services/users';
import loginBody from './login.body.json';

interface LoginBody {
  username: string;
  /** the SM2 ciphertext */
  password: string;
}

/** Checked against when the username is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export default async function login(app: FastifyInstance): Promise<void> {
  const loginForm = compileForm<LoginBody>(app.resources, loginBody);

  app.post('/login', async (request, reply) => {
    const form = request.form;
    const body = loginForm.parse(form);
    if (!body.valid) return reply.invalid(body.issues);
    const { username, password: cipher } = body.valid;
    // longer than the ciphertext of the longest password: refused without decrypting (SM2 is slow)
    if (cipher.length > MAX_CIPHER_LENGTH) return reply.invalid({ password: issue('maxLength', { limit: MAX_PASSWORD_LENGTH }) });

    // counted per (account, client) and per account: services/loginAttempts.ts has the policy.
    // The puzzle comes before the SM2 decryption, so a guessing flood that meets it costs no
    // elliptic-curve work (about 10 ms a login on the event loop).
    const client = clientKey(request);
    const policy = attemptPolicy(app.config);
    // every outcome below is in the login log (issue 30 §1); never the password
    const log = async (result: LoginResult, known?: { id: number; company_id: number }) => {
      const user = known ?? (await findUser(app.db, { username }));
      const agent = request.headers['user-agent'];
      await recordLogin(app.db, { username, user, ip: request.ip, userAgent: typeof agent === 'string' ? agent : '', at: app.nowUnix(), result });
    };
    const before = await failures(app.db, username, client, app.nowUnix(), policy);
    if (needsPuzzle(before, policy)) {
      const solved = await app.captcha.verify(field(form, 'captchaId'), field(form, 'captcha'), username);
      if (!solved) {
        // the account-wide count reached: locked for every client until its window passes
        await log(before.account >= policy.accountFailures ? 'lockedOut' : 'captchaRequired');
        return reply.fail(ApiStatus.puzzle, 'puzzle');
      }
    }
    const password = decryptPassword(cipher, app.keys.privateKey);
    if (!password) return reply.invalid({ password: issue('passwordNotEncrypted') });

    const user = await findUser(app.db, { username });
    decoyHash ??= hashPassword('decoy-password');
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) {
      const counts = await recordFailure(app.db, username, client, app.nowUnix(), policy);
      await log('wrongPassword', user);
      return needsPuzzle(counts, policy) ? reply.fail(ApiStatus.puzzle, 'puzzle') : reply.fail(ApiStatus.failed, 'loginFailed');
    }

    // the company's IP white list (issue 30 §4), after the password so that the answer says nothing
    // of an account to a guesser; refused like a wrong password: counted, so guessing still meets the puzzle
    if (!(await loginAllowedFrom(app.db, user.company_id, request.ip))) {
      await recordFailure(app.db, username, client, app.nowUnix(), policy);
      request.log.warn({ username, ip: request.ip }, 'login refused: address not on the IP white list');
      await log('ipRefused', user);
      return reply.fail(ApiStatus.failed, 'ipNotAllowed');
    }

    await clearClientFailures(app.db, username, client);
    const { tokenTtlSeconds, refreshGraceSeconds } = app.config;
    const session = await createSession(app.db, user.id, app.nowUnix(), tokenTtlSeconds, refreshGraceSeconds);
    await log('success', user);
    request.log.info({ username }, 'login');
    return reply.ok(await loginData(app.db, user, session.token, tokenTtlSeconds), 'loginOk');
  });
}
