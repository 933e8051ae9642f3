/**
 * Settings of the platform server: environment variables (server/README.md has the table)
 * or the options object of `buildApp`, resolved once into a frozen `PlatformConfig`.
 */
import path from 'node:path';
import { ENVIRONMENTS, type EnvironmentName } from '../src/lib/contract';
import { HASH_NAMES, type HashName, type SigningConfig } from '../src/lib/signing';

/** The flat settings, one per environment variable, plus the injectable clock. */
export interface PlatformOptions {
  port: number;
  host: string;
  /** folder of platform.sqlite and uploads/; ':memory:' keeps both in memory (tests) */
  dataDir: string;
  tokenTtlSeconds: number;
  refreshGraceSeconds: number;
  signWindowSeconds: number;
  signHash: HashName;
  signSaltRequest: string;
  signSaltChart: string;
  consoleEnv: EnvironmentName;
  tileUrl: string;
  staticDir: string;
  heartbeatSeconds: number;
  avatarMaxBytes: number;
  uploadMaxBytes: number;
  /** folders of more `*.schema.json` entities besides schemas/ (tests add a test-only entity) */
  extraSchemaDirs: string[];
  /** the clock, in milliseconds; tests move it */
  now: () => number;
  /** Fastify's logger: true for the console, false for tests */
  logger: boolean;
}

export interface PlatformConfig {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file path, or ':memory:' */
  databaseFile: string;
  /** uploads folder, or null when files are kept in memory */
  uploadsDir: string | null;
  tokenTtlSeconds: number;
  refreshGraceSeconds: number;
  signWindowSeconds: number;
  signing: SigningConfig;
  env: EnvironmentName;
  tileUrl: string;
  staticDir: string;
  heartbeatSeconds: number;
  avatarMaxBytes: number;
  uploadMaxBytes: number;
  extraSchemaDirs: string[];
  now: () => number;
  logger: boolean;
}

export const MEMORY = ':memory:';

export const DEFAULT_OPTIONS: PlatformOptions = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: 'data',
  tokenTtlSeconds: 7200,
  refreshGraceSeconds: 604800,
  signWindowSeconds: 300,
  signHash: 'sha256',
  // Demo salts: the real platform's salts are not reproduced (spec §9). Override in production.
  signSaltRequest: 'coldchain-demo-request-salt',
  signSaltChart: 'coldchain-demo-chart-salt',
  consoleEnv: 'development',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  staticDir: 'dist',
  heartbeatSeconds: 30,
  avatarMaxBytes: 2 * 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  extraSchemaDirs: [],
  now: () => Date.now(),
  logger: false,
};

type Parser = (raw: string, name: string) => PlatformOptions[keyof PlatformOptions];

const text: Parser = (raw) => raw;

const positive: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
};

const hash: Parser = (raw, name) => {
  if (!(HASH_NAMES as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${HASH_NAMES.join(', ')}, got '${raw}'`);
  }
  return raw as HashName;
};

/** path-delimited, like PATH */
const directories: Parser = (raw) => raw.split(path.delimiter).filter(Boolean);

const environment: Parser = (raw, name) => {
  if (!(ENVIRONMENTS as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${ENVIRONMENTS.join(', ')}, got '${raw}'`);
  }
  return raw as EnvironmentName;
};

/** Environment variable → option and its parser. */
export const ENV_VARIABLES: ReadonlyArray<[string, keyof PlatformOptions, Parser]> = [
  ['PORT', 'port', positive],
  ['HOST', 'host', text],
  ['DATA_DIR', 'dataDir', text],
  ['TOKEN_TTL_SECONDS', 'tokenTtlSeconds', positive],
  ['REFRESH_GRACE_SECONDS', 'refreshGraceSeconds', positive],
  ['SIGN_WINDOW_SECONDS', 'signWindowSeconds', positive],
  ['SIGN_HASH', 'signHash', hash],
  ['SIGN_SALT_REQUEST', 'signSaltRequest', text],
  ['SIGN_SALT_CHART', 'signSaltChart', text],
  ['CONSOLE_ENV', 'consoleEnv', environment],
  ['TILE_URL', 'tileUrl', text],
  ['STATIC_DIR', 'staticDir', text],
  ['HEARTBEAT_SECONDS', 'heartbeatSeconds', positive],
  ['AVATAR_MAX_BYTES', 'avatarMaxBytes', positive],
  ['UPLOAD_MAX_BYTES', 'uploadMaxBytes', positive],
  ['EXTRA_SCHEMA_DIRS', 'extraSchemaDirs', directories],
];

/** Reads the settings that are present in `env`; throws a readable error on a bad value. */
export function optionsFromEnv(env: Record<string, string | undefined>): Partial<PlatformOptions> {
  const options: Record<string, unknown> = {};
  for (const [variable, key, parse] of ENV_VARIABLES) {
    const raw = env[variable];
    if (raw !== undefined && raw !== '') options[key] = parse(raw, variable);
  }
  return options as Partial<PlatformOptions>;
}

export function resolveConfig(overrides: Partial<PlatformOptions> = {}): PlatformConfig {
  const o: PlatformOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const inMemory = o.dataDir === MEMORY;
  return Object.freeze({
    port: o.port,
    host: o.host,
    dataDir: o.dataDir,
    databaseFile: inMemory ? MEMORY : path.resolve(o.dataDir, 'platform.sqlite'),
    uploadsDir: inMemory ? null : path.resolve(o.dataDir, 'uploads'),
    tokenTtlSeconds: o.tokenTtlSeconds,
    refreshGraceSeconds: o.refreshGraceSeconds,
    signWindowSeconds: o.signWindowSeconds,
    signing: { hash: o.signHash, salts: { request: o.signSaltRequest, chart: o.signSaltChart } },
    env: o.consoleEnv,
    tileUrl: o.tileUrl,
    staticDir: path.resolve(o.staticDir),
    heartbeatSeconds: o.heartbeatSeconds,
    avatarMaxBytes: o.avatarMaxBytes,
    uploadMaxBytes: o.uploadMaxBytes,
    extraSchemaDirs: o.extraSchemaDirs.map((dir) => path.resolve(dir)),
    now: o.now,
    logger: o.logger,
  });
}
