/**
 * The registration form's own checks, before anything is sent (spec §5): what the server checks
 * again with register.body.json. Each problem is a locale key.
 */
import type { RegistrationFields } from '../../lib/registration';
import { CUSTOM_FORMATS } from '../../lib/validation/formats';
import type { RegistrationKind } from '../../providers/registration';

/** What the form holds: the call's fields (src/lib/registration.ts) but its captcha id, and the password confirmed. */
export type RegistrationValues = Required<Omit<RegistrationFields, 'captchaId'>> & { confirm: string };

export const EMPTY_VALUES: RegistrationValues = { companyName: '', contact: '', mobile: '', code: '', username: '', password: '', confirm: '', agent: '', captcha: '' };

export type RegistrationErrors = Partial<Record<keyof RegistrationValues | 'form', string>>;

const REQUIRED = 'app.registration.errors.required';

export function usernameProblem(username: string): string | undefined {
  if (!username.trim()) return REQUIRED;
  return CUSTOM_FORMATS['login-account'].test(username) ? undefined : 'validation.format.login-account';
}

export function mobileProblem(mobile: string): string | undefined {
  if (!mobile.trim()) return REQUIRED;
  return CUSTOM_FORMATS.mobile.test(mobile) ? undefined : 'validation.format.mobile';
}

export function checkRegistration(values: RegistrationValues, kind: RegistrationKind): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.companyName.trim()) errors.companyName = REQUIRED;
  if (!values.contact.trim()) errors.contact = REQUIRED;
  else if (!CUSTOM_FORMATS['no-whitespace'].test(values.contact)) errors.contact = 'validation.format.no-whitespace';
  const mobile = mobileProblem(values.mobile);
  if (mobile) errors.mobile = mobile;
  if (!/^\d{6}$/.test(values.code)) errors.code = values.code ? 'validation.invalid' : REQUIRED;
  const username = usernameProblem(values.username);
  if (username) errors.username = username;
  if (values.password.length < 6) errors.password = values.password ? 'app.registration.hints.password' : REQUIRED;
  else if (values.password === values.username) errors.password = 'app.registration.errors.passwordIsAccount';
  if (values.confirm !== values.password) errors.confirm = 'app.registration.errors.confirmMismatch';
  if (kind === 'agent' && !values.agent.trim()) errors.agent = REQUIRED;
  if (!values.captcha.trim()) errors.captcha = REQUIRED;
  return errors;
}
