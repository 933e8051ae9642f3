/**
 * Settings of device renewal (issue 28 §3), part of PlatformOptions (server/config.ts).
 * Environment variables: configEnv.ts (RENEWAL_*, SEED_RENEWAL_NOTICE); the table: the server README.
 */
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
}

export const RENEWAL_DEFAULTS: RenewalOptions = {
  renewalPricePerYear: 60,
  renewalQrTimeoutSeconds: 120,
  renewalWechatSimulated: true,
  seedRenewalNotice: true,
};
