/**
 * Issue 27 §2: two instances on one database and one Redis behave as one for everything that
 * limits abuse: a replay, the login limit, a captcha and an SMS code cross from one instance to the
 * other. Needs TEST_REDIS_URL (CI sets it); skipped without.
 */
import { ApiStatus, type LoginData } from '../src/lib/contract';
import { unixNow } from '../src/lib/signing';
import { encryptPassword } from '../src/lib/sm2';
import { createTestCluster, testRedisUrl, type TestCluster } from '../test/support/testCluster';
import { loginAs, signedInject, type TestPlatform } from '../test/support/testPlatform';

const ADMIN_PHONE = '13800000001';

describe.skipIf(!testRedisUrl())('two instances sharing their state through Redis', () => {
  let cluster: TestCluster;
  let a: TestPlatform;
  let b: TestPlatform;

  beforeAll(async () => {
    cluster = await createTestCluster(2);
    [a, b] = cluster.instances as [TestPlatform, TestPlatform];
  }, 60_000);
  afterAll(() => cluster?.close());

  const login = (instance: TestPlatform, ip: string, password: string, extra: Record<string, string> = {}) =>
    signedInject<LoginData>(instance, {
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      form: { username: 'admin0001', password: encryptPassword(password, instance.app.keys.publicKey), identifier: 'web', v: '1.3.0', ...extra },
    });

  it('refuses on B a signed request that A accepted, as A refuses its own replay', async () => {
    const { session } = await loginAs(a, 'admin0001');
    const captured = (nonce: string) => ({ method: 'GET', url: '/auth/info', session, timeunix: unixNow(a.clock.now()), nonce }) as const;
    expect((await signedInject(a, captured('first'))).envelope.status).toBe(ApiStatus.ok);
    const onB = await signedInject(b, captured('first'));
    expect((await signedInject(a, captured('second'))).envelope.status).toBe(ApiStatus.ok);
    const onA = await signedInject(a, captured('second'));
    expect(onA.statusCode).toBe(401);
    expect(onA.envelope).toEqual({ status: ApiStatus.badSignature, message: 'This request was already received and is not accepted again' });
    expect({ statusCode: onB.statusCode, envelope: onB.envelope }).toEqual({ statusCode: onA.statusCode, envelope: onA.envelope });
  });

  it('counts wrong logins spread over both instances against one RATE_LOGIN_PER_MINUTE', async () => {
    const ip = '198.51.100.27';
    const raw = (instance: TestPlatform) => instance.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers: { lang: 'en' } });
    const max = a.config.rateLoginPerMinute;
    for (let i = 0; i < max; i += 1) expect((await raw(i % 2 ? b : a)).statusCode).not.toBe(429);
    for (const instance of [a, b]) {
      const refused = await raw(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: ApiStatus.failed, message: 'Too many attempts, please try again in 60 seconds' });
      expect(refused.headers['retry-after']).toBe('60');
    }
    // another address has a count of its own
    expect((await raw(b)).statusCode).toBe(429);
    expect((await b.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.28', headers: { lang: 'en' } })).statusCode).not.toBe(429);
  });

  it('lets a captcha drawn on A be solved on B, once', async () => {
    const ip = '203.0.113.61';
    for (const [instance, guess] of [
      [a, 'g1'],
      [b, 'g2'],
      [a, 'g3'],
    ] as const)
      await login(instance, ip, guess);
    expect((await login(b, ip, 'Admin@123')).envelope.status).toBe(ApiStatus.puzzle);
    const drawn = await signedInject<{ captchaId: string }>(a, { method: 'GET', url: '/auth/captcha', query: { username: 'admin0001' }, remoteAddress: ip });
    const captchaId = drawn.envelope.data!.captchaId;
    const solution = { captchaId, captcha: (await b.captchaAnswer(captchaId))! };
    expect((await login(b, ip, 'Admin@123', solution)).envelope.status).toBe(ApiStatus.ok);
    // spent: once the puzzle is on again, the same answer does not open A
    expect(await a.captchaAnswer(captchaId)).toBeUndefined();
    for (const guess of ['g4', 'g5', 'g6']) await login(a, ip, guess);
    expect((await login(a, ip, 'Admin@123', solution)).envelope.status).toBe(ApiStatus.puzzle);
  });

  it('spends on B an SMS code sent via A, once', async () => {
    const sent = await signedInject(a, { method: 'POST', url: '/sms/code', form: { username: 'admin0001', phone: ADMIN_PHONE, actiontype: 'forgetpassword' } });
    expect(sent.envelope.status).toBe(ApiStatus.ok);
    const code = (await b.smsCode(ADMIN_PHONE))!;
    expect(code).toMatch(/^\d{6}$/);
    const reset = (instance: TestPlatform) =>
      signedInject(instance, {
        method: 'POST',
        url: '/auth/forgetpassword',
        form: { username: 'admin0001', phone: ADMIN_PHONE, code, password: encryptPassword('Admin@123', instance.app.keys.publicKey) },
      });
    expect((await reset(b)).envelope.status).toBe(ApiStatus.ok);
    expect((await reset(a)).envelope).toMatchObject({ status: ApiStatus.invalid, data: { errors: { code: expect.any(String) } } });
  });

  it('counts the SMS quota of a phone over both instances', async () => {
    const phone = '13700000042';
    const ask = (instance: TestPlatform) =>
      signedInject(instance, { method: 'POST', url: '/sms/code', form: { username: 'nobody-here', phone, actiontype: 'forgetpassword' } });
    for (let i = 0; i < a.config.smsCodesPerPhonePerHour; i += 1) expect((await ask(i % 2 ? a : b)).statusCode).toBe(200);
    expect((await ask(a)).statusCode).toBe(429);
    expect((await ask(b)).statusCode).toBe(429);
  });
});
