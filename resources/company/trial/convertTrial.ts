import { api } from '../../../src/api';
import { TRIAL_CONVERT_PATH } from '../../../src/lib/trialTerms';

/** POST /trialterms/convert/{id} (server/routes/trialterms): a platform administrator ends a company's trial. */
export function convertTrial(id: string | number): Promise<unknown> {
  return api.post(`${TRIAL_CONVERT_PATH}/${encodeURIComponent(String(id))}`, undefined, undefined, { silent: true });
}
