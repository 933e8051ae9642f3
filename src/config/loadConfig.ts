/** Reads `/config.json` at start-up; the Vite build variables cover what it leaves out. */
import { parseConfig, type BuildEnv, type ConfigResult } from './parseConfig';

export const CONFIG_URL = '/config.json';

type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

const viteEnv = (): BuildEnv => (import.meta.env ?? {}) as BuildEnv;

/**
 * Never rejects. A missing or broken `/config.json` is only an error when the build variables
 * alone do not make a valid configuration either.
 */
export async function loadConfig(fetchImpl: FetchLike = fetch, env: BuildEnv = viteEnv()): Promise<ConfigResult> {
  let raw: unknown;
  try {
    // Plain GET, matching the <link rel=preload> in index.html; the server answers no-store.
    const response = await fetchImpl(CONFIG_URL);
    if (!response.ok) return fallback(env, `HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    return fallback(env, error instanceof Error ? error.message : String(error));
  }
  const result = parseConfig(raw, env);
  if (!result.ok && result.field === 'config.json') return fallback(env, result.reason);
  return result;
}

function fallback(env: BuildEnv, reason: string): ConfigResult {
  const fromEnv = parseConfig({}, env);
  return fromEnv.ok ? fromEnv : { ok: false, field: 'config.json', reason };
}
