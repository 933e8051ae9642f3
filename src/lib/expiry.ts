/** Spec §9: "Devices expiring soon expire within 3 months." */
export const EXPIRING_SOON_MONTHS = 3;

/**
 * The end (exclusive, unix seconds) of the "expiring soon" window that starts at `nowUnix`:
 * the same time of day `months` calendar months later (UTC); a day the month lacks becomes
 * its last day (30 Nov + 3 months → 28/29 Feb).
 */
export function expiringSoonLimit(nowUnix: number, months: number = EXPIRING_SOON_MONTHS): number {
  const date = new Date(nowUnix * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
