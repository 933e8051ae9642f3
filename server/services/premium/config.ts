/**
 * Settings of the premium services (issue 30 §2), part of PlatformOptions (server/config.ts).
 * Environment variables: configEnv.ts (BACKUP_MAX_DEVICES, PREMIUM_TICK_SECONDS,
 * BACKUP_UTC_OFFSET_MINUTES); docs/premium-services-and-backups.md has the table.
 */
export interface PremiumOptions {
  /** MaxDevices of spec §5: the most devices one backup configuration may hold (a trial allows at most its 50) */
  backupMaxDevices: number;
  /** how often the premium timer ends due trials and makes due backups, seconds; 0: never (tests tick by hand) */
  premiumTickSeconds: number;
  /** the zone of the backups' 00:00 and 03:00, days, weeks and months (minutes east of UTC; 480: China) */
  backupUtcOffsetMinutes: number;
}

export const PREMIUM_DEFAULTS: PremiumOptions = {
  backupMaxDevices: 100,
  premiumTickSeconds: 60,
  backupUtcOffsetMinutes: 480,
};

/** A setting out of its range stops the start with a message naming it. */
export function checkPremiumOptions(options: PremiumOptions): void {
  const { backupMaxDevices: max, premiumTickSeconds: tick, backupUtcOffsetMinutes: offset } = options;
  if (!Number.isInteger(max) || max < 1 || max > 500) throw new Error(`BACKUP_MAX_DEVICES must be a whole number from 1 to 500, got '${max}'`);
  if (!Number.isFinite(tick) || tick < 0) throw new Error(`PREMIUM_TICK_SECONDS must be 0 or more, got '${tick}'`);
  if (!Number.isInteger(offset) || offset < -720 || offset > 840) throw new Error(`BACKUP_UTC_OFFSET_MINUTES must be whole minutes from -720 to 840, got '${offset}'`);
}
