import { api, getApiConfig } from '../../../api';
import { useLoadQuery } from '../../../framework/queryState';

/** `data` of GET /sysconfig (spec §3 "System config response"). */
export interface SystemConfig {
  db: { isProduction: boolean; address: string; dbName: string };
  redis: { isProduction: boolean; address: string };
}

export const SYSCONFIG_PATH = '/sysconfig';

export type SysconfigState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; config: SystemConfig };

/** The API base as the browser reaches it: a relative base ('/api') is resolved against the page. */
export function apiHostOf(apiBase: string, pageHref: string): string {
  try {
    return new URL(apiBase, pageHref).href.replace(/\/+$/, '');
  } catch {
    return apiBase;
  }
}

const loadSysconfig = (signal: AbortSignal) =>
  // silent: the strip and the page show the failure where the figures would be
  api.get<SystemConfig>(SYSCONFIG_PATH, undefined, { signal, silent: true });

/** The server's storage settings, loaded on mount; `retry` loads them again. */
export function useSysconfig(): { state: SysconfigState; apiHost: string; retry(): void } {
  const loaded = useLoadQuery('sysconfig', loadSysconfig);
  const state: SysconfigState =
    loaded.status === 'ready'
      ? { status: 'ready', config: loaded.value }
      : loaded.status === 'error'
        ? { status: 'error', message: loaded.error instanceof Error ? loaded.error.message : String(loaded.error) }
        : { status: 'loading' };
  return { state, apiHost: apiHostOf(getApiConfig().apiBase, globalThis.location?.href ?? 'http://localhost/'), retry: loaded.retry };
}
