import type { LoginData } from '../../../src/lib/contract';
import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { resolveConfig } from '../../config';
import { createTestPlatform, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
afterEach(() => platform.close());

const login = (ip: string, password: string, extra: Record<string, string> = {}) =>
  signedInject<LoginData>(platform, {
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    form: { username: 'admin0001', password: encryptPassword(password, platform.app.keys.publicKey), identifier: 'web', v: '1.3.0', ...extra },
  });

async function captchaFor(ip: string): Promise<{ captchaId: string; captcha: string }> {
  const { envelope } = await signedInject<{ captchaId: string }>(platform, {
    method: 'GET',
    url: '/auth/captcha',
    query: { username: 'admin0001' },
    remoteAddress: ip,
  });
  const captchaId = envelope.data!.captchaId;
  return { captchaId, captcha: (await platform.captchaAnswer(captchaId))! };
}

describe('failed logins, per account and client', () => {
  beforeEach(async () => {
    platform = await createTestPlatform();
  });

  it("does not force a stranger's captcha on the owner, but keeps it on the stranger", async () => {
    const stranger = '203.0.113.50';
    expect((await login(stranger, 'guess-1')).envelope.status).toBe(ApiStatus.failed);
    expect((await login(stranger, 'guess-2')).envelope.status).toBe(ApiStatus.failed);
    expect((await login(stranger, 'guess-3')).envelope.status).toBe(ApiStatus.puzzle);

    // the owner's browser, elsewhere, logs straight in
    expect((await login('192.0.2.10', 'Admin@123')).envelope.status).toBe(ApiStatus.ok);
    // the stranger, even with the right password, must solve the captcha, and the owner's success did not clear it
    expect((await login(stranger, 'Admin@123')).envelope.status).toBe(ApiStatus.puzzle);
    expect((await login(stranger, 'Admin@123', await captchaFor(stranger))).envelope.status).toBe(ApiStatus.ok);
  });

  it('answers a client that owes the captcha before any SM2 work: a ciphertext that would not decrypt still gets -9', async () => {
    const guesser = '203.0.113.52';
    for (const guess of ['g1', 'g2', 'g3']) await login(guesser, guess);
    const garbage = await signedInject(platform, {
      method: 'POST',
      url: '/auth/login',
      remoteAddress: guesser,
      form: { username: 'admin0001', password: '04' + 'ab'.repeat(150), identifier: 'web', v: '1.3.0' },
    });
    expect(garbage.envelope.status).toBe(ApiStatus.puzzle);
    // a client that owes nothing is told its ciphertext is bad
    const fresh = await signedInject(platform, { method: 'POST', url: '/auth/login', remoteAddress: '192.0.2.77', form: { username: 'admin0001', password: '04' + 'ab'.repeat(150) } });
    expect(fresh.envelope.status).toBe(ApiStatus.invalid);
  });

  it('meets an attacker who rotates the identifier with the captcha on their IP', async () => {
    const attacker = '203.0.113.51';
    const answers = [];
    for (const identifier of ['a', 'b', 'c', 'd']) answers.push((await login(attacker, `guess-${identifier}`, { identifier })).envelope.status);
    expect(answers).toEqual([ApiStatus.failed, ApiStatus.failed, ApiStatus.puzzle, ApiStatus.puzzle]);
  });
});

describe('slow lockout across clients', () => {
  it('defaults to 20 failures with no quiet 15 minutes between them', () => {
    const config = resolveConfig();
    expect([config.loginAccountFailures, config.loginAccountWindowSeconds]).toEqual([20, 900]);
  });

  it('turns the captcha on for every client once the account fails often from many, until a quiet window passes', async () => {
    platform = await createTestPlatform({ loginAccountFailures: 4, loginAccountWindowSeconds: 900 });
    // one guess each from four addresses: no client reaches 3 on its own
    for (const n of [1, 2, 3]) expect((await login(`203.0.113.${n}`, 'guess')).envelope.status).toBe(ApiStatus.failed);
    platform.clock.advance(600); // less than a quiet window: the streak goes on
    expect((await login('203.0.113.4', 'guess')).envelope.status).toBe(ApiStatus.puzzle);

    const owner = '192.0.2.20';
    expect((await login(owner, 'Admin@123')).envelope.status).toBe(ApiStatus.puzzle);
    // a captcha, not a lock: the owner still gets in
    expect((await login(owner, 'Admin@123', await captchaFor(owner))).envelope.status).toBe(ApiStatus.ok);

    platform.clock.advance(901);
    expect((await login('192.0.2.21', 'Admin@123')).envelope.status).toBe(ApiStatus.ok);
  });
});
