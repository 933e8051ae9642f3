/** Pure session arithmetic (spec §3, §4, §9). */

/** Spec §4: isAdmin is true when the admin value is 1 or less. */
export function isAdminValue(admin: unknown): boolean {
  // Number('') is 0, which would make a missing value an admin.
  const value = typeof admin === 'string' ? (admin.trim() === '' ? NaN : Number(admin)) : admin;
  return typeof value === 'number' && Number.isFinite(value) && value <= 1;
}

/** Spec §4: after a successful login or refresh, expiry = tokentime + the current unix time. */
export function expiryFrom(tokentime: number, nowUnix: number): number {
  return nowUnix + tokentime;
}

/** A token whose expiry time exists and has passed needs a refresh before the next request. */
export function isExpired(expireTime: number | null | undefined, nowUnix: number): boolean {
  return typeof expireTime === 'number' && expireTime > 0 && nowUnix >= expireTime;
}

/** Defaults of spec §9 for the user-info fields the server may omit. */
export const SESSION_DEFAULTS = {
  pageRefreshInterval: 300,
  ReportCheckTimeRange: 31,
  ShowReportWarningInfo: false,
  deviceInfoShowDetail: 0,
} as const;
