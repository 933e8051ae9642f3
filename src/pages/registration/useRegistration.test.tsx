/**
 * The registration page's logic against the real platform (test/support/platformServer.ts): the
 * form's own checks, the captcha drawn for the account, the SMS code and its countdown, a refusal
 * that keeps what was typed, and the trial company made.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi, session } from '../../api';
import { TRIAL_DAYS } from '../../lib/registration';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { RESEND_SECONDS, useRegistration } from './useRegistration';

let harness: PlatformHarness;
beforeEach(async () => {
  harness = await startPlatformServer();
  configureApi(harness.config, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() });
  session.clear();
});
afterEach(() => harness.close());

const companies = async () => Number((await harness.platform.app.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function filled() {
  const view = renderHook(() => useRegistration());
  const typed = { companyName: 'Hook Cold', contact: 'Zhao', username: 'hooktrial1', password: 'Trial#99', confirm: 'Trial#99', mobile: '13711112222' } as const;
  act(() => {
    for (const [name, value] of Object.entries(typed)) view.result.current.change(name as keyof typeof typed, value);
  });
  act(() => view.result.current.accountDone());
  await waitFor(() => expect(view.result.current.captcha).not.toBeNull());
  await act(() => view.result.current.sendCode());
  expect(view.result.current.countdown).toBe(RESEND_SECONDS);
  const code = (await harness.platform.smsCode('13711112222'))!;
  const answer = (await harness.platform.captchaAnswer(view.result.current.captcha!.captchaId))!;
  act(() => {
    view.result.current.change('code', code);
    view.result.current.change('captcha', answer);
  });
  return { view, answer };
}

describe('useRegistration', () => {
  it('checks the form before sending anything', async () => {
    const before = await companies();
    const { result } = renderHook(() => useRegistration());
    act(() => {
      result.current.change('username', 'short');
      result.current.change('password', 'Trial#99');
      result.current.change('confirm', 'Trial#98');
      result.current.change('mobile', '123');
    });
    await act(() => result.current.submit());
    expect(result.current.errors).toMatchObject({
      companyName: 'app.registration.errors.required',
      username: 'validation.format.login-account',
      confirm: 'app.registration.errors.confirmMismatch',
      mobile: 'validation.format.mobile',
      code: 'app.registration.errors.required',
    });
    // no code is asked for a malformed account or phone
    await act(() => result.current.sendCode());
    expect(result.current.countdown).toBe(0);
    expect(await companies()).toBe(before);
  });

  it('keeps what was typed on a refusal, shows the server message and draws a new picture', async () => {
    const { view, answer } = await filled();
    const first = view.result.current.captcha!.captchaId;
    act(() => view.result.current.change('captcha', answer === '0000' ? '1111' : '0000'));
    await act(() => view.result.current.submit());
    expect(view.result.current.errors.captcha).toBe('The verification picture was not answered right: here is another');
    expect(view.result.current.values).toMatchObject({ companyName: 'Hook Cold', username: 'hooktrial1', password: 'Trial#99' });
    await waitFor(() => expect(view.result.current.captcha?.captchaId).not.toBe(first));
    expect(view.result.current.result).toBeNull();
  });

  it('makes the trial company and answers its end', async () => {
    const { view } = await filled();
    await act(() => view.result.current.submit());
    const now = Math.floor(harness.platform.clock.now() / 1000);
    expect(view.result.current.result).toEqual({ username: 'hooktrial1', companyName: 'Hook Cold', trialEndsAt: now + TRIAL_DAYS * 86_400, deviceLimit: 50 });
  });
});
