/**
 * `/config.json` validation (pure). One build serves every environment: the JSON wins field by
 * field, and the Vite build variables fill what it leaves out.
 */
import { ENVIRONMENTS, TILE_COORD_SYSTEMS, type ConsoleConfig } from '../lib/contract';
import { HASH_NAMES } from '../lib/signingRules';

export type ConfigResult = { ok: true; config: ConsoleConfig } | { ok: false; field: string; reason: string };

export type BuildEnv = Record<string, string | undefined>;

interface FieldRule {
  /** JSON path of the field, e.g. 'signing.hash' */
  path: string;
  /** the Vite variable used when the JSON leaves the field out */
  envName: string;
  /** a reason when the value is bad, else null */
  check(value: unknown): string | null;
  /** the value when neither the JSON nor the build variable sets it; without one the field is required */
  byDefault?: string;
}

const nonEmptyString = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string';
const oneOf = (allowed: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && allowed.includes(value) ? null : `must be one of ${allowed.join(', ')}`;

const RULES: readonly FieldRule[] = [
  { path: 'apiBase', envName: 'VITE_API_BASE', check: nonEmptyString },
  { path: 'wsUrl', envName: 'VITE_WS_URL', check: (v) => (typeof v === 'string' ? null : 'must be a string') },
  { path: 'env', envName: 'VITE_ENV', check: oneOf(ENVIRONMENTS) },
  {
    path: 'sm2PublicKey',
    envName: 'VITE_SM2_PUBLIC_KEY',
    check: (v) => (typeof v === 'string' && /^[0-9a-fA-F]{128,}$/.test(v) ? null : 'must be hex of at least 128 characters'),
  },
  { path: 'signing.hash', envName: 'VITE_SIGN_HASH', check: oneOf(HASH_NAMES) },
  { path: 'signing.salts.request', envName: 'VITE_SIGN_SALT_REQUEST', check: nonEmptyString },
  { path: 'signing.salts.chart', envName: 'VITE_SIGN_SALT_CHART', check: nonEmptyString },
  {
    // '' (the default) draws the offline basemap that ships with the console: no tile server needed
    path: 'tileUrl',
    envName: 'VITE_TILE_URL',
    check: (v) =>
      typeof v === 'string' && (v === '' || ['{z}', '{x}', '{y}'].every((p) => v.includes(p)))
        ? null
        : "must be '' (the offline basemap) or contain {z}, {x} and {y}",
    byDefault: '',
  },
  { path: 'tileCoordSystem', envName: 'VITE_TILE_COORD_SYSTEM', check: oneOf(TILE_COORD_SYSTEMS), byDefault: 'wgs84' },
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value at a JSON path. `undefined` (and `null`, how a template says "unset") means missing;
 * a non-object on the way is reported as the bad field.
 */
function lookup(raw: Record<string, unknown>, path: string): { value: unknown } | { badParent: string } {
  const keys = path.split('.');
  let node: unknown = raw;
  for (let i = 0; i < keys.length; i += 1) {
    if (node === undefined || node === null) return { value: undefined };
    if (!isObject(node)) return { badParent: keys.slice(0, i).join('.') };
    node = node[keys[i] as string];
  }
  return { value: node ?? undefined };
}

/** `raw` is the parsed `/config.json` (use `{}` when there is none); `env` the build variables. */
export function parseConfig(raw: unknown, env: BuildEnv): ConfigResult {
  if (!isObject(raw)) return { ok: false, field: 'config.json', reason: 'must be a JSON object' };
  const values: Record<string, unknown> = {};
  for (const rule of RULES) {
    const found = lookup(raw, rule.path);
    if ('badParent' in found) return { ok: false, field: found.badParent, reason: 'must be an object' };
    // An empty build variable (`VITE_X=` in a .env file) counts as unset.
    const fallback = env[rule.envName] === '' ? undefined : env[rule.envName];
    const value = found.value === undefined ? (fallback ?? rule.byDefault) : found.value;
    if (value === undefined) return { ok: false, field: rule.path, reason: `missing (set it or ${rule.envName})` };
    const reason = rule.check(value);
    if (reason) return { ok: false, field: rule.path, reason };
    values[rule.path] = value;
  }
  const text = (path: string) => values[path] as string;
  return {
    ok: true,
    config: {
      apiBase: text('apiBase'),
      wsUrl: text('wsUrl'),
      env: text('env') as ConsoleConfig['env'],
      sm2PublicKey: text('sm2PublicKey'),
      signing: {
        hash: text('signing.hash') as ConsoleConfig['signing']['hash'],
        salts: { request: text('signing.salts.request'), chart: text('signing.salts.chart') },
      },
      tileUrl: text('tileUrl'),
      tileCoordSystem: text('tileCoordSystem') as ConsoleConfig['tileCoordSystem'],
    },
  };
}
