/**
 * Changing one's own password (spec §5; issue 10 §2): `PUT /account/password` with the three
 * passwords SM2-encrypted like the login's. On success the "must change password" step is over.
 */
import { api, getApiConfig, session } from '../api';
import type { PasswordChange } from '../lib/passwordChange';

export const CHANGE_PASSWORD_PATH = '/account/password';

/**
 * Resolves once the server has stored the new password; the user's other sessions are over then.
 * Rejects with the ApiError (field errors at `fieldErrors`), without a toast: the form shows it.
 */
export async function changePassword(values: PasswordChange): Promise<void> {
  // SM2 and its big-integer maths load on submit, as for the login
  const { encryptPassword } = await import('../lib/sm2');
  const key = getApiConfig().sm2PublicKey;
  await api.form('PUT', CHANGE_PASSWORD_PATH, {
    oldPassword: encryptPassword(values.oldPassword, key),
    newPassword: encryptPassword(values.newPassword, key),
    confirmPassword: encryptPassword(values.confirmPassword, key),
  }, undefined, { silent: true });
  session.set({ mustChangePassword: false });
}
