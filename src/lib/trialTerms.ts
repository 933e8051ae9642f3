/**
 * A registered trial's terms (issue 28 §5, spec §9: 15 days, 50 devices), shared by the console and
 * the server: after its end a trial company is read-only (plugins/trialTerms.ts) until a platform
 * administrator converts it into a customer through TRIAL_CONVERT_PATH.
 */

/** POST `${TRIAL_CONVERT_PATH}/{companyId}`: a platform administrator ends a company's trial (clears its end and its device limit). */
export const TRIAL_CONVERT_PATH = '/trialterms/convert';

/** `data` of a write refused because the trial ended (403, status '-4'). */
export interface TrialEndedRefusal {
  trialEnded: true;
  /** unix seconds */
  trialEndsAt: number;
}

/** Whether a trial that ends at `trialEndsAt` (unix seconds) has ended at `nowUnix`. */
export function trialEnded(trialEndsAt: number | null | undefined, nowUnix: number): boolean {
  return typeof trialEndsAt === 'number' && trialEndsAt <= nowUnix;
}
