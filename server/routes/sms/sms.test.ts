import { ApiStatus } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform();
});
afterEach(() => platform.close());

const sendCode = (username: string, phone: string) =>
  signedInject(platform, { method: 'POST', url: '/sms/code', form: { username, phone, actiontype: 'forgetpassword' } });

const resetPassword = (form: Record<string, string>) =>
  signedInject(platform, { method: 'POST', url: '/auth/forgetpassword', form });

describe('forgotten password', () => {
  it('sends a 6-digit code only to the phone of the account', async () => {
    // '1' either way (sms.abuse.test.ts: the answers are identical); only the owner's phone gets a code
    expect((await sendCode('admin0001', '13900000002')).envelope.status).toBe(ApiStatus.ok);
    expect(await platform.smsCode('13900000002')).toBeUndefined();
    expect((await sendCode('admin0001', '13800000001')).envelope.status).toBe(ApiStatus.ok);
    expect(await platform.smsCode('13800000001')).toMatch(/^\d{6}$/);
    const invalid = await sendCode('admin0001', '12345');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.envelope.data).toEqual({ errors: { phone: 'Mobile format wrong' } });
  });

  it('sets a new password with the code, and ends the old sessions', async () => {
    const { session } = await loginAs(platform, 'admin0001');
    await sendCode('admin0001', '13800000001');
    const code = (await platform.smsCode('13800000001'))!;
    const key = platform.app.keys.publicKey;

    const short = await resetPassword({ username: 'admin0001', phone: '13800000001', code, password: encryptPassword('12345', key) });
    expect(short.envelope.data).toEqual({ errors: { password: 'At least 6 characters' } });
    const wrongCode = await resetPassword({ username: 'admin0001', phone: '13800000001', code: '000000', password: encryptPassword('NewPass#1', key) });
    expect(wrongCode.envelope.status).toBe(ApiStatus.invalid);

    const done = await resetPassword({ username: 'admin0001', phone: '13800000001', code, password: encryptPassword('NewPass#1', key) });
    expect(done.envelope.status).toBe(ApiStatus.ok);
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session })).envelope.status).toBe(ApiStatus.tokenInvalid);
    await expect(loginAs(platform, 'admin0001', 'Admin@123')).rejects.toThrow();
    expect((await loginAs(platform, 'admin0001', 'NewPass#1')).data.username).toBe('admin0001');
    // the code was single use
    const again = await resetPassword({ username: 'admin0001', phone: '13800000001', code, password: encryptPassword('Other#123', key) });
    expect(again.envelope.status).toBe(ApiStatus.invalid);
  });

  it('lets a code expire after 5 minutes', async () => {
    await sendCode('admin0001', '13800000001');
    platform.clock.advance(301);
    expect(await platform.smsCode('13800000001')).toBeUndefined();
  });
});

describe('phone change', () => {
  it('sends a code to a new, different, mainland mobile and changes the phone with it', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const ask = (form: Record<string, string>) =>
      signedInject(platform, { method: 'POST', url: '/sms/codewithauth', session, form: { actiontype: 'changephone', ...form } });

    const same = await ask({ userId: '', oldPhone: '13900000002', newPhone: '13900000002' });
    expect(same.envelope.data).toEqual({ errors: { newPhone: 'The new value must differ from the original' } });
    const bad = await ask({ userId: '', oldPhone: '13900000002', newPhone: '23900000003' });
    expect(bad.envelope.data).toEqual({ errors: { newPhone: 'Mobile format wrong' } });
    const notMine = await ask({ userId: '', oldPhone: '13800000001', newPhone: '13700000003' });
    expect(notMine.envelope.data).toEqual({ errors: { oldPhone: 'The phone number does not belong to this account' } });
    const otherUser = await ask({ userId: '1', oldPhone: '13900000002', newPhone: '13700000003' });
    expect(otherUser.statusCode).toBe(403);

    expect((await ask({ userId: 'operator01', oldPhone: '13900000002', newPhone: '13700000003' })).envelope.status).toBe(ApiStatus.ok);
    const code = (await platform.smsCode('13700000003'))!;
    const change = (c: string) =>
      signedInject(platform, {
        method: 'PUT',
        url: '/account/telephone',
        session,
        form: { oldPhone: '13900000002', newPhone: '13700000003', code: c },
      });
    expect((await change('000000')).envelope.data).toEqual({ errors: { code: 'The verification code is wrong or expired' } });
    expect((await change(code)).envelope.status).toBe(ApiStatus.ok);
    const account = await signedInject<{ mobile: string }>(platform, { method: 'GET', url: '/account', session });
    expect(account.envelope.data!.mobile).toBe('13700000003');
  });
});
