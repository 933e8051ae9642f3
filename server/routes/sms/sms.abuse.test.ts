// databaseTests.ts: engine-neutral (the SMS counters and codes live in memory or Redis; the platform is only a server to ask)
import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { resolveConfig } from '../../config';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
afterEach(() => platform.close());

const ADMIN = { username: 'admin0001', phone: '13800000001' };
let nextIp = 1;
/** A fresh client address each call, so the per-IP limits stay out of the per-phone counts. */
const anotherIp = () => `198.18.0.${nextIp++ % 250}`;

const sendCode = (username: string, phone: string, remoteAddress = anotherIp()) =>
  signedInject(platform, { method: 'POST', url: '/sms/code', remoteAddress, form: { username, phone, actiontype: 'forgetpassword' } });

const reset = (username: string, phone: string, code: string, password = 'NewPass#1') =>
  signedInject(platform, {
    method: 'POST',
    url: '/auth/forgetpassword',
    remoteAddress: anotherIp(),
    form: { username, phone, code, password: encryptPassword(password, platform.app.keys.publicKey) },
  });

const answer = (response: { statusCode: number; envelope: unknown; headers: Record<string, unknown> }) => ({
  statusCode: response.statusCode,
  envelope: response.envelope,
  retryAfter: response.headers['retry-after'],
});

describe('SMS codes resist guessing', () => {
  beforeEach(async () => {
    platform = await createTestPlatform();
  });

  it('answers /sms/code alike whether or not the username and phone belong together', async () => {
    const sent = answer(await sendCode(ADMIN.username, ADMIN.phone));
    expect(sent.envelope).toEqual({
      status: ApiStatus.ok,
      message: 'If this phone number belongs to the account, a verification code has been sent',
      data: null,
    });
    expect(answer(await sendCode(ADMIN.username, '13900000002'))).toEqual(sent);
    expect(answer(await sendCode('nobody-here', '13700000009'))).toEqual(sent);
    expect(await platform.smsCode('13900000002')).toBeUndefined();
    expect(await platform.smsCode('13700000009')).toBeUndefined();
  });

  it('answers /auth/forgetpassword alike for a wrong pair and a wrong code', async () => {
    await sendCode(ADMIN.username, ADMIN.phone);
    const wrongCode = answer(await reset(ADMIN.username, ADMIN.phone, '000000'));
    expect(wrongCode.statusCode).toBe(422);
    expect(answer(await reset(ADMIN.username, '13900000002', '000000'))).toEqual(wrongCode);
    expect(answer(await reset('nobody-here', ADMIN.phone, '000000'))).toEqual(wrongCode);
    // operator01's real pair, but admin's code is not theirs
    expect(answer(await reset('operator01', '13900000002', (await platform.smsCode(ADMIN.phone))!))).toEqual(wrongCode);
  });

  it('voids a code after 5 wrong guesses', async () => {
    await sendCode(ADMIN.username, ADMIN.phone);
    const code = (await platform.smsCode(ADMIN.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await reset(ADMIN.username, ADMIN.phone, wrong)).envelope.status).toBe(ApiStatus.invalid);
    expect(await platform.smsCode(ADMIN.phone)).toBeUndefined();
    expect((await reset(ADMIN.username, ADMIN.phone, code)).envelope.status).toBe(ApiStatus.invalid);
    // the password did not change
    expect((await loginAs(platform, 'admin0001', 'Admin@123')).data.username).toBe('admin0001');
  });

  it('sends a phone at most 5 codes an hour, from any IP and any username, then refuses for the hour', async () => {
    for (let i = 0; i < 4; i += 1) expect((await sendCode(ADMIN.username, ADMIN.phone)).envelope.status).toBe(ApiStatus.ok);
    // a request with the wrong username counts too, or the quota would tell who owns the phone
    expect((await sendCode('nobody-here', ADMIN.phone)).envelope.status).toBe(ApiStatus.ok);
    const lastCode = await platform.smsCode(ADMIN.phone);

    const refused = await sendCode(ADMIN.username, ADMIN.phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.envelope).toEqual({ status: ApiStatus.failed, message: 'Too many attempts, please try again in 3600 seconds' });
    expect(answer(await sendCode('nobody-here', ADMIN.phone))).toEqual(answer(refused));
    expect(await platform.smsCode(ADMIN.phone)).toBe(lastCode);

    platform.clock.advance(1800);
    expect((await sendCode(ADMIN.username, ADMIN.phone)).headers['retry-after']).toBe('1800');
    platform.clock.advance(1800);
    expect((await sendCode(ADMIN.username, ADMIN.phone)).envelope.status).toBe(ApiStatus.ok);
    expect(await platform.smsCode(ADMIN.phone)).not.toBe(lastCode);
  });

  it('counts a new phone of /sms/codewithauth against the same quota', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const ask = () =>
      signedInject(platform, {
        method: 'POST',
        url: '/sms/codewithauth',
        session,
        form: { userId: '', oldPhone: '13900000002', newPhone: '13700000003', actiontype: 'changephone' },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).envelope.status).toBe(ApiStatus.ok);
    expect((await ask()).statusCode).toBe(429);
  });

  it('has configurable defaults of 5 codes an hour and 5 wrong guesses', () => {
    const config = resolveConfig();
    expect([config.smsCodesPerPhonePerHour, config.smsMaxWrongCodes]).toEqual([5, 5]);
  });
});

describe('the SMS log', () => {
  async function logOf(consoleEnv: 'production' | 'development'): Promise<{ lines: string; code: string }> {
    const lines: string[] = [];
    platform = await createTestPlatform({ consoleEnv, logger: { write: (line) => void lines.push(line) } });
    await sendCode(ADMIN.username, ADMIN.phone);
    return { lines: lines.join(''), code: (await platform.smsCode(ADMIN.phone))! };
  }

  it('never holds the code outside development', async () => {
    const { lines, code } = await logOf('production');
    expect(lines).toContain('SMS code sent to 138****0001');
    expect(lines).not.toContain(code);
    expect(lines).not.toContain(ADMIN.phone);
  });

  it('shows the code in development, where the demo has no SMS gateway', async () => {
    const { lines, code } = await logOf('development');
    expect(lines).toContain(`SMS to ${ADMIN.phone}: ${code}`);
  });
});
