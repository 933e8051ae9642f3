/**
 * Self-registration (spec §2 /registered, §7): the contract shared by the registration page and
 * the server. Both calls go without username/X-Token (contract.ts UNAUTHENTICATED_PATHS).
 */

/** An enterprise registers its own company. */
export const REGISTER_ENTERPRISE_PATH = '/role/registered';
/** An agent's sub-account: a company under the agent named by `agent` (the spec's spelling). */
export const REGISTER_AGENT_PATH = '/registered/angent';

/** `actiontype` of POST /sms/code for a registration: the code is bound to the login account asked for. */
export const SMS_ACTION_REGISTER = 'register';

/** Spec §9: a trial runs 15 days with 50 devices. */
export const TRIAL_DAYS = 15;
export const TRIAL_DEVICES = 50;

/** The form fields of both calls (multipart; the password SM2-encrypted like the login's). */
export interface RegistrationFields {
  companyName: string;
  contact: string;
  mobile: string;
  /** the SMS code sent to `mobile` for `username` */
  code: string;
  username: string;
  password: string;
  captchaId: string;
  captcha: string;
  /** REGISTER_AGENT_PATH only: the agent's login account */
  agent?: string;
}

/** `data` of a successful registration. */
export interface RegistrationResult {
  username: string;
  companyName: string;
  /** unix seconds */
  trialEndsAt: number;
  deviceLimit: number;
}
