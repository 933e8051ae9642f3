/**
 * Bad input on /sms/code and /sms/codewithauth (code.body.json, codewithauth.body.json): one
 * translated message per field, and no code sent or counted.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers({ rateSmsPerHour: 1000 });

const OPERATOR_PHONE = '13900000002';
const NEW_PHONE = '13700000009';

describe('POST /sms/code with bad input', () => {
  it('names each bad field in the request language and sends no code', async () => {
    const en = await signedInject(fx.platform, { method: 'POST', url: '/sms/code', form: { username: '', phone: '1380000000x', actiontype: 'forgetpassword' } });
    expect(en.statusCode).toBe(422);
    expect(en.envelope).toMatchObject({ status: ApiStatus.invalid, data: { errors: { username: 'This field is required', phone: 'Mobile format wrong' } } });
    const zh = await signedInject(fx.platform, { method: 'POST', url: '/sms/code', lang: 'zh-CN', form: { username: 'operator01', phone: '' } });
    expect(zh.envelope.data).toEqual({ errors: { phone: '此项为必填项' } });
    const tw = await signedInject(fx.platform, { method: 'POST', url: '/sms/code', lang: 'zh-TW', form: { username: 'operator01', phone: '23900000002' } });
    expect(tw.envelope.data).toEqual({ errors: { phone: '手機號碼格式錯誤' } });
    expect(await fx.platform.smsCode(OPERATOR_PHONE)).toBeUndefined();
  });
});

describe('POST /sms/codewithauth with bad input', () => {
  const ask = (form: Record<string, string>, lang = 'en') =>
    signedInject(fx.platform, { method: 'POST', url: '/sms/codewithauth', session: fx.operator, form: { actiontype: 'changephone', ...form }, lang });

  it('names each bad field in the request language and sends no code', async () => {
    const en = await ask({ oldPhone: '', newPhone: '110' });
    expect(en.statusCode).toBe(422);
    expect(en.envelope.data).toEqual({ errors: { oldPhone: 'This field is required', newPhone: 'Mobile format wrong' } });
    const zh = await ask({ oldPhone: OPERATOR_PHONE, newPhone: OPERATOR_PHONE }, 'zh-CN');
    expect(zh.envelope.data).toEqual({ errors: { newPhone: '新值不能与原值相同' } });
    const notMine = await ask({ oldPhone: '13800000001', newPhone: NEW_PHONE }, 'zh-TW');
    expect(notMine.envelope.data).toEqual({ errors: { oldPhone: '手機號碼與帳號不符' } });
    expect(await fx.platform.smsCode(NEW_PHONE)).toBeUndefined();
    expect(await fx.platform.smsCode(OPERATOR_PHONE)).toBeUndefined();

    // and the same body, right, sends one
    expect((await ask({ oldPhone: OPERATOR_PHONE, newPhone: NEW_PHONE })).envelope.status).toBe(ApiStatus.ok);
    expect(await fx.platform.smsCode(NEW_PHONE)).toMatch(/^\d{6}$/);
  });
});
