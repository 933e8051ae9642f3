// databaseTests.ts: engine-neutral (the guard's checks of the headers; the platform is only a server to ask)
import { ApiStatus } from '../../src/lib/contract';
import { requestSign, unixNow, withSignField, xToken } from '../../src/lib/signing';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  ({ session } = await loginAs(platform, 'admin0001'));
});
afterAll(() => platform.close());

describe('the /api guard: signature', () => {
  it('accepts a correctly signed request', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info', session });
    expect(statusCode).toBe(200);
    expect(envelope.status).toBe(ApiStatus.ok);
  });

  it('refuses a tampered sign with -3 / 401 on a public call', async () => {
    const { statusCode, envelope } = await signedInject(platform, {
      method: 'GET',
      url: '/auth/captcha',
      query: { username: 'admin0001' },
      headers: { sign: '0'.repeat(64) },
    });
    expect(statusCode).toBe(401);
    expect(envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'Invalid request signature' });
  });

  it('refuses a tampered sign with -2 / 401 on a signed-in call: the X-Token was bound to the original sign', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info', session, headers: { sign: '0'.repeat(64) } });
    expect(statusCode).toBe(401);
    expect(envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('refuses a query changed after signing', async () => {
    const now = unixNow(platform.clock.now());
    const { signing } = platform.config;
    const sign = requestSign(signing, { menuname: 'DeviceList' }, now);
    const { username, token } = session;
    const response = await platform.app.inject({
      method: 'GET',
      url: '/api/operation/permission?menuname=ManagementUser',
      headers: { sign, timeunix: String(now), lang: 'en', username, 'x-token': xToken(signing, { method: 'GET', path: '/operation/permission', username, token, timeunix: now, sign }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(ApiStatus.badSignature);
  });

  it('refuses a stale timestamp', async () => {
    const stale = unixNow(platform.clock.now()) - platform.config.signWindowSeconds - 1;
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info', session, timeunix: stale });
    expect(statusCode).toBe(401);
    expect(envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'Request timestamp outside the allowed window' });
  });

  it('refuses a missing sign', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info', session, headers: { sign: undefined } });
    expect(statusCode).toBe(401);
    expect(envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'Missing request signature' });
  });

  it('answers in the language of the lang header, zh-CN by default', async () => {
    const zh = await signedInject(platform, { method: 'GET', url: '/auth/info', session, headers: { sign: undefined, lang: undefined } });
    expect(zh.envelope.message).toBe('缺少请求签名');
    const tw = await signedInject(platform, { method: 'GET', url: '/auth/info', session, lang: 'zh-TW', headers: { sign: undefined } });
    expect(tw.envelope.message).toBe('缺少請求簽名');
  });

  it('verifies the form-data variant, urlencoded bodies and JSON bodies', async () => {
    const now = unixNow(platform.clock.now());
    const fields = withSignField(platform.config.signing, { username: 'admin0001', phone: '13800000001', actiontype: '1' }, now);
    const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const variant = await platform.app.inject({
      method: 'POST',
      url: '/api/sms/code',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(variant.json().status).toBe(ApiStatus.ok);

    const urlencoded = await signedInject(platform, {
      method: 'POST',
      url: '/sms/code',
      encoding: 'urlencoded',
      form: { username: 'admin0001', phone: '13800000001', actiontype: '1' },
    });
    expect(urlencoded.envelope.status).toBe(ApiStatus.ok);
    const json = await signedInject(platform, {
      method: 'POST',
      url: '/sms/code',
      json: { username: 'admin0001', phone: '13800000001', actiontype: 1 },
    });
    expect(json.envelope.status).toBe(ApiStatus.ok);
  });
});

describe('the /api guard: X-Token', () => {
  it('refuses a missing X-Token with -2 / 401', async () => {
    const { statusCode, envelope } = await signedInject(platform, { method: 'GET', url: '/auth/info' });
    expect(statusCode).toBe(401);
    expect(envelope).toMatchObject({ status: ApiStatus.tokenInvalid, message: 'Missing X-Token' });
  });

  it('refuses a wrong X-Token', async () => {
    const wrong = await signedInject(platform, { method: 'GET', url: '/auth/info', session: { ...session, token: 'f'.repeat(64) } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('refuses an X-Token made for another path', async () => {
    const now = unixNow(platform.clock.now());
    const { signing } = platform.config;
    const response = await platform.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: {
        timeunix: String(now),
        sign: requestSign(signing, {}, now),
        username: session.username,
        'x-token': xToken(signing, { method: 'GET', path: '/auth/info', username: session.username, token: session.token, timeunix: now, sign: requestSign(signing, {}, now) }),
      },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(ApiStatus.tokenInvalid);
  });

  it('refuses another user name with a valid token', async () => {
    const { session: mine } = await loginAs(platform, 'operator01');
    const other = await signedInject(platform, { method: 'GET', url: '/auth/info', session: { username: 'admin0001', token: mine.token } });
    expect(other.envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it('lets public paths through without a session', async () => {
    const captcha = await signedInject(platform, { method: 'GET', url: '/auth/captcha', query: { username: 'admin0001' } });
    expect(captcha.envelope.status).toBe(ApiStatus.ok);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with status -6, signed or not', async () => {
    const signed = await signedInject(platform, { method: 'GET', url: '/no/such/call', session });
    expect(signed.statusCode).toBe(404);
    expect(signed.envelope.status).toBe(ApiStatus.notFound);
    const post = await platform.app.inject({ method: 'POST', url: '/api/nothing' });
    expect(post.statusCode).toBe(404);
    expect(post.json().status).toBe(ApiStatus.notFound);
  });
});
