import { ApiStatus } from '../../../src/lib/contract';
import { REGISTER_AGENT_PATH, REGISTER_ENTERPRISE_PATH, SMS_ACTION_REGISTER, TRIAL_DAYS, TRIAL_DEVICES, type RegistrationResult } from '../../../src/lib/registration';
import { encryptPassword } from '../../../src/lib/sm2';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform({ rateRegisterPerHour: 3 });
});
afterEach(() => platform.close());

const PHONE = '13612345678';
let address = 0;
/** A client of its own per call unless given, so the per-IP limit stays out of the way. */
const client = () => `198.51.100.${(address += 1)}`;

async function captchaFor(username: string, remoteAddress = client()) {
  const answer = await signedInject<{ captchaId: string }>(platform, { method: 'GET', url: '/auth/captcha', query: { username }, remoteAddress });
  const captchaId = answer.envelope.data!.captchaId;
  return { captchaId, captcha: (await platform.captchaAnswer(captchaId))! };
}

async function codeFor(username: string, phone = PHONE) {
  await signedInject(platform, { method: 'POST', url: '/sms/code', form: { username, phone, actiontype: SMS_ACTION_REGISTER }, remoteAddress: client() });
  return (await platform.smsCode(phone)) ?? '';
}

async function validForm(username = 'acmecold01', extra: Record<string, string> = {}) {
  return {
    companyName: 'Acme Cold Chain',
    contact: 'Li',
    mobile: PHONE,
    code: await codeFor(username),
    username,
    password: encryptPassword('Trial#2024', platform.app.keys.publicKey),
    ...(await captchaFor(username)),
    ...extra,
  };
}

const register = (form: Record<string, string>, path = REGISTER_ENTERPRISE_PATH, remoteAddress = client()) =>
  signedInject<RegistrationResult>(platform, { method: 'POST', url: path, form, remoteAddress });

describe('POST /role/registered', () => {
  it('creates a trial company of 15 days and 50 devices with its admin, who logs in', async () => {
    const answer = await register(await validForm());
    expect(answer.envelope.status).toBe(ApiStatus.ok);
    const now = Math.floor(platform.clock.now() / 1000);
    expect(answer.envelope.data).toEqual({ username: 'acmecold01', companyName: 'Acme Cold Chain', trialEndsAt: now + TRIAL_DAYS * 86_400, deviceLimit: TRIAL_DEVICES });
    const company = await platform.app.db.selectFrom('companies').selectAll().where('name', '=', 'Acme Cold Chain').executeTakeFirstOrThrow();
    expect(company).toMatchObject({ trial_ends_at: now + TRIAL_DAYS * 86_400, device_limit: 50, data_interface: 0, parent_id: null, settlement: 'independent' });
    const { data } = await loginAs(platform, 'acmecold01', 'Trial#2024');
    expect(data).toMatchObject({ companyId: company.id, isAdmin: 1, realname: 'Li' });
    expect(data.mustChangePassword).toBeFalsy();
    // the new admin sees their own company only: no demo device
    const devices = await signedInject<{ total: number }>(platform, { method: 'GET', url: '/device', session: { username: 'acmecold01', token: data.token } });
    expect(devices.envelope.data?.total).toBe(0);
  });

  it('refuses bad input field by field, keeping nothing and spending neither the captcha nor the code', async () => {
    const before = await countRows(platform, 'companies');
    const form = await validForm();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ companyName: '   ' }, 'companyName', 'This field is required'],
      [{ contact: '' }, 'contact', 'This field is required'],
      [{ contact: 'Li Lei' }, 'contact', 'Whitespace is not allowed'],
      [{ mobile: '12345' }, 'mobile', 'Mobile format wrong'],
      [{ code: '12' }, 'code', 'Incorrect format'],
      [{ username: 'short' }, 'username', 'The login account must be at least 8 characters, without spaces'],
      [{ username: 'with blank1' }, 'username', 'The login account must be at least 8 characters, without spaces'],
      [{ password: '' }, 'password', 'This field is required'],
      [{ captcha: '' }, 'captcha', 'This field is required'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await register({ ...form, ...change });
      expect(answer.envelope.status, field).toBe(ApiStatus.invalid);
      expect(answer.envelope.data, field).toEqual({ errors: { [field]: message } });
    }
    expect(await countRows(platform, 'companies')).toBe(before);
    // the captcha and the SMS code of `form` are still good
    expect((await register(form)).envelope.status).toBe(ApiStatus.ok);
  });

  it('checks the password rules once decrypted, and refuses a plain password', async () => {
    const key = platform.app.keys.publicKey;
    const short = await register(await validForm('acmecold02', { password: encryptPassword('12345', key) }));
    expect(short.envelope.data).toEqual({ errors: { password: 'At least 6 characters' } });
    const plain = await register(await validForm('acmecold03', { password: 'Trial#2024' }));
    expect(plain.envelope.data).toEqual({ errors: { password: 'The password is not encrypted with the platform key' } });
    const same = await register(await validForm('acmecold04', { password: encryptPassword('acmecold04', key) }));
    expect(same.envelope.data).toEqual({ errors: { password: 'The password must differ from the login account' } });
  });

  it('refuses a wrong captcha (single use), a wrong SMS code, a taken account and a taken company name', async () => {
    const form = await validForm();
    const wrong = await register({ ...form, captcha: form.captcha === '0000' ? '1111' : '0000' });
    expect(wrong.envelope.data).toEqual({ errors: { captcha: 'The verification picture was not answered right: here is another' } });
    // the captcha was spent by the wrong answer
    expect((await register(form)).envelope.data).toEqual({ errors: { captcha: 'The verification picture was not answered right: here is another' } });
    // a captcha drawn for another account does not do
    const other = await captchaFor('someoneelse1');
    expect((await register({ ...form, ...other })).envelope.data).toEqual({ errors: { captcha: 'The verification picture was not answered right: here is another' } });

    const badCode = await register({ ...form, ...(await captchaFor('acmecold01')), code: form.code === '000000' ? '111111' : '000000' });
    expect(badCode.envelope.data).toEqual({ errors: { code: 'The verification code is wrong or expired' } });

    const taken = await register({ ...(await validForm('admin0001')) });
    expect(taken.envelope.data).toEqual({ errors: { username: 'This login account is taken' } });
    const company = await register(await validForm('acmecold05', { companyName: '华东冷链科技有限公司' }));
    expect(company.envelope.data).toEqual({ errors: { companyName: 'A company of this name is registered already' } });
    expect(await platform.app.db.selectFrom('users').select('id').where('username', '=', 'acmecold05').executeTakeFirst()).toBeUndefined();
  });

  it('sends a registration code only for a login account nobody has', async () => {
    await signedInject(platform, { method: 'POST', url: '/sms/code', form: { username: 'admin0001', phone: PHONE, actiontype: SMS_ACTION_REGISTER } });
    expect(await platform.smsCode(PHONE)).toBeUndefined();
    await signedInject(platform, { method: 'POST', url: '/sms/code', form: { username: 'newcomer01', phone: PHONE, actiontype: SMS_ACTION_REGISTER } });
    expect(await platform.smsCode(PHONE)).toMatch(/^\d{6}$/);
  });

  it('is limited per client (429) before the body is read, and refuses a large body by its length', async () => {
    const ip = '203.0.113.50';
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await register({ username: 'x' }, REGISTER_ENTERPRISE_PATH, ip)).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
    const big = await platform.app.inject({
      method: 'POST',
      url: `/api${REGISTER_ENTERPRISE_PATH}`,
      remoteAddress: client(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(64 * 1024), lang: 'en' },
      payload: 'a='.padEnd(64 * 1024, 'a'),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('POST /registered/angent', () => {
  it('registers a company under an agent, and refuses a login account that is not an agent', async () => {
    const notAgent = await register(await validForm('agentsub01', { agent: 'admin0002' }), REGISTER_AGENT_PATH);
    expect(notAgent.envelope.data).toEqual({ errors: { agent: 'No agent has this login account' } });
    const missing = await register(await validForm('agentsub01'), REGISTER_AGENT_PATH);
    expect(missing.envelope.data).toEqual({ errors: { agent: 'This field is required' } });

    await platform.app.db.updateTable('users').set({ account_type: 2 }).where('username', '=', 'admin0002').execute();
    const agentCompany = (await platform.app.db.selectFrom('users').select('company_id').where('username', '=', 'admin0002').executeTakeFirstOrThrow()).company_id;
    const done = await register(await validForm('agentsub01', { agent: 'admin0002', companyName: 'Sub of agent' }), REGISTER_AGENT_PATH);
    expect(done.envelope.status).toBe(ApiStatus.ok);
    const company = await platform.app.db.selectFrom('companies').select(['parent_id', 'settlement']).where('name', '=', 'Sub of agent').executeTakeFirstOrThrow();
    expect(company).toEqual({ parent_id: agentCompany, settlement: 'independent' });
  });
});
