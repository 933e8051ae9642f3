/** The account page's hooks against the real platform (test/support): profile, avatar, phone change. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { session, subscribeToasts, wrapTransport, type Toast } from '../../api';
import { connectClient, loginAs, OPERATOR } from '../../../test/support/platformClient';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { useAccountProfile } from './useAccountProfile';
import { AVATAR_KEYS, useAvatarUpload } from './useAvatarUpload';
import { PHONE_KEYS, usePhoneChange } from './usePhoneChange';

// one platform for the file (MUI-free hooks, but the platform is slow to start on a shared machine)
let shared: PlatformHarness;
const harness = () => shared;
beforeAll(async () => {
  shared = await startPlatformServer();
  connectClient(shared);
}, 60_000);
afterAll(() => shared.close());
beforeEach(() => loginAs(shared, OPERATOR), 30_000);
afterEach(() => session.clear());
// jsdom's File loses its type on the way through Node's FormData, so the platform refuses every
// upload from here: a success (URL plus timestamp, 80×80, the navbar) is test/e2e/account.e2e.ts'
const GIF = 'GIF89a-avatar';

function toasts(): Toast[] {
  const seen: Toast[] = [];
  onTestFinished(subscribeToasts((toast) => seen.push(toast)));
  return seen;
}
const storedUser = () => harness().platform.app.db.selectFrom('users').selectAll().where('username', '=', OPERATOR.username).executeTakeFirstOrThrow();

describe('useAccountProfile', { timeout: 30_000 }, () => {
  it('loads the profile, keeps what was typed on a refusal, and saves (the navbar greets with the new name)', async () => {
    const { result } = renderHook(() => useAccountProfile());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.values).toMatchObject({ realname: '冷链操作员', mobile: '13900000002', email: 'operator@example.com' });

    act(() => result.current.change('email')('not-an-email'));
    act(() => result.current.change('realname')('Wang'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ email: 'Incorrect email format' });
    expect(result.current.values).toMatchObject({ realname: 'Wang', email: 'not-an-email' });
    expect((await storedUser()).realname).toBe('冷链操作员');

    act(() => result.current.change('email')('wang@example.com'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
    expect(await storedUser()).toMatchObject({ realname: 'Wang', email: 'wang@example.com' });
    expect(session.get().realname).toBe('Wang');
  });

  it('asks for a real name before sending', async () => {
    const { result } = renderHook(() => useAccountProfile());
    await waitFor(() => expect(result.current.loading).toBe(false));
    const sent = harness().count('PUT', '/account');
    act(() => result.current.change('realname')('  '));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ realname: 'validation.required' });
    expect(harness().count('PUT', '/account')).toBe(sent);
  });
});

describe('useAvatarUpload', { timeout: 30_000 }, () => {
  it('refuses another type or over 2 MB before sending', async () => {
    const seen = toasts();
    const { result } = renderHook(() => useAvatarUpload(''));
    await act(() => result.current.upload(new File(['x'], 'me.txt', { type: 'text/plain' })));
    const sent = harness().count('POST', '/fileupload/avatar');
    await act(() => result.current.upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })));
    expect(seen.map((t) => t.message)).toEqual([AVATAR_KEYS.format, AVATAR_KEYS.tooLarge]);
    expect(harness().count('POST', '/fileupload/avatar')).toBe(sent);
  });

  it("shows the server's message on a refusal and the upload error text on a network error (spec §8)", async () => {
    const seen = toasts();
    const before = (await storedUser()).avatar;
    const { result } = renderHook(() => useAvatarUpload('old.png'));
    // a name that says png over bytes that are not
    await act(() => result.current.upload(new File(['not a picture'], 'fake.png', { type: 'image/png' })));
    onTestFinished(wrapTransport(() => () => Promise.reject(new TypeError('Failed to fetch'))));
    await act(() => result.current.upload(new File([GIF], 'me.gif', { type: 'image/gif' })));
    expect(seen.map((t) => [t.type, t.message])).toEqual([
      ['error', expect.stringMatching(/jpg, jpeg, png, gif/)],
      ['error', AVATAR_KEYS.networkError],
    ]);
    expect(result.current.avatar).toBe('old.png');
    expect((await storedUser()).avatar).toBe(before);
  });
});

describe('usePhoneChange', { timeout: 30_000 }, () => {
  const OLD = '13900000002';
  const NEW = '13712345678';

  it('refuses the same phone and a bad one without sending', async () => {
    const sent = harness().count('POST', '/sms/codewithauth');
    const { result } = renderHook(() => usePhoneChange(OPERATOR.username, OLD, () => undefined));
    act(() => result.current.change('newPhone')(OLD));
    await act(() => result.current.sendCode());
    expect(result.current.errors).toEqual({ newPhone: PHONE_KEYS.sameAsOld });
    act(() => result.current.change('newPhone')('12345'));
    await act(() => result.current.sendCode());
    expect(result.current.errors).toEqual({ newPhone: PHONE_KEYS.mobileFormat });
    expect(harness().count('POST', '/sms/codewithauth')).toBe(sent);
  });

  it('sends a code, counts down before another, keeps what was typed on a wrong code, and changes the phone with the right one', async () => {
    const changed = vi.fn();
    const sent = harness().count('POST', '/sms/codewithauth');
    const { result } = renderHook(() => usePhoneChange(OPERATOR.username, OLD, changed));
    act(() => result.current.change('newPhone')(NEW));
    await act(() => result.current.sendCode());
    expect(result.current.resendIn).toBe(60);
    await act(() => result.current.sendCode());
    expect(harness().count('POST', '/sms/codewithauth')).toBe(sent + 1);

    const code = (await harness().platform.smsCode(NEW))!;
    const wrong = code === '000000' ? '111111' : '000000';
    act(() => result.current.change('code')(wrong));
    await act(() => result.current.submit());
    expect(result.current.errors.code).toBe('The verification code is wrong or expired');
    expect(result.current.values).toEqual({ newPhone: NEW, code: wrong });
    expect((await storedUser()).mobile).toBe(OLD);

    act(() => result.current.change('code')(code));
    await act(() => result.current.submit());
    expect(changed).toHaveBeenCalledWith(NEW);
    expect((await storedUser()).mobile).toBe(NEW);
  });
});
