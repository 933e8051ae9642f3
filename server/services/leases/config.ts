/**
 * Settings of the timer leases (issue 27 §2 "Work that must happen once"), part of
 * PlatformOptions (server/config.ts). Environment variables: configEnv.ts (LEASE_*); the table:
 * the server README.
 */
export interface LeaseOptions {
  /** how long a lease outlives its holder's last renewal: another instance takes over at most this (plus a renewal period) after the holder dies */
  leaseTtlSeconds: number;
  /** how often the holder renews and the others try to take it; 0: a third of the TTL */
  leaseRenewSeconds: number;
}

export const LEASE_DEFAULTS: LeaseOptions = {
  leaseTtlSeconds: 10,
  leaseRenewSeconds: 0,
};

/** The renewal period in milliseconds; a period not shorter than the TTL stops the start with a message. */
export function renewPeriodMs(options: LeaseOptions): number {
  const ttlMs = options.leaseTtlSeconds * 1000;
  if (!(ttlMs > 0)) throw new Error(`LEASE_TTL_SECONDS must be more than 0, got '${options.leaseTtlSeconds}'`);
  const renewMs = options.leaseRenewSeconds > 0 ? options.leaseRenewSeconds * 1000 : ttlMs / 3;
  // a holder renewing no faster than its lease expires would lose it between two renewals
  if (!(renewMs < ttlMs)) throw new Error(`LEASE_RENEW_SECONDS must be shorter than LEASE_TTL_SECONDS (${options.leaseTtlSeconds}), got '${options.leaseRenewSeconds}'`);
  return renewMs;
}
