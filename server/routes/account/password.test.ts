import { ApiStatus, type LoginData, type UserInfo } from '../../../src/lib/contract';
import { encryptPassword } from '../../../src/lib/sm2';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;

beforeEach(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterEach(() => platform.close());

const encrypt = (text: string) => encryptPassword(text, platform.app.keys.publicKey);

function changePassword(session: TestSession, oldPassword: string, newPassword: string, confirmPassword = newPassword) {
  return signedInject(platform, {
    method: 'PUT',
    url: '/account/password',
    session,
    form: { oldPassword: encrypt(oldPassword), newPassword: encrypt(newPassword), confirmPassword: encrypt(confirmPassword) },
  });
}

const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Record<string, string> } | undefined)?.errors;

async function createUser(username: string): Promise<number> {
  const role = await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').executeTakeFirstOrThrow();
  const created = await signedInject<{ id: number }>(platform, {
    method: 'POST',
    url: '/user',
    session: admin,
    json: { username, realname: 'Newcomer', roleId: role.id, organizationId: 1 },
  });
  expect(created.statusCode, JSON.stringify(created.envelope)).toBe(200);
  return created.envelope.data!.id;
}

async function flagOf(username: string): Promise<number> {
  return (await platform.app.db.selectFrom('users').select('must_change_password').where('username', '=', username).executeTakeFirstOrThrow()).must_change_password;
}

const get = (url: string, session: TestSession) => signedInject(platform, { method: 'GET', url, session });

describe('must change password (issue 10 §2)', () => {
  it('does not mark the seeded demo accounts: they log straight in', async () => {
    const { data } = await loginAs(platform, 'operator01');
    expect(data.mustChangePassword).toBeUndefined();
    expect((await get('/menu/routerinfo?showall=true', admin)).envelope.status).toBe(ApiStatus.ok);
  });

  it('marks a new user, refuses every other call until the change, then lets everything through', async () => {
    await createUser('newuser01');
    // spec §9: the initial password is the login account
    const { session, data } = await loginAs(platform, 'newuser01', 'newuser01');
    expect(data.mustChangePassword).toBe(true);

    for (const [method, url] of [
      ['GET', '/menu/routerinfo?showall=true'],
      ['GET', '/device'],
      ['GET', '/account'],
      ['PUT', '/account'],
      ['GET', '/operation/permission?menuname=Dashboard'],
    ] as const) {
      const refused = await signedInject(platform, { method, url, session, ...(method === 'PUT' ? { form: { realname: 'x' } } : {}) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.envelope).toMatchObject({ status: ApiStatus.passwordChangeRequired, message: 'Please change your password first' });
    }
    // the session itself still works: its info (with the flag), a refresh, and the change
    const info = await get('/auth/info', session);
    expect(info.envelope.status).toBe(ApiStatus.ok);
    expect((info.envelope.data as UserInfo).mustChangePassword).toBe(true);
    expect((await get('/auth/token', session)).envelope.status).toBe(ApiStatus.ok);
    const { session: fresh } = await loginAs(platform, 'newuser01', 'newuser01');

    const changed = await changePassword(fresh, 'newuser01', 'MyOwn#Pass1');
    expect(changed.envelope).toMatchObject({ status: ApiStatus.ok, message: 'Password changed' });
    expect(await flagOf('newuser01')).toBe(0);
    expect((await get('/menu/routerinfo?showall=true', fresh)).envelope.status).toBe(ApiStatus.ok);
    expect((await get('/auth/info', fresh)).envelope.data).not.toHaveProperty('mustChangePassword');

    await expect(loginAs(platform, 'newuser01', 'newuser01')).rejects.toThrow(/status 0/);
    const again = await loginAs(platform, 'newuser01', 'MyOwn#Pass1');
    expect(again.data.mustChangePassword).toBeUndefined();
  });

  it('marks the account again when an admin resets it, and ends its sessions at once', async () => {
    const operator = (await loginAs(platform, 'operator01')).session;
    const operatorId = (await platform.app.db.selectFrom('users').select('id').where('username', '=', 'operator01').executeTakeFirstOrThrow()).id;
    const reset = await signedInject(platform, { method: 'PUT', url: `/user/${operatorId}/resetpassword`, session: admin });
    expect(reset.envelope.status).toBe(ApiStatus.ok);

    // the operator's open session is over: its next call gets the token status, and no refresh
    const next = await get('/auth/info', operator);
    expect(next.statusCode).toBe(401);
    expect(next.envelope.status).toBe(ApiStatus.tokenInvalid);
    expect((await get('/auth/token', operator)).envelope.status).toBe(ApiStatus.tokenInvalid);
    // the admin who reset it goes on
    expect((await get('/auth/info', admin)).envelope.status).toBe(ApiStatus.ok);

    await expect(loginAs(platform, 'operator01')).rejects.toThrow(/status 0/);
    const { data } = await loginAs(platform, 'operator01', 'operator01');
    expect(data.mustChangePassword).toBe(true);
  });

  it('keeps the session of an admin who resets their own password, and ends their others', async () => {
    const other = (await loginAs(platform, 'admin0001')).session;
    const adminId = (await platform.app.db.selectFrom('users').select('id').where('username', '=', 'admin0001').executeTakeFirstOrThrow()).id;
    expect((await signedInject(platform, { method: 'PUT', url: `/user/${adminId}/resetpassword`, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await get('/auth/info', other)).envelope.status).toBe(ApiStatus.tokenInvalid);
    const info = await get('/auth/info', admin);
    expect(info.envelope.status).toBe(ApiStatus.ok);
    expect((info.envelope.data as UserInfo).mustChangePassword).toBe(true);
  });
});

describe('PUT /account/password', () => {
  it('ends every other session of the user at once, and keeps the one that changed it', async () => {
    const first = (await loginAs(platform, 'operator01')).session;
    const second = (await loginAs(platform, 'operator01')).session;
    expect((await changePassword(first, 'Oper@1234', 'Changed#42')).envelope.status).toBe(ApiStatus.ok);

    const refused = await get('/auth/info', second);
    expect(refused.statusCode).toBe(401);
    expect(refused.envelope.status).toBe(ApiStatus.tokenInvalid);
    expect((await get('/auth/token', second)).envelope.status).toBe(ApiStatus.tokenInvalid);
    expect((await get('/auth/info', first)).envelope.status).toBe(ApiStatus.ok);
    // another user's sessions are not touched
    expect((await get('/auth/info', admin)).envelope.status).toBe(ApiStatus.ok);
  });

  it.each([
    ['nothing', { oldPassword: '', newPassword: '', confirmPassword: '' }, { oldPassword: 'This field is required', newPassword: 'This field is required', confirmPassword: 'This field is required' }],
    ['a new password under 6 characters', { oldPassword: 'Oper@1234', newPassword: 'abcde', confirmPassword: 'abcde' }, { newPassword: 'At least 6 characters', confirmPassword: 'At least 6 characters' }],
    ['a confirmation that differs', { oldPassword: 'Oper@1234', newPassword: 'Changed#42', confirmPassword: 'Changed#43' }, { confirmPassword: 'The two entries do not match' }],
    ['the old password again', { oldPassword: 'Oper@1234', newPassword: 'Oper@1234', confirmPassword: 'Oper@1234' }, { newPassword: 'The new value must differ from the original' }],
    ['the old password in full-width letters', { oldPassword: 'Oper@1234', newPassword: 'Ｏper@1234', confirmPassword: 'Ｏper@1234' }, { newPassword: 'The new value must differ from the original' }],
    ['a wrong old password', { oldPassword: 'not-my-password', newPassword: 'Changed#42', confirmPassword: 'Changed#42' }, { oldPassword: 'The current password is incorrect' }],
  ])('refuses %s with field errors and stores nothing', async (_name, values, errors) => {
    const { session } = await loginAs(platform, 'operator01');
    const before = await platform.app.db.selectFrom('users').select(['password_hash', 'must_change_password']).where('username', '=', 'operator01').executeTakeFirstOrThrow();
    const form = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '' ? '' : encrypt(value)]));
    const response = await signedInject(platform, { method: 'PUT', url: '/account/password', session, form });
    expect(response.statusCode).toBe(422);
    expect(response.envelope.status).toBe(ApiStatus.invalid);
    expect(errorsOf(response)).toEqual(errors);
    const after = await platform.app.db.selectFrom('users').select(['password_hash', 'must_change_password']).where('username', '=', 'operator01').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers the field errors in the request language', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const response = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session,
      lang: 'zh-CN',
      form: { oldPassword: encrypt('wrong-one'), newPassword: encrypt('Changed#42'), confirmPassword: encrypt('Changed#42') },
    });
    expect(errorsOf(response)).toEqual({ oldPassword: '原密码错误' });
  });

  it('refuses passwords sent in plain text, and a ciphertext too long to be a password', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const plain = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session,
      form: { oldPassword: 'Oper@1234', newPassword: 'Changed#42', confirmPassword: 'Changed#42' },
    });
    expect(errorsOf(plain)).toEqual({
      oldPassword: 'The password is not encrypted with the platform key',
      newPassword: 'The password is not encrypted with the platform key',
      confirmPassword: 'The password is not encrypted with the platform key',
    });
    const huge = `04${'a'.repeat(1500)}`;
    const long = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session,
      form: { oldPassword: encrypt('Oper@1234'), newPassword: huge, confirmPassword: huge },
    });
    expect(errorsOf(long)).toMatchObject({ newPassword: 'The password is not encrypted with the platform key' });
    await loginAs(platform, 'operator01'); // unchanged
  });

  it('refuses a body larger than three passwords need before reading it', async () => {
    const { session } = await loginAs(platform, 'operator01');
    const response = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session,
      form: { oldPassword: encrypt('Oper@1234'), newPassword: encrypt('Changed#42'), confirmPassword: encrypt('Changed#42'), padding: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    await loginAs(platform, 'operator01'); // unchanged
  });

  it('locks the change for the window after 5 wrong old passwords, even with the right one', async () => {
    const { session } = await loginAs(platform, 'operator01');
    for (let i = 0; i < 5; i += 1) {
      expect(errorsOf(await changePassword(session, `guess-${i}`, 'Changed#42'))).toEqual({ oldPassword: 'The current password is incorrect' });
    }
    const locked = await changePassword(session, 'Oper@1234', 'Changed#42');
    expect(locked.statusCode).toBe(429);
    expect(locked.envelope).toMatchObject({ status: ApiStatus.failed, message: 'Too many wrong passwords, please try again later' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // another session of the same account is locked too: the count is per account
    const other = (await loginAs(platform, 'operator01')).session;
    expect((await changePassword(other, 'Oper@1234', 'Changed#42')).statusCode).toBe(429);
    // another account is not
    expect((await changePassword(admin, 'Admin@123', 'Changed#42')).envelope.status).toBe(ApiStatus.ok);

    platform.clock.advance(Number(locked.headers['retry-after']));
    const { session: later } = await loginAs(platform, 'operator01');
    expect((await changePassword(later, 'Oper@1234', 'Changed#42')).envelope.status).toBe(ApiStatus.ok);
    // nine password checks (scrypt on purpose) and three sign-ins: seconds on a loaded two-core machine
  }, 60_000);

  it('takes its limit from the configuration', async () => {
    await platform.close();
    platform = await createTestPlatform({ passwordChangeMaxFailures: 2, passwordChangeWindowSeconds: 60 });
    const { session } = await loginAs(platform, 'operator01');
    await changePassword(session, 'guess-1', 'Changed#42');
    await changePassword(session, 'guess-2', 'Changed#42');
    const locked = await changePassword(session, 'Oper@1234', 'Changed#42');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('clears the mark when the user sets a password through the forgotten-password SMS', async () => {
    await createUser('smsuser01');
    await platform.app.db.updateTable('users').set({ mobile: '13700000077' }).where('username', '=', 'smsuser01').execute();
    const { session } = await loginAs(platform, 'smsuser01', 'smsuser01');
    const sent = await signedInject(platform, { method: 'POST', url: '/sms/code', form: { username: 'smsuser01', phone: '13700000077', actiontype: 'forgetpassword' } });
    expect(sent.envelope.status, JSON.stringify(sent.envelope)).toBe(ApiStatus.ok);
    const code = await platform.smsCode('13700000077');
    expect(code).toBeDefined();
    const reset = await signedInject(platform, {
      method: 'POST',
      url: '/auth/forgetpassword',
      form: { username: 'smsuser01', phone: '13700000077', code: code!, password: encrypt('ViaSms#123') },
    });
    expect(reset.envelope.status).toBe(ApiStatus.ok);
    expect(await flagOf('smsuser01')).toBe(0);
    expect((await get('/auth/info', session)).envelope.status).toBe(ApiStatus.tokenInvalid);
    const { data } = await loginAs(platform, 'smsuser01', 'ViaSms#123');
    expect((data as LoginData).mustChangePassword).toBeUndefined();
  });
});
