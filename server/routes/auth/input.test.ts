/**
 * Bad input on the public auth routes (login.body.json, forgetpassword.body.json,
 * captcha.query.json): one translated message per field, and nothing stored or spent.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword, MAX_CIPHER_LENGTH } from '../../../src/lib/sm2';
import { countRows, platformWithUsers, signedInject } from '../../../test/support/testPlatform';

// limits out of the way: these tests send many bad requests from one address
const fx = platformWithUsers({ rateLoginPerMinute: 1000, rateForgetPasswordPerHour: 1000, rateSmsPerHour: 1000, rateCaptchaPerMinute: 1000 });

const ADMIN_PHONE = '13800000001';
const login = (form: Record<string, string>, lang = 'en') => signedInject(fx.platform, { method: 'POST', url: '/auth/login', form, lang });
const reset = (form: Record<string, string>, lang = 'en') => signedInject(fx.platform, { method: 'POST', url: '/auth/forgetpassword', form, lang });
const passwordHash = async () =>
  (await fx.platform.app.db.selectFrom('users').select('password_hash').where('username', '=', 'admin0001').executeTakeFirstOrThrow()).password_hash;

describe('POST /auth/login with bad input', () => {
  it('names each missing field in the request language and opens no session', async () => {
    const sessions = await countRows(fx.platform, 'sessions');
    const failures = await countRows(fx.platform, 'login_client_failures');
    const en = await login({ username: ' ', password: '' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope).toMatchObject({ status: ApiStatus.invalid, message: 'Parameter error' });
    expect(en.envelope.data).toEqual({ errors: { username: 'This field is required', password: 'This field is required' } });
    const zh = await login({ username: '', password: '' }, 'zh-CN');
    expect(zh.envelope).toEqual({ status: ApiStatus.invalid, message: '参数错误', data: { errors: { username: '此项为必填项', password: '此项为必填项' } } });
    expect(await countRows(fx.platform, 'sessions')).toBe(sessions);
    expect(await countRows(fx.platform, 'login_client_failures')).toBe(failures);
  });

  it('refuses a password that is not SM2, or longer than any password, and an account with an invisible character', async () => {
    const sessions = await countRows(fx.platform, 'sessions');
    expect((await login({ username: 'admin0001', password: 'Admin@123' })).envelope.data).toEqual({
      errors: { password: 'The password is not encrypted with the platform key' },
    });
    expect((await login({ username: 'admin0001', password: 'Admin@123' }, 'zh-TW')).envelope.data).toEqual({ errors: { password: '密碼未使用平台公鑰加密' } });
    expect((await login({ username: 'admin0001', password: '0'.repeat(MAX_CIPHER_LENGTH + 1) })).envelope.data).toEqual({ errors: { password: 'At most 64 characters' } });
    const cipher = encryptPassword('Admin@123', fx.platform.app.keys.publicKey);
    expect((await login({ username: 'admin\u200B0001', password: cipher }, 'zh-CN')).envelope.data).toEqual({
      errors: { username: '不能包含不可见字符、零宽字符或文字方向控制字符（发现 U+200B）' },
    });
    expect(await countRows(fx.platform, 'sessions')).toBe(sessions);
  });
});

describe('POST /auth/forgetpassword with bad input', () => {
  it('names every bad field at once, in the request language, and neither spends the code nor changes the password', async () => {
    expect((await signedInject(fx.platform, { method: 'POST', url: '/sms/code', form: { username: 'admin0001', phone: ADMIN_PHONE } })).envelope.status).toBe(ApiStatus.ok);
    const code = (await fx.platform.smsCode(ADMIN_PHONE))!;
    const hash = await passwordHash();
    const sessions = await countRows(fx.platform, 'sessions');

    const en = await reset({ username: '', phone: '12345', code: '12ab', password: 'plain' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({
      errors: {
        username: 'This field is required',
        phone: 'Mobile format wrong',
        code: 'Incorrect format',
        password: 'The password is not encrypted with the platform key',
      },
    });
    const key = fx.platform.app.keys.publicKey;
    const zh = await reset({ username: 'admin0001', phone: ADMIN_PHONE, code, password: encryptPassword('12345', key) }, 'zh-CN');
    expect(zh.envelope.data).toEqual({ errors: { password: '至少 6 个字符' } });
    const tw = await reset({ username: 'admin0001', phone: ADMIN_PHONE, code, password: '' }, 'zh-TW');
    expect(tw.envelope.data).toEqual({ errors: { password: '此項為必填項' } });

    expect(await fx.platform.smsCode(ADMIN_PHONE)).toBe(code);
    expect(await passwordHash()).toBe(hash);
    expect(await countRows(fx.platform, 'sessions')).toBe(sessions);
  });

  it('answers a wrong code with its own message in the request language', async () => {
    const key = fx.platform.app.keys.publicKey;
    const wrong = await reset({ username: 'admin0001', phone: ADMIN_PHONE, code: '000000', password: encryptPassword('NewPass#1', key) }, 'zh-CN');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.envelope.data).toEqual({ errors: { code: '验证码错误或已过期' } });
  });
});

describe('GET /auth/captcha with bad input', () => {
  it('asks for the username in the request language and draws nothing', async () => {
    const pending = await fx.platform.app.captcha.size();
    const en = await signedInject(fx.platform, { method: 'GET', url: '/auth/captcha' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({ errors: { username: 'This field is required' } });
    const tw = await signedInject(fx.platform, { method: 'GET', url: '/auth/captcha', query: { username: '  ' }, lang: 'zh-TW' });
    expect(tw.envelope.data).toEqual({ errors: { username: '此項為必填項' } });
    expect(await fx.platform.app.captcha.size()).toBe(pending);
    const drawn = await signedInject<{ captchaId: string }>(fx.platform, { method: 'GET', url: '/auth/captcha', query: { username: 'admin0001' } });
    expect(drawn.envelope.status).toBe(ApiStatus.ok);
    expect(await fx.platform.app.captcha.size()).toBe(pending + 1);
  });
});
