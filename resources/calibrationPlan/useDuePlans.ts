import { useQuery } from '@tanstack/react-query';
import { api } from '../../src/api';
import { CALIBRATION_DUE_PATH, type DuePlan } from '../../src/lib/calibration';

/** GET /calibrationPlan/due: the company's plans due within their reminder days, or overdue. */
export function useDuePlans() {
  return useQuery({
    queryKey: ['calibrationPlan', 'due'],
    queryFn: async () => (await api.get<{ list: DuePlan[] }>(CALIBRATION_DUE_PATH, undefined, { silent: true })).list,
    // a refusal or a failure is said at once (the page's list below says the same of its own)
    retry: false,
  });
}
