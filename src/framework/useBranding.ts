import { useMemo } from 'react';
import { FALLBACK_BRANDING, resolveBranding, type Branding } from '../../themes/branding';
import { getApiConfig } from '../api';

/**
 * The branding row of this console: the configured environment (`/config.json` env) and, in
 * production, the domain the console is served from (spec §1). Before configureApi has run
 * (the config-error page) there is no environment yet, so the fallback row applies.
 */
export function currentBranding(hostname: string = globalThis.location?.hostname ?? ''): Branding {
  let env;
  try {
    env = getApiConfig().env;
  } catch {
    return FALLBACK_BRANDING;
  }
  return resolveBranding(env, hostname);
}

/** The branding row for components; the environment and the domain do not change while the page lives. */
export function useBranding(): Branding {
  return useMemo(() => currentBranding(), []);
}
