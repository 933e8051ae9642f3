import type { LoginData, UserInfo } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import { isAdminValue } from '../../../src/lib/session';
import { decryptPassword, encryptPassword } from '../../../src/lib/sm2';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { verifyPassword } from '../../services/password';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform();
});
afterEach(() => platform.close());

function loginForm(username: string, password: string, extra: Record<string, string> = {}) {
  return {
    username,
    password: encryptPassword(password, platform.app.keys.publicKey),
    serviceloginkey: '',
    identifier: 'web',
    v: '1.3.0',
    agentToken: '',
    ...extra,
  };
}

const login = (username: string, password: string, extra?: Record<string, string>) =>
  signedInject<LoginData>(platform, { method: 'POST', url: '/auth/login', form: loginForm(username, password, extra) });

describe('POST /auth/login', () => {
  it('returns LoginData with the §9 defaults for a correct password', async () => {
    const { statusCode, envelope } = await login('admin0001', 'Admin@123');
    expect(statusCode).toBe(200);
    expect(envelope.status).toBe(ApiStatus.ok);
    const data = envelope.data!;
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(data).toMatchObject({
      tokentime: 7200,
      username: 'admin0001',
      realname: '系统管理员',
      isAdmin: 0,
      isShareBalance: true,
      pageRefreshInterval: 300,
      ReportCheckTimeRange: 31,
      // the demo company's report settings (db/seed/reportSettings.ts); spec §9's default is false
      ShowReportWarningInfo: true,
      defaultReportLogo: '/api/files/notices/demo-report-logo.png',
      deviceInfoShowDetail: 0,
    });
    expect(data.organizationHierarchy).toEqual([data.organizationId]);
    expect(isAdminValue(data.isAdmin)).toBe(true);
    const operator = await login('operator01', 'Oper@1234');
    expect(operator.envelope.data!.isAdmin).toBe(2);
    expect(operator.envelope.data!.organizationHierarchy).toHaveLength(3);
  });

  it('stores scrypt hashes, never the password', async () => {
    const rows = await platform.app.db.selectFrom('users').select(['username', 'password_hash']).execute();
    for (const row of rows) {
      const account = DEMO_ACCOUNTS.find((a) => a.username === row.username)!;
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(row.password_hash).not.toContain(account.password);
      expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
    }
  });

  it('decrypts what the console encrypts with the served public key (SM2 round trip)', async () => {
    const config = (await platform.app.inject({ method: 'GET', url: '/config.json' })).json<{ sm2PublicKey: string }>();
    const cipher = encryptPassword('Admin@123', config.sm2PublicKey);
    expect(cipher.startsWith('04')).toBe(true);
    expect(decryptPassword(cipher, platform.app.keys.privateKey)).toBe('Admin@123');
    const { envelope } = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      form: { ...loginForm('admin0001', ''), password: cipher },
    });
    expect(envelope.status).toBe(ApiStatus.ok);
  });

  it("answers the same '0' message for a wrong password and an unknown user", async () => {
    const wrong = await login('admin0001', 'nope-nope');
    const unknown = await login('nobody0001', 'nope-nope');
    expect(wrong.envelope).toEqual({ status: ApiStatus.failed, message: 'Incorrect account or password' });
    expect(unknown.envelope).toEqual(wrong.envelope);
  });

  it('answers -5 with field errors when username or password is missing, or the password is not SM2', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'POST', url: '/auth/login', form: { username: '', password: '' } });
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as { errors: object }).errors).sort()).toEqual(['password', 'username']);
    const plain = await signedInject(platform, { method: 'POST', url: '/auth/login', form: { username: 'admin0001', password: 'Admin@123' } });
    expect(plain.envelope.status).toBe(ApiStatus.invalid);
  });

  it('needs the puzzle from the third failure on, and accepts a correct captcha afterwards', async () => {
    expect((await login('admin0001', 'bad-1')).envelope.status).toBe(ApiStatus.failed);
    expect((await login('admin0001', 'bad-2')).envelope.status).toBe(ApiStatus.failed);
    const third = await login('admin0001', 'bad-3');
    expect(third.statusCode).toBe(200);
    expect(third.envelope).toEqual({ status: ApiStatus.puzzle, message: 'Please complete the verification' });
    // Even the right password needs the captcha now.
    expect((await login('admin0001', 'Admin@123')).envelope.status).toBe(ApiStatus.puzzle);

    const captcha = async () => {
      const { envelope } = await signedInject<{ captchaId: string; image: string }>(platform, {
        method: 'GET',
        url: '/auth/captcha',
        query: { username: 'admin0001' },
      });
      expect(envelope.data!.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(envelope.data!.image.split(',')[1]!, 'base64').toString();
      expect(svg).toContain('<svg');
      return envelope.data!.captchaId;
    };
    const wrongAnswer = await captcha();
    expect((await login('admin0001', 'Admin@123', { captchaId: wrongAnswer, captcha: '999' })).envelope.status).toBe(ApiStatus.puzzle);

    const forWrongPassword = await captcha();
    const answer1 = (await platform.captchaAnswer(forWrongPassword))!;
    const stillWrong = await login('admin0001', 'bad-4', { captchaId: forWrongPassword, captcha: answer1 });
    expect(stillWrong.envelope.status).toBe(ApiStatus.puzzle);
    // single use
    expect(await platform.captchaAnswer(forWrongPassword)).toBeUndefined();

    const good = await captcha();
    const ok = await login('admin0001', 'Admin@123', { captchaId: good, captcha: (await platform.captchaAnswer(good))! });
    expect(ok.envelope.status).toBe(ApiStatus.ok);
    // the counter was reset
    expect((await login('admin0001', 'bad-5')).envelope.status).toBe(ApiStatus.failed);
  });

  it('lets a captcha expire after 5 minutes', async () => {
    const { envelope } = await signedInject<{ captchaId: string }>(platform, { method: 'GET', url: '/auth/captcha', query: { username: 'x' } });
    platform.clock.advance(301);
    expect(await platform.captchaAnswer(envelope.data!.captchaId)).toBeUndefined();
  });
});

describe('sessions', () => {
  it('GET /auth/info returns UserInfo with role names', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const { envelope } = await signedInject<UserInfo>(platform, { method: 'GET', url: '/auth/info', session });
    expect(envelope.data).toMatchObject({ username: 'operator01', realname: '冷链操作员', roles: ['operator'], isAdmin: 2 });
    expect(envelope.data).not.toHaveProperty('token');
  });

  it('expires a token after TOKEN_TTL_SECONDS', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    platform.clock.advance(7200);
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info', session });
    expect(statusCode).toBe(401);
    expect(envelope).toMatchObject({ status: ApiStatus.tokenInvalid, message: 'Token expired' });
  });

  it('refreshes an expired token within the grace window, revoking the old one', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    platform.clock.advance(7200 + 3600);
    const refreshed = await signedInject<LoginData>(platform, { method: 'GET', url: '/auth/token', session });
    expect(refreshed.envelope.status).toBe(ApiStatus.ok);
    const data = refreshed.envelope.data!;
    expect(data.token).not.toBe(session.token);
    expect(data.tokentime).toBe(7200);
    const fresh = { username: 'admin0001', token: data.token };
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session: fresh })).envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, { method: 'GET', url: '/auth/token', session })).envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('refuses the refresh after the grace window', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    platform.clock.advance(7200 + platform.config.refreshGraceSeconds);
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/token', session });
    expect(statusCode).toBe(401);
    expect(envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('logout revokes the session', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    const other = await loginAs(platform, 'admin0001');
    expect((await signedInject(platform, { method: 'GET', url: '/auth/logout', session })).envelope.status).toBe(ApiStatus.ok);
    const after = await signedInject(platform, { method: 'GET', url: '/auth/info', session });
    expect(after.statusCode).toBe(401);
    expect(after.envelope.status).toBe(ApiStatus.tokenInvalid);
    // another session of the same user lives on
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session: other.session })).envelope.status).toBe(ApiStatus.ok);
  });
});
