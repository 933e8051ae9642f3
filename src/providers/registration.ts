/**
 * Self-registration (spec §2 /registered, §7): the SMS code and the registration call, both
 * without a token. Silent: the page shows each refusal beside its field. The password goes
 * SM2-encrypted like the login's.
 */
import { api, getApiConfig } from '../api';
import { REGISTER_AGENT_PATH, REGISTER_ENTERPRISE_PATH, SMS_ACTION_REGISTER, type RegistrationFields, type RegistrationResult } from '../lib/registration';

export type RegistrationKind = 'enterprise' | 'agent';

export function sendRegistrationCode(username: string, phone: string): Promise<void> {
  return api.form<void>('POST', '/sms/code', { username, phone, actiontype: SMS_ACTION_REGISTER }, undefined, { silent: true });
}

export async function registerCompany(kind: RegistrationKind, fields: RegistrationFields): Promise<RegistrationResult> {
  const { encryptPassword } = await import('../lib/sm2');
  const { agent, ...rest } = fields;
  const form: Record<string, string> = { ...rest, password: encryptPassword(fields.password, getApiConfig().sm2PublicKey) };
  if (kind === 'agent') form.agent = agent ?? '';
  return api.form<RegistrationResult>('POST', kind === 'agent' ? REGISTER_AGENT_PATH : REGISTER_ENTERPRISE_PATH, form, undefined, { silent: true });
}
