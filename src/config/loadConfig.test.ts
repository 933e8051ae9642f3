import { readFileSync } from 'node:fs';
import { CONFIG_URL, loadConfig } from './loadConfig';

const KEY = 'b2'.repeat(64);
const valid = {
  apiBase: '/api',
  wsUrl: '/ws',
  env: 'production',
  sm2PublicKey: KEY,
  signing: { hash: 'md5', salts: { request: 'r', chart: 'c' } },
  tileUrl: '/t/{z}/{x}/{y}',
  tileCoordSystem: 'wgs84',
};
const fullEnv = {
  VITE_API_BASE: '/env-api',
  VITE_WS_URL: '/env-ws',
  VITE_ENV: 'sandbox',
  VITE_SM2_PUBLIC_KEY: KEY,
  VITE_SIGN_HASH: 'sha256',
  VITE_SIGN_SALT_REQUEST: 'er',
  VITE_SIGN_SALT_CHART: 'ec',
  VITE_TILE_URL: '/e/{z}/{x}/{y}',
};

const answer = (status: number, body: () => unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => ({ ok: status >= 200 && status < 300, status, json: async () => body() }));

describe('loadConfig', () => {
  it('reads /config.json with the plain GET that index.html preloads', async () => {
    const fetchImpl = answer(200, () => valid);
    await expect(loadConfig(fetchImpl, {})).resolves.toEqual({ ok: true, config: valid });
    // Any other init (cache mode, headers) would miss the preload and fetch twice;
    // freshness comes from the server's Cache-Control: no-store.
    expect(fetchImpl).toHaveBeenCalledWith(CONFIG_URL);
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<link rel="preload" href="${CONFIG_URL}" as="fetch" crossorigin="anonymous" />`);
  });

  it('merges the build variables into a partial file', async () => {
    const result = await loadConfig(answer(200, () => ({ env: 'cmhk' })), fullEnv);
    expect(result).toMatchObject({ ok: true, config: { env: 'cmhk', apiBase: '/env-api' } });
  });

  it('names a bad field of the file', async () => {
    const result = await loadConfig(answer(200, () => ({ ...valid, tileUrl: 'x' })), fullEnv);
    expect(result).toMatchObject({ ok: false, field: 'tileUrl' });
  });

  it.each([
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['a 404', answer(404, () => ({}))],
    ['invalid JSON', answer(200, () => JSON.parse('{oops'))],
    ['a JSON array', answer(200, () => [])],
  ])('fails on %s without usable build variables', async (_name, fetchImpl) => {
    const result = await loadConfig(fetchImpl, { VITE_API_BASE: '/only-this' });
    expect(result).toMatchObject({ ok: false, field: 'config.json' });
    expect(result.ok || result.reason).toBeTruthy();
  });

  it.each([
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['a 500', answer(500, () => valid)],
    ['invalid JSON', answer(200, () => JSON.parse('<html>'))],
  ])('falls back to the build variables on %s', async (_name, fetchImpl) => {
    await expect(loadConfig(fetchImpl, fullEnv)).resolves.toMatchObject({ ok: true, config: { apiBase: '/env-api', env: 'sandbox' } });
  });

  it('reads import.meta.env by default', async () => {
    const result = await loadConfig(answer(200, () => valid));
    expect(result.ok).toBe(true);
  });
});
