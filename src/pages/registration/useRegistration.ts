/**
 * The registration page's logic (spec §2 /registered): the fields and their checks, the captcha
 * (drawn for the login account typed, like the login's), the SMS code with its resend countdown,
 * and the call. A refusal keeps everything typed, shows each server message beside its field and
 * draws a new picture (an answered captcha is spent).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api';
import type { RegistrationResult } from '../../lib/registration';
import { fetchCaptcha, type Captcha } from '../../providers/captcha';
import { registerCompany, sendRegistrationCode, type RegistrationKind } from '../../providers/registration';
import { checkRegistration, EMPTY_VALUES, mobileProblem, usernameProblem, type RegistrationErrors, type RegistrationValues } from './registrationRules';

/** Seconds before another code may be asked for (spec §9: a countdown, its length not given). */
export const RESEND_SECONDS = 60;

function failureOf(error: unknown): RegistrationErrors {
  if (error instanceof ApiError && error.fieldErrors) return error.fieldErrors as RegistrationErrors;
  if (error instanceof ApiError) return { form: error.serverMessage ?? error.message };
  return { form: 'app.registration.failed' };
}

export function useRegistration() {
  const [kind, setKind] = useState<RegistrationKind>('enterprise');
  const [values, setValues] = useState<RegistrationValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const drawnFor = useRef('');

  useEffect(() => {
    if (countdown <= 0) return undefined;
    const timer = setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const change = useCallback((name: keyof RegistrationValues, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  }, []);

  /** A new picture for the login account typed; none until the account is well-formed. */
  const reloadCaptcha = useCallback(async (username: string) => {
    if (usernameProblem(username)) {
      setCaptcha(null);
      return;
    }
    drawnFor.current = username;
    setCaptchaFailed(false);
    try {
      setCaptcha(await fetchCaptcha(username));
      setValues((old) => ({ ...old, captcha: '' }));
    } catch {
      setCaptcha(null);
      setCaptchaFailed(true);
    }
  }, []);

  /** On leaving the account field: the captcha is drawn for that account. */
  const accountDone = useCallback(() => {
    if (values.username !== drawnFor.current) void reloadCaptcha(values.username);
  }, [reloadCaptcha, values.username]);

  const sendCode = useCallback(async () => {
    const problems: RegistrationErrors = {};
    const username = usernameProblem(values.username);
    const mobile = mobileProblem(values.mobile);
    if (username) problems.username = username;
    if (mobile) problems.mobile = mobile;
    if (username || mobile) {
      setErrors((old) => ({ ...old, ...problems, code: 'app.registration.hints.code' }));
      return;
    }
    try {
      await sendRegistrationCode(values.username, values.mobile);
      setCodeSent(true);
      setCountdown(RESEND_SECONDS);
    } catch (error) {
      setErrors((old) => ({ ...old, ...failureOf(error) }));
    }
  }, [values.mobile, values.username]);

  const submit = useCallback(async () => {
    const problems = checkRegistration(values, kind);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setSubmitting(true);
    try {
      const { confirm: _confirm, ...fields } = values;
      setResult(await registerCompany(kind, { ...fields, captchaId: captcha?.captchaId ?? '' }));
    } catch (error) {
      setErrors(failureOf(error));
      // the answer to the picture is spent once the server has looked at it
      await reloadCaptcha(values.username);
    } finally {
      setSubmitting(false);
    }
  }, [captcha, kind, reloadCaptcha, values]);

  return { kind, setKind, values, change, errors, captcha, captchaFailed, reloadCaptcha: () => reloadCaptcha(values.username), accountDone, sendCode, codeSent, countdown, submit, submitting, result };
}

export type Registration = ReturnType<typeof useRegistration>;
