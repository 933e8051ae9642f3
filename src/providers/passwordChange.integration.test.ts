/**
 * The console's password change and its effect on the user's other sessions, through the real
 * api client against the real platform (test/support).
 */
import { ApiError, api, session } from '../api';
import { ApiStatus } from '../lib/contract';
import { encryptPassword } from '../lib/sm2';
import { loginAs as serverLogin, signedInject } from '../../test/support/testPlatform';
import { connectClient, loginAs, OPERATOR, type ConnectedClient } from '../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../test/support/platformServer';
import { changePassword } from './passwordChange';

let harness: PlatformHarness;
let client: ConnectedClient;

beforeEach(async () => {
  harness = await startPlatformServer();
  client = connectClient(harness);
});
afterEach(async () => {
  session.clear();
  await harness.close();
});

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('changing the password ends the other sessions', () => {
  it("logs this console out when the same user changes the password elsewhere: '-2', no refresh, session lost", async () => {
    await loginAs(harness, OPERATOR);
    const { platform } = harness;
    const elsewhere = (await serverLogin(platform, OPERATOR.username, OPERATOR.password)).session;
    const encrypt = (text: string) => encryptPassword(text, platform.app.keys.publicKey);
    const changed = await signedInject(platform, {
      method: 'PUT',
      url: '/account/password',
      session: elsewhere,
      form: { oldPassword: encrypt(OPERATOR.password), newPassword: encrypt('Changed#42'), confirmPassword: encrypt('Changed#42') },
    });
    expect(changed.envelope.status).toBe(ApiStatus.ok);

    const error = await rejection(api.get('/auth/info'));
    expect(error.status).toBe(ApiStatus.tokenInvalid);
    // the wire tried its one refresh, which the revoked session cannot get, and gave up
    expect(harness.count('GET', '/auth/token')).toBe(1);
    expect(client.onSessionLost).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBe('');
  });

  it('keeps the console that changed it, and logs out the other', async () => {
    const { platform } = harness;
    const other = (await serverLogin(platform, OPERATOR.username, OPERATOR.password)).session;
    await loginAs(harness, OPERATOR);
    await changePassword({ oldPassword: OPERATOR.password, newPassword: 'Changed#42', confirmPassword: 'Changed#42' });
    await expect(api.get('/auth/info')).resolves.toMatchObject({ username: OPERATOR.username });
    expect(client.onSessionLost).not.toHaveBeenCalled();
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session: other })).envelope.status).toBe(ApiStatus.tokenInvalid);
  });
});

describe('an account that must change its password', () => {
  it("learns it from the login, and from any '-7' answer", async () => {
    const { platform } = harness;
    await platform.app.db.updateTable('users').set({ must_change_password: 1 }).where('username', '=', OPERATOR.username).execute();
    await loginAs(harness, OPERATOR);
    expect(session.get().mustChangePassword).toBe(true);

    session.set({ mustChangePassword: false }); // as if the console had missed it
    const error = await rejection(api.get('/menu/routerinfo', { showall: true }, { silent: true }));
    expect(error.status).toBe(ApiStatus.passwordChangeRequired);
    expect(error.httpStatus).toBe(403);
    expect(session.get().mustChangePassword).toBe(true);

    await changePassword({ oldPassword: OPERATOR.password, newPassword: 'Changed#42', confirmPassword: 'Changed#42' });
    expect(session.get().mustChangePassword).toBe(false);
    await expect(api.get('/menu/routerinfo', { showall: true })).resolves.toBeDefined();
  });
});
