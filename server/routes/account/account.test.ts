import zhTW from '../../../locales/zh-TW.json';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let session: TestSession;
beforeEach(async () => {
  platform = await createTestPlatform();
  ({ session } = await loginAs(platform, 'operator01'));
});
afterEach(() => platform.close());

const profile = {
  realname: '王小明',
  mobile: '13900000002',
  landline: '010-12345678',
  email: 'wang@example.com',
  address: '南京市江宁区',
  description: '夜班',
};

describe('/account', () => {
  it('reads and updates the profile', async () => {
    const before = await signedInject(platform, { method: 'GET', url: '/account', session });
    expect(before.envelope.data).toEqual({
      realname: '冷链操作员',
      mobile: '13900000002',
      landline: '',
      email: 'operator@example.com',
      address: '',
      description: '',
      avatar: '',
    });
    expect((await signedInject(platform, { method: 'PUT', url: '/account', session, form: profile })).envelope.status).toBe(ApiStatus.ok);
    const after = await signedInject(platform, { method: 'GET', url: '/account', session });
    expect(after.envelope.data).toEqual({ ...profile, avatar: '' });
  });

  it('answers -5 with one message per bad field and changes nothing', async () => {
    const { statusCode, envelope } = await signedInject(platform, {
      method: 'PUT',
      url: '/account',
      session,
      form: { realname: '', mobile: '12345', landline: '12345678', email: 'not-an-email', address: '', description: '' },
    });
    expect(statusCode).toBe(422);
    expect(envelope).toMatchObject({ status: ApiStatus.invalid, message: 'Parameter error' });
    expect(envelope.data).toEqual({
      errors: {
        realname: 'This field is required',
        mobile: 'Mobile format wrong',
        landline: 'Incorrect landline format: area code-8 digits, e.g. 0755-12345678',
        email: 'Incorrect email format',
      },
    });
    const zh = await signedInject(platform, { method: 'PUT', url: '/account', session, lang: 'zh-CN', form: { ...profile, mobile: '1' } });
    expect(zh.envelope.data).toEqual({ errors: { mobile: '手机号格式错误' } });
    // one landline rule and one text with the console (locales/ validation.format.landline): 8 digits after the area code
    const tw = await signedInject(platform, { method: 'PUT', url: '/account', session, lang: 'zh-TW', form: { ...profile, landline: '010-1234567' } });
    expect(tw.envelope.data).toEqual({ errors: { landline: zhTW.validation.format.landline } });
    const after = await signedInject<{ realname: string }>(platform, { method: 'GET', url: '/account', session });
    expect(after.envelope.data!.realname).toBe('冷链操作员');
  });

  it('changes the mobile only through /account/telephone', async () => {
    const { envelope } = await signedInject(platform, { method: 'PUT', url: '/account', session, form: { ...profile, mobile: '13700000009' } });
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as { errors: object }).errors)).toEqual(['mobile']);
  });
});
