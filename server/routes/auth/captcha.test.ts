// databaseTests.ts: engine-neutral (the captcha store is memory or Redis; the platform is only a server to ask)
import type { LoginData } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { createTestPlatform, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
afterEach(() => platform.close());

const getCaptcha = (remoteAddress: string, username = 'admin0001') =>
  signedInject<{ captchaId: string; image: string }>(platform, { method: 'GET', url: '/auth/captcha', query: { username }, remoteAddress });

const login = (remoteAddress: string, password: string, extra: Record<string, string> = {}) =>
  signedInject<LoginData>(platform, {
    method: 'POST',
    url: '/auth/login',
    remoteAddress,
    form: { username: 'admin0001', password: encryptPassword(password, platform.app.keys.publicKey), ...extra },
  });

describe('GET /auth/captcha', () => {
  it('serves a picture with no text in it', async () => {
    platform = await createTestPlatform();
    const { envelope } = await getCaptcha('192.0.2.1');
    const svg = Buffer.from(envelope.data!.image.split(',')[1]!, 'base64').toString();
    const answer = (await platform.captchaAnswer(envelope.data!.captchaId))!;
    expect(svg).not.toMatch(/<text/i);
    expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
    expect(svg).not.toMatch(new RegExp(`>[^<]*${answer}`));
  });

  it("keeps the admin's pending captcha through a flood from another IP", async () => {
    // the per-IP limit would stop the flood at 30: raised, so the store must hold on its own;
    // a small store, so 300 requests are 3 times its size (services/captcha.test.ts floods 11,000)
    platform = await createTestPlatform({ rateCaptchaPerMinute: 100_000, captchaGlobalPerSecond: 100_000, captchaMaxPending: 100 });
    const admin = '192.0.2.2';
    for (const guess of ['g1', 'g2', 'g3']) await login(admin, guess);
    const pending = (await getCaptcha(admin)).envelope.data!;

    for (let i = 0; i < 300; i += 1) expect((await getCaptcha('203.0.113.66')).statusCode).toBe(200);

    const answer = (await platform.captchaAnswer(pending.captchaId))!;
    expect((await login(admin, 'Admin@123', { captchaId: pending.captchaId, captcha: answer })).envelope.status).toBe(ApiStatus.ok);
  }, 60_000);

  it('answers 503 busy when the store is full, leaving pending captchas in place', async () => {
    platform = await createTestPlatform({ captchaMaxPending: 3, captchaMaxPendingPerClient: 2 });
    const held = [(await getCaptcha('192.0.2.3')).envelope.data!.captchaId, (await getCaptcha('192.0.2.4')).envelope.data!.captchaId];
    await getCaptcha('192.0.2.5');
    const refused = await getCaptcha('192.0.2.6');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.envelope).toEqual({ status: ApiStatus.failed, message: 'The server is busy, please try again shortly' });
    for (const id of held) expect(await platform.captchaAnswer(id)).toBeDefined();
  });

  it('draws at most CAPTCHA_GLOBAL_PER_SECOND new captchas a second across all addresses, then answers 503 for that second', async () => {
    platform = await createTestPlatform({ captchaGlobalPerSecond: 3 });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await getCaptcha(`198.51.100.${i + 1}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 503, 503]);
    const refused = await getCaptcha('198.51.100.9');
    expect(refused.headers['retry-after']).toBe('1');
    platform.clock.advance(1);
    expect((await getCaptcha('198.51.100.9')).statusCode).toBe(200);
  });
});
