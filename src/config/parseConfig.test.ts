import { parseConfig, type BuildEnv } from './parseConfig';

const KEY = 'a1'.repeat(64);
const valid = {
  apiBase: '/api',
  wsUrl: '/ws',
  env: 'development',
  sm2PublicKey: '04' + KEY,
  signing: { hash: 'sha256', salts: { request: 'r', chart: 'c' } },
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileCoordSystem: 'gcj02',
};
const fullEnv: BuildEnv = {
  VITE_API_BASE: '/env-api',
  VITE_WS_URL: 'wss://env/ws',
  VITE_ENV: 'sandbox',
  VITE_SM2_PUBLIC_KEY: KEY,
  VITE_SIGN_HASH: 'sm3',
  VITE_SIGN_SALT_REQUEST: 'env-r',
  VITE_SIGN_SALT_CHART: 'env-c',
  VITE_TILE_URL: '/tiles/{z}/{x}/{y}',
  VITE_TILE_COORD_SYSTEM: 'gcj02',
};

/** `valid` with the field at `path` set to `value` (undefined deletes it). */
function withField(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(valid) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe('parseConfig', () => {
  it('accepts a valid config as it is', () => {
    expect(parseConfig(valid, {})).toEqual({ ok: true, config: valid });
  });

  it.each([
    ['apiBase', ''],
    ['apiBase', '   '],
    ['apiBase', 42],
    ['wsUrl', 42],
    ['wsUrl', {}],
    ['env', 'staging'],
    ['env', 'Production'],
    ['env', 1],
    ['sm2PublicKey', 'abc'],
    ['sm2PublicKey', 'z'.repeat(128)],
    ['sm2PublicKey', 'a'.repeat(127)],
    ['sm2PublicKey', ' ' + KEY],
    ['signing.hash', 'sha1'],
    ['signing.hash', 'SHA256'],
    ['signing.salts.request', ''],
    ['signing.salts.request', 7],
    ['signing.salts.chart', ''],
    ['signing.salts.chart', false],
    ['tileUrl', 'https://tiles/{z}/{x}.png'],
    ['tileUrl', 'https://tiles/{x}/{y}.png'],
    ['tileUrl', 'https://tiles/{z}/{y}.png'],
    ['tileUrl', 7],
    ['tileUrl', ' '],
    ['tileCoordSystem', 'bd09'],
    ['tileCoordSystem', 'WGS84'],
    ['tileCoordSystem', ''],
    ['signing', 'sha256'],
    ['signing.salts', ['r', 'c']],
  ])('names %s when it is %j', (field, value) => {
    const result = parseConfig(withField(field, value), fullEnv);
    expect(result).toMatchObject({ ok: false, field });
    expect(result.ok || result.reason.length > 0).toBe(true);
  });

  it.each([
    'apiBase',
    'wsUrl',
    'env',
    'sm2PublicKey',
    'signing.hash',
    'signing.salts.request',
    'signing.salts.chart',
  ])('names %s when it is missing and has no fallback', (field) => {
    expect(parseConfig(withField(field, undefined), {})).toMatchObject({ ok: false, field, reason: expect.stringContaining('missing') });
  });

  it('reports the first bad field in document order', () => {
    const raw = { ...withField('env', 'nope'), tileUrl: 'x' };
    expect(parseConfig(raw, {})).toMatchObject({ ok: false, field: 'env' });
  });

  it.each([null, 'config', 42, [valid]])('rejects the non-object %j as config.json', (raw) => {
    expect(parseConfig(raw, fullEnv)).toMatchObject({ ok: false, field: 'config.json' });
  });

  it('accepts an empty wsUrl and sm3/md5 hashes', () => {
    expect(parseConfig(withField('wsUrl', ''), {}).ok).toBe(true);
    expect(parseConfig(withField('signing.hash', 'md5'), {}).ok).toBe(true);
    expect(parseConfig(withField('signing.hash', 'sm3'), {}).ok).toBe(true);
  });
});

describe('parseConfig map settings', () => {
  it("takes tileUrl '' as the offline basemap", () => {
    const result = parseConfig(withField('tileUrl', ''), fullEnv);
    expect(result.ok && result.config.tileUrl).toBe('');
  });

  it('defaults to the offline basemap in WGS-84 when neither config.json nor the build sets them', () => {
    const raw = withField('tileCoordSystem', undefined);
    delete raw.tileUrl;
    const result = parseConfig(raw, {});
    expect(result.ok && result.config).toMatchObject({ tileUrl: '', tileCoordSystem: 'wgs84' });
  });

  it('takes the map settings from the build when config.json leaves them out', () => {
    const raw = withField('tileCoordSystem', undefined);
    delete raw.tileUrl;
    const result = parseConfig(raw, fullEnv);
    expect(result.ok && result.config).toMatchObject({ tileUrl: fullEnv.VITE_TILE_URL, tileCoordSystem: 'gcj02' });
  });
});

describe('parseConfig fallbacks', () => {
  it('builds the whole config from the build variables', () => {
    expect(parseConfig({}, fullEnv)).toEqual({
      ok: true,
      config: {
        apiBase: '/env-api',
        wsUrl: 'wss://env/ws',
        env: 'sandbox',
        sm2PublicKey: KEY,
        signing: { hash: 'sm3', salts: { request: 'env-r', chart: 'env-c' } },
        tileUrl: '/tiles/{z}/{x}/{y}',
        tileCoordSystem: 'gcj02',
      },
    });
  });

  it('lets config.json win field by field', () => {
    const result = parseConfig({ apiBase: '/json-api', signing: { salts: { chart: 'json-c' } } }, fullEnv);
    expect(result.ok && result.config).toMatchObject({
      apiBase: '/json-api',
      wsUrl: 'wss://env/ws',
      signing: { hash: 'sm3', salts: { request: 'env-r', chart: 'json-c' } },
    });
  });

  it('treats null in config.json as missing', () => {
    const result = parseConfig({ ...valid, apiBase: null, signing: null }, fullEnv);
    expect(result.ok && result.config).toMatchObject({ apiBase: '/env-api', signing: { hash: 'sm3' } });
  });

  it('treats an empty build variable as unset', () => {
    expect(parseConfig(withField('apiBase', undefined), { ...fullEnv, VITE_API_BASE: '' })).toMatchObject({
      ok: false,
      field: 'apiBase',
    });
  });

  it('does not fall back when config.json has a bad value', () => {
    expect(parseConfig(withField('env', 'staging'), fullEnv)).toMatchObject({ ok: false, field: 'env' });
  });

  it('validates fallback values too', () => {
    expect(parseConfig(withField('signing.hash', undefined), { VITE_SIGN_HASH: 'sha1' })).toMatchObject({
      ok: false,
      field: 'signing.hash',
    });
  });
});
