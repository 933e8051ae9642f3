/** The company's authorization codes (docking keys), GET/POST/DELETE /authcode. Silent: the pages show their own states. */
import { api } from '../api';
import { AUTH_CODE_PATH, type AuthCodeList, type CreatedAuthCode } from '../lib/docking';

export const fetchAuthCodes = (): Promise<AuthCodeList> => api.get<AuthCodeList>(AUTH_CODE_PATH, undefined, { silent: true });
export const createAuthCode = (description: string): Promise<CreatedAuthCode> =>
  api.form<CreatedAuthCode>('POST', AUTH_CODE_PATH, { description }, undefined, { silent: true });
export const revokeAuthCode = (id: number): Promise<void> => api.delete<void>(`${AUTH_CODE_PATH}/${id}`, undefined, { silent: true });
