/**
 * Verification codes by SMS (spec §7 /sms/code and /sms/codewithauth): the `actiontype` each flow
 * sends, and how long the console waits before it offers to send another code.
 */
export const SMS_CODE_PATH = '/sms/code';
export const SMS_CODE_WITH_AUTH_PATH = '/sms/codewithauth';

/** The spec names the field but not its values: these are the platform's. */
export const SMS_ACTION = {
  /** /sms/code before POST /auth/forgetpassword */
  resetPassword: 'forgetpassword',
  /** /sms/codewithauth before PUT /account/telephone */
  changePhone: 'changephone',
} as const;

/** Seconds before "send again" (a code lives 5 minutes on the platform). */
export const SMS_RESEND_SECONDS = 60;

/** Mainland mobile, spec §5: 1[3-9] plus 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The 6-digit code the SMS carries. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
