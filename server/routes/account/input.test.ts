/**
 * Bad input on PUT /account and PUT /account/telephone (profile.body.json, telephone.body.json,
 * with the user entity's rules for the fields they share): one translated message per field,
 * and the user row exactly as it was.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers({ rateSmsPerHour: 1000 });

const OPERATOR_PHONE = '13900000002';
const NEW_PHONE = '13700000009';
const operatorRow = () => fx.platform.app.db.selectFrom('users').selectAll().where('username', '=', 'operator01').executeTakeFirstOrThrow();
const profile = { realname: '王小明', mobile: OPERATOR_PHONE, landline: '0755-12345678', email: 'wang@example.com', address: '深圳', description: '夜班' };
const put = (url: string, form: Record<string, string>, lang = 'en') => signedInject(fx.platform, { method: 'PUT', url, session: fx.operator, form, lang });

describe('PUT /account with bad input', () => {
  it('holds the user entity’s rules, names each field in the request language, and changes nothing', async () => {
    const before = await operatorRow();
    const en = await put('/account', { ...profile, realname: 'Wang Xiaoming', landline: '0755-1234567', email: 'wang@', description: 'x'.repeat(201) });
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({
      errors: {
        realname: 'Whitespace is not allowed',
        landline: 'Incorrect landline format: area code-8 digits, e.g. 0755-12345678',
        email: 'Incorrect email format',
        description: 'At most 200 characters',
      },
    });
    const zh = await put('/account', { ...profile, realname: '', landline: '12345678', mobile: NEW_PHONE }, 'zh-CN');
    expect(zh.envelope.data).toEqual({
      errors: {
        realname: '此项为必填项',
        landline: '座机号码格式不正确，应为“区号-8位号码”，例如 0755-12345678',
        mobile: '更换手机号需要短信验证码，请使用“更换手机号”',
      },
    });
    expect(await operatorRow()).toEqual(before);
    // the full-width form of a name is stored as the name
    expect((await put('/account', { ...profile, realname: 'Ｗａｎｇ' })).envelope.status).toBe(ApiStatus.ok);
    expect((await operatorRow()).realname).toBe('Wang');
  });
});

describe('PUT /account/telephone with bad input', () => {
  it('names each bad field in the request language, spends no code and keeps the mobile', async () => {
    await signedInject(fx.platform, { method: 'POST', url: '/sms/codewithauth', session: fx.operator, form: { oldPhone: OPERATOR_PHONE, newPhone: NEW_PHONE } });
    const code = (await fx.platform.smsCode(NEW_PHONE))!;
    const before = await operatorRow();

    const en = await put('/account/telephone', { oldPhone: '13800000001', newPhone: '13800000001', code: 'abc' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({
      errors: {
        oldPhone: 'The phone number does not belong to this account',
        newPhone: 'The new value must differ from the original',
        code: 'Incorrect format',
      },
    });
    const tw = await put('/account/telephone', { oldPhone: OPERATOR_PHONE, newPhone: '1370000000', code }, 'zh-TW');
    expect(tw.envelope.data).toEqual({ errors: { newPhone: '手機號碼格式錯誤' } });
    const wrongCode = await put('/account/telephone', { oldPhone: OPERATOR_PHONE, newPhone: NEW_PHONE, code: code === '000000' ? '111111' : '000000' }, 'zh-CN');
    expect(wrongCode.envelope.data).toEqual({ errors: { code: '验证码错误或已过期' } });

    expect(await operatorRow()).toEqual(before);
    expect(await fx.platform.smsCode(NEW_PHONE)).toBe(code);
  });
});
