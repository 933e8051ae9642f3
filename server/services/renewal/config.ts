/**
 * Settings of device renewal (issue 28 §3) and of the registered trials (§5), part of PlatformOptions
 * (server/config.ts). Environment variables: configEnv.ts (RENEWAL_*, SEED_RENEWAL_NOTICE,
 * TRIAL_DEVICE_LIMIT); the table: the server README.
 */
import { TRIAL_DEVICES } from '../../../src/lib/registration';

export interface RenewalOptions {
  /** whole yuan for one device for one year */
  renewalPricePerYear: number;
  /** seconds a WeChat payment QR code can be paid (spec §9: the flow has a timeout, its value not given) */
  renewalQrTimeoutSeconds: number;
  /**
   * whether the WeChat QR flow is offered: this reference server has no payment provider, so the
   * flow is a simulation whose "paid" comes from the page's simulate button; offered in development only
   * (a renewal would otherwise be free)
   */
  renewalWechatSimulated: boolean;
  /** with the demo data, its renewal notice too; false: the demo without it (the tests' platforms and e2e servers, whose every login would meet the dialog) */
  seedRenewalNotice: boolean;
  /** the devices a trial company (companies.trial_ends_at set) may have, spec §9: 50; a registration records it as the company's device_limit */
  trialDeviceLimit: number;
}

/** A setting out of its range stops the start with a message naming it. */
export function checkTrialOptions(options: Pick<RenewalOptions, 'trialDeviceLimit'>): void {
  const limit = options.trialDeviceLimit;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`TRIAL_DEVICE_LIMIT must be a whole number of 1 or more, got '${limit}'`);
}

export const RENEWAL_DEFAULTS: RenewalOptions = {
  renewalPricePerYear: 60,
  renewalQrTimeoutSeconds: 120,
  renewalWechatSimulated: true,
  seedRenewalNotice: true,
  trialDeviceLimit: TRIAL_DEVICES,
};
