/** Whether this user may publish to every company (a platform administrator; the server decides and checks again). */
import { useCallback } from 'react';
import { api } from '../../src/api';
import { useLoadQuery } from '../../src/framework/queryState';
import { ANNOUNCEMENT_SCOPE_PATH } from '../../src/lib/announcements';

export function useMayPublishEverywhere(): boolean {
  const load = useCallback((signal: AbortSignal) => api.get<{ allCompanies: boolean }>(ANNOUNCEMENT_SCOPE_PATH, undefined, { signal, silent: true }), []);
  const state = useLoadQuery('announcement-scope', load);
  return state.status === 'ready' && state.value?.allCompanies === true;
}
