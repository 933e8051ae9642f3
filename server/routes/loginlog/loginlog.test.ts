/**
 * Issue 30 §1, the login log: every login attempt with the account, time, address, user agent and
 * result (success, wrong password, captcha required, locked out, rate-limited) and the logouts;
 * company admins read their company's accounts only; bad input is refused.
 */
import type { LoginData } from '../../../src/lib/contract';
import type { LoginLogPage, LoginResult } from '../../../src/lib/audit';
import { encryptPassword } from '../../../src/lib/sm2';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
const sessions: Record<string, TestSession> = {};
beforeAll(async () => {
  platform = await createTestPlatform({ loginAccountFailures: 5, rateLoginPerMinute: 12, rateLimitDelayMs: 0 });
  for (const username of ['admin0001', 'admin0002', 'operator01']) sessions[username] = (await loginAs(platform, username)).session;
}, 120_000);
afterAll(() => platform.close());

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const login = (username: string, password: string, ip: string) =>
  signedInject<LoginData>(platform, {
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': 'AuditBrowser/1.0' },
    form: { username, password: encryptPassword(password, platform.app.keys.publicKey), identifier: 'web', v: '1.3.0' },
  });
const readLog = async (query: Record<string, string | number>, username = 'admin0001') => {
  return signedInject<LoginLogPage>(platform, { method: 'GET', url: '/loginlog', session: sessions[username]!, query: { start: nowUnix() - 3600, end: nowUnix() + 60, limit: 100, ...query } });
};
const resultsOf = (page: LoginLogPage, username: string): LoginResult[] => page.list.filter((e) => e.username === username).map((e) => e.result).reverse();

describe('the login log', () => {
  it('records each outcome with the address and user agent, and never a password', async () => {
    const ip = '203.0.113.9';
    await login('operator01', 'wrong-1', ip);
    await login('operator01', 'wrong-2', ip);
    await login('operator01', 'wrong-3', ip);
    // the client owes the captcha now
    await login('operator01', 'Oper@1234', ip);
    const ok = await login('operator01', 'Oper@1234', '192.0.2.44');
    expect(ok.envelope.status).toBe('1');
    await signedInject(platform, { method: 'GET', url: '/auth/logout', session: { username: 'operator01', token: ok.envelope.data!.token } });

    const page = (await readLog({ username: 'operator01' })).envelope.data!;
    // after the beforeAll's sign-in
    expect(resultsOf(page, 'operator01').slice(1)).toEqual(['wrongPassword', 'wrongPassword', 'wrongPassword', 'captchaRequired', 'success', 'logout']);
    expect(page.list.find((e) => e.result === 'captchaRequired')).toMatchObject({ ip, userAgent: 'AuditBrowser/1.0', userId: expect.any(Number), at: nowUnix() });
    expect(JSON.stringify(page)).not.toMatch(/wrong-1|Oper@1234/);
    const filtered = (await readLog({ username: 'operator01', result: 'success' })).envelope.data!;
    // the beforeAll's sign-in and this one
    expect(filtered.list.map((e) => e.result)).toEqual(['success', 'success']);
  }, 60_000);

  it('says locked out once the account-wide failures are reached, and rate-limited past the per-client limit', async () => {
    for (let i = 0; i < 5; i += 1) await login('admin0002', `guess-${i}`, `198.51.100.${i + 1}`);
    await login('admin0002', 'Admin2@123', '198.51.100.99');
    const page = (await readLog({ username: 'admin0002', result: 'lockedOut' })).envelope.data!;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ ip: '198.51.100.99' });

    const flood = '192.0.2.200';
    for (let i = 0; i < 14; i += 1) await login('nobody-here', `x${i}`, flood);
    const limited = (await readLog({ result: 'rateLimited' })).envelope.data!;
    // once a minute per client, however many were refused
    expect(limited.list.filter((e) => e.ip === flood)).toHaveLength(1);
  }, 60_000);

  it("keeps companies apart, and refuses bad input and a user without the page", async () => {
    // admin0002's company sees its own accounts only: not admin0001's logins, nor an unknown account's
    const theirs = (await readLog({}, 'admin0002')).envelope.data!;
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.every((e) => e.username === 'admin0002')).toBe(true);

    expect((await readLog({ start: '' })).statusCode).toBe(422);
    expect((await readLog({ result: 'maybe' })).statusCode).toBe(422);
    expect((await readLog({ limit: 0 })).statusCode).toBe(422);
    expect((await readLog({ start: nowUnix() - 60 * 86400 })).statusCode).toBe(422);
    expect((await readLog({}, 'operator01')).statusCode).toBe(403);
  }, 60_000);
});
