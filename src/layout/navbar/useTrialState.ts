import { apiNowUnix } from '../../api';
import { useSession } from '../../framework/useSession';
import { trialEnded } from '../../lib/trialTerms';

export interface TrialState {
  /** unix seconds */
  endsAt: number;
  /** the end has passed: the server refuses the company's writes (issue 28 §5) */
  ended: boolean;
}

/** Unix seconds on the api's clock (the server's, once configured), else the browser's. */
function nowUnix(): number {
  try {
    return apiNowUnix();
  } catch {
    return Math.floor(Date.now() / 1000);
  }
}

/** A trial company's end from the session's webSetting.trialEndsAt (server/services/users.ts); null for a customer. */
export function useTrialState(): TrialState | null {
  const endsAt = useSession((s) => s.webSetting.trialEndsAt);
  if (typeof endsAt !== 'number') return null;
  return { endsAt, ended: trialEnded(endsAt, nowUnix()) };
}
