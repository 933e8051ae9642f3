/** The forgotten password's hook against the real platform (test/support), with no session. */
import { act, renderHook } from '@testing-library/react';
import { session } from '../../api';
import { encryptPassword } from '../../lib/sm2';
import { signedInject } from '../../../test/support/testPlatform';
import { connectClient, OPERATOR } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { RESET_KEYS, useForgotPassword } from './useForgotPassword';

let harness: PlatformHarness;
beforeAll(async () => {
  harness = await startPlatformServer();
  connectClient(harness);
}, 60_000);
afterAll(() => harness.close());
afterEach(() => session.clear());

const PHONE = '13900000002';
const NEW_PASSWORD = 'Forgot#2026';

async function logsInWith(password: string): Promise<boolean> {
  const { platform } = harness;
  const answer = await signedInject(platform, {
    method: 'POST',
    url: '/auth/login',
    form: { username: OPERATOR.username, password: encryptPassword(password, platform.app.keys.publicKey), serviceloginkey: '', identifier: 't', v: '1', agentToken: '' },
  });
  return answer.envelope.status === '1';
}

describe('useForgotPassword', { timeout: 30_000 }, () => {
  it('checks account and phone before sending', async () => {
    const { result } = renderHook(() => useForgotPassword());
    act(() => result.current.change('phone')('123'));
    await act(() => result.current.sendCode());
    expect(result.current.errors).toEqual({ username: 'validation.required', phone: RESET_KEYS.mobileFormat });
    expect(result.current.step).toBe('identify');
    expect(harness.count('POST', '/sms/code')).toBe(0);
  });

  it('says the same for a phone that is not the account\'s, and sends no code then', async () => {
    const { result } = renderHook(() => useForgotPassword(OPERATOR.username));
    act(() => result.current.change('phone')('13911112222'));
    await act(() => result.current.sendCode());
    expect(result.current.step).toBe('reset');
    expect(result.current.notice).toMatch(/code/i);
    expect(await harness.platform.smsCode('13911112222')).toBeUndefined();
  });

  it('resets with the code: a wrong code keeps everything typed, the right one changes the password', async () => {
    const { result } = renderHook(() => useForgotPassword(OPERATOR.username));
    act(() => result.current.change('phone')(PHONE));
    await act(() => result.current.sendCode());
    expect(result.current.step).toBe('reset');
    expect(result.current.resendIn).toBe(60);
    const code = (await harness.platform.smsCode(PHONE))!;
    expect(code).toMatch(/^\d{6}$/);

    act(() => result.current.change('password')(NEW_PASSWORD));
    act(() => result.current.change('confirmPassword')('Other#2026'));
    await act(() => result.current.submit());
    expect(result.current.errors).toMatchObject({ code: 'validation.required', confirmPassword: 'validation.sameAs' });

    const wrong = code === '000000' ? '111111' : '000000';
    act(() => result.current.change('code')(wrong));
    act(() => result.current.change('confirmPassword')(NEW_PASSWORD));
    await act(() => result.current.submit());
    expect(result.current.errors.code).toBe('The verification code is wrong or expired');
    expect(result.current.values).toEqual({ username: OPERATOR.username, phone: PHONE, code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(await logsInWith(OPERATOR.password)).toBe(true);

    act(() => result.current.change('code')(code));
    await act(() => result.current.submit());
    expect(result.current.step).toBe('done');
    expect(await logsInWith(NEW_PASSWORD)).toBe(true);
    expect(await logsInWith(OPERATOR.password)).toBe(false);
  });
});
