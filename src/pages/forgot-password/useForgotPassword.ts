import { useState, type FormEvent } from 'react';
import { api, getApiConfig, toFormData } from '../../api';
import { refusalOf, type FormErrors } from '../../components/sms/fieldErrors';
import { useResendCountdown } from '../../components/sms/useResendCountdown';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/passwordChange';
import { MOBILE_PATTERN, SMS_ACTION, SMS_CODE_PATH, SMS_CODE_PATTERN } from '../../lib/sms';

export const FORGET_PASSWORD_PATH = '/auth/forgetpassword';

export type ResetField = 'username' | 'phone' | 'code' | 'password' | 'confirmPassword';
export type ResetValues = Record<ResetField, string>;
const FIELDS: readonly ResetField[] = ['username', 'phone', 'code', 'password', 'confirmPassword'];
const EMPTY: ResetValues = { username: '', phone: '', code: '', password: '', confirmPassword: '' };

export const RESET_KEYS = {
  mobileFormat: 'app.forgotPassword.mobileFormat',
  codeFormat: 'app.forgotPassword.codeFormat',
  sent: 'app.forgotPassword.sent',
  failed: 'app.forgotPassword.failed',
} as const;

const length = (text: string) => [...text].length;

/** Step 1's rules: an account and a mainland mobile (spec §5). */
export function identifyIssues(values: ResetValues): FormErrors<ResetField> {
  const issues: FormErrors<ResetField> = {};
  if (!values.username.trim()) issues.username = 'validation.required';
  if (!values.phone) issues.phone = 'validation.required';
  else if (!MOBILE_PATTERN.test(values.phone)) issues.phone = RESET_KEYS.mobileFormat;
  return issues;
}

/** Step 2's rules: the 6-digit code, a password of at least 6 characters, typed twice alike (spec §5). */
export function resetIssues(values: ResetValues): FormErrors<ResetField> {
  const issues: FormErrors<ResetField> = identifyIssues(values);
  if (!SMS_CODE_PATTERN.test(values.code)) issues.code = values.code ? RESET_KEYS.codeFormat : 'validation.required';
  if (!values.password) issues.password = 'validation.required';
  else if (length(values.password) < PASSWORD_MIN_LENGTH || length(values.password) > PASSWORD_MAX_LENGTH) issues.password = 'app.forgotPassword.passwordLength';
  if (!values.confirmPassword) issues.confirmPassword = 'validation.required';
  else if (values.confirmPassword !== values.password) issues.confirmPassword = 'validation.sameAs';
  return issues;
}

/**
 * The forgotten password (spec §7, issue 28 §4): the account and its phone, POST /sms/code
 * (actiontype for a reset), then the code and the new password twice, POST /auth/forgetpassword
 * with the password SM2-encrypted. The platform answers alike whether or not the phone is the
 * account's, so the page says only that a code was sent if they match. What was typed stays on
 * every refusal (a wrong code, a rate limit, a network error).
 */
export function useForgotPassword(initialUsername = '') {
  const [values, setValues] = useState<ResetValues>({ ...EMPTY, username: initialUsername });
  const [errors, setErrors] = useState<FormErrors<ResetField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState<'identify' | 'reset' | 'done'>('identify');
  const [busy, setBusy] = useState(false);
  const countdown = useResendCountdown();

  const change = (field: ResetField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'password' || field === 'confirmPassword' ? value : value.trim() }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const refused = (error: unknown) => {
    const refusal = refusalOf(error, FIELDS, RESET_KEYS.failed);
    setErrors(refusal.errors);
    setFailure(refusal.failure);
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || countdown.waiting) return;
    setFailure(null);
    const issues = identifyIssues(values);
    setErrors(issues);
    if (Object.keys(issues).length) return;
    setBusy(true);
    try {
      const answer = await api.envelope<null>({ method: 'POST', url: SMS_CODE_PATH, data: toFormData({ username: values.username, phone: values.phone, actiontype: SMS_ACTION.resetPassword }), silent: true });
      setNotice(answer.message || RESET_KEYS.sent);
      countdown.start();
      setStep('reset');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFailure(null);
    const issues = resetIssues(values);
    setErrors(issues);
    if (Object.keys(issues).length) return;
    setBusy(true);
    try {
      // SM2 loads on submit, as for the login
      const { encryptPassword } = await import('../../lib/sm2');
      const password = encryptPassword(values.password, getApiConfig().sm2PublicKey);
      await api.form('POST', FORGET_PASSWORD_PATH, { username: values.username, phone: values.phone, code: values.code, password }, undefined, { silent: true });
      setValues((v) => ({ ...v, code: '', password: '', confirmPassword: '' }));
      setStep('done');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Back to the account and phone (another phone, or a code that never came). */
  const back = () => {
    setStep('identify');
    setFailure(null);
    setNotice(null);
  };

  return { values, errors, failure, notice, step, busy, resendIn: countdown.left, change, sendCode, submit, back };
}

