/**
 * Changing one's own password (spec §5 "Accounts and passwords"): the rules the console's form
 * and the server's `PUT /account/password` both apply, as `validation.*` keys of locales/.
 */
import { MAX_CIPHER_LENGTH, MAX_PASSWORD_LENGTH } from './sm2';
import type { FieldIssues } from './validation/compile';

/** Spec §5, §9: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password `defs.schema.json#/$defs/password` accepts: the one the SM2 helper caps ciphertexts by. */
export const PASSWORD_MAX_LENGTH = MAX_PASSWORD_LENGTH;

/** The longest SM2 ciphertext of such a password (src/lib/sm2.ts): anything longer is refused before decrypting (SM2 is slow). */
export const MAX_PASSWORD_CIPHER_HEX = MAX_CIPHER_LENGTH;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_CHANGE_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Characters as the user counts them (an emoji is one), like JSON Schema's minLength. */
const length = (text: string) => [...text].length;

function lengthIssue(text: string): FieldIssues[string] | null {
  if (text === '') return { key: 'validation.required' };
  if (length(text) < PASSWORD_MIN_LENGTH) return { key: 'validation.minLength', params: { limit: PASSWORD_MIN_LENGTH } };
  if (length(text) > PASSWORD_MAX_LENGTH) return { key: 'validation.maxLength', params: { limit: PASSWORD_MAX_LENGTH } };
  return null;
}

/**
 * The field issues of a change, first one per field; null when it may be sent. Whether the old
 * password is right only the server knows (`validation.oldPasswordWrong`).
 */
export function passwordChangeIssues(values: PasswordChange): FieldIssues | null {
  const issues: FieldIssues = {};
  if (values.oldPassword === '') issues.oldPassword = { key: 'validation.required' };
  const fresh = lengthIssue(values.newPassword);
  if (fresh) issues.newPassword = fresh;
  // the server stores passwords NFKC-normalized: 'ａbcdef' would be the old 'abcdef' again
  else if (values.newPassword.normalize('NFKC') === values.oldPassword.normalize('NFKC')) issues.newPassword = { key: 'validation.differsFrom', params: { field: 'oldPassword' } };
  const confirm = lengthIssue(values.confirmPassword);
  if (confirm) issues.confirmPassword = confirm;
  else if (values.confirmPassword !== values.newPassword) issues.confirmPassword = { key: 'validation.sameAs', params: { field: 'newPassword' } };
  return Object.keys(issues).length ? issues : null;
}
