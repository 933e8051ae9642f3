import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api';
import { PASSWORD_CHANGE_FIELDS, passwordChangeIssues, type PasswordChange } from '../../lib/passwordChange';
import type { Message } from '../../lib/validation';
import { changePassword } from '../../providers/passwordChange';

type Field = keyof PasswordChange;
/** A translation key with its parameters, or the server's own text as the key (shown as is). */
export type PasswordChangeErrors = Partial<Record<Field, Message>>;

export const CHANGE_FAILED = 'app.password.failed';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change-password form logic: the spec §5 rules before sending (src/lib/passwordChange.ts, the
 * server's own), the server's field errors at their fields, and what the user typed kept on any
 * refusal.
 */
export function useChangePasswordForm(onSuccess: () => void) {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const found = passwordChangeIssues(values) ?? {};
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      onSuccess();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const atFields = Object.fromEntries(
        PASSWORD_CHANGE_FIELDS.filter((name) => fieldErrors[name]).map((name) => [name, { key: fieldErrors[name] as string }]),
      );
      setErrors(atFields);
      // a message at the form when no field holds it (locked, network, …)
      if (!Object.keys(atFields).length) setFailure(error instanceof Error && error.message ? error.message : CHANGE_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, failure, submitting, change, submit };
}
