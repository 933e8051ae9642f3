import { useState, type FormEvent } from 'react';
import { showToast } from '../../api';
import { refusalOf, type FormErrors } from '../../components/sms/fieldErrors';
import { useResendCountdown } from '../../components/sms/useResendCountdown';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '../../lib/sms';
import { changePhone, sendPhoneCode } from './accountApi';

type Field = 'newPhone' | 'code';
const FIELDS: readonly Field[] = ['newPhone', 'code'];

export const PHONE_KEYS = {
  sameAsOld: 'app.account.phone.sameAsOld',
  mobileFormat: 'app.account.phone.mobileFormat',
  codeFormat: 'app.account.phone.codeFormat',
  sent: 'app.account.phone.sent',
  done: 'app.account.phone.done',
  failed: 'app.account.phone.failed',
} as const;

/** Spec §5: a mainland mobile that differs from the old one; a key when it is not. */
export function newPhoneIssue(oldPhone: string, newPhone: string): string | null {
  if (!newPhone) return 'validation.required';
  if (!MOBILE_PATTERN.test(newPhone)) return PHONE_KEYS.mobileFormat;
  if (newPhone === oldPhone) return PHONE_KEYS.sameAsOld;
  return null;
}

/**
 * The phone change (spec §3, §7): a code to the new phone by POST /sms/codewithauth, then
 * PUT /account/telephone with the old phone, the new one and the code. "Send code" waits
 * SMS_RESEND_SECONDS between codes. `onChanged` gets the new phone.
 */
export function usePhoneChange(username: string, oldPhone: string, onChanged: (phone: string) => void) {
  const [values, setValues] = useState<Record<Field, string>>({ newPhone: '', code: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'saving' | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useResendCountdown();

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value.trim() }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const refused = (error: unknown) => {
    const refusal = refusalOf(error, FIELDS, PHONE_KEYS.failed);
    setErrors(refusal.errors);
    setFailure(refusal.failure);
  };

  const sendCode = async () => {
    if (busy || countdown.waiting) return;
    setFailure(null);
    const issue = newPhoneIssue(oldPhone, values.newPhone);
    if (issue) {
      setErrors({ newPhone: issue });
      return;
    }
    setBusy('sending');
    try {
      await sendPhoneCode({ username, oldPhone, newPhone: values.newPhone });
      setCodeSent(true);
      countdown.start();
      showToast({ type: 'success', message: PHONE_KEYS.sent });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFailure(null);
    const found: FormErrors<Field> = {};
    const phoneIssue = newPhoneIssue(oldPhone, values.newPhone);
    if (phoneIssue) found.newPhone = phoneIssue;
    if (!SMS_CODE_PATTERN.test(values.code)) found.code = values.code ? PHONE_KEYS.codeFormat : 'validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy('saving');
    try {
      await changePhone({ oldPhone, newPhone: values.newPhone, code: values.code });
      setValues({ newPhone: '', code: '' });
      setCodeSent(false);
      showToast({ type: 'success', message: PHONE_KEYS.done });
      onChanged(values.newPhone);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  return { values, errors, failure, busy, codeSent, resendIn: countdown.left, change, sendCode, submit };
}
