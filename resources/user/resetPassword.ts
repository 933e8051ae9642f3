import { api } from '../../src/api';

/** PUT /user/{id}/resetpassword (server/routes/user): the password becomes the login account again. */
export function resetPassword(id: string | number): Promise<unknown> {
  return api.put(`/user/${encodeURIComponent(String(id))}/resetpassword`, undefined, undefined, { silent: true });
}
