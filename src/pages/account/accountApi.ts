/** The calls of the account page (spec §7): profile, avatar, phone change. */
import { api } from '../../api';
import { SMS_ACTION, SMS_CODE_WITH_AUTH_PATH } from '../../lib/sms';

export const ACCOUNT_PATH = '/account';
export const TELEPHONE_PATH = '/account/telephone';
export const AVATAR_PATH = '/fileupload/avatar';

export interface AccountProfile {
  realname: string;
  mobile: string;
  landline: string;
  email: string;
  address: string;
  description: string;
  avatar: string;
}

export type ProfileFields = Omit<AccountProfile, 'avatar'>;
export const PROFILE_FIELDS = ['realname', 'mobile', 'landline', 'email', 'address', 'description'] as const satisfies ReadonlyArray<keyof ProfileFields>;

// silent: each form shows its own refusal at its fields
const quiet = { silent: true };

export const readAccount = () => api.get<AccountProfile>(ACCOUNT_PATH);

export const saveAccount = (values: ProfileFields) => api.form<null>('PUT', ACCOUNT_PATH, { ...values }, undefined, quiet);

export const uploadAvatar = (image: File) => api.form<{ url: string }>('POST', AVATAR_PATH, {}, { image }, quiet);

export const sendPhoneCode = (change: { username: string; oldPhone: string; newPhone: string }) =>
  api.form<null>('POST', SMS_CODE_WITH_AUTH_PATH, { userId: change.username, oldPhone: change.oldPhone, newPhone: change.newPhone, actiontype: SMS_ACTION.changePhone }, undefined, quiet);

export const changePhone = (change: { oldPhone: string; newPhone: string; code: string }) => api.form<null>('PUT', TELEPHONE_PATH, { ...change }, undefined, quiet);
