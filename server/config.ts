/**
 * Settings of the platform server: environment variables (server/README.md has the table)
 * or the options object of `buildApp`, resolved once into a frozen `PlatformConfig`.
 */
import path from 'node:path';
import type { EnvironmentName } from '../src/lib/contract';
import type { CoordSystem } from '../src/lib/geo';
import type { HashName, SigningConfig } from '../src/lib/signing';
import { ALARM_DEFAULTS, type AlarmOptions } from './configAlarms';
import { DOWNLOAD_DEFAULTS, type DownloadOptions } from './services/downloads/config';
import { LEASE_DEFAULTS, type LeaseOptions } from './services/leases/config';
import { REPORT_FIGURE_DEFAULTS, type ReportFigureOptions } from './services/reports/figuresConfig';
import { REPORT_SCHEDULE_DEFAULTS, type ReportScheduleOptions } from './services/reports/scheduleConfig';
import { RENEWAL_DEFAULTS, type RenewalOptions } from './services/renewal/config';
import { PREMIUM_DEFAULTS, type PremiumOptions } from './services/premium/config';
import { IMPORT_DEFAULTS, type ImportOptions } from './services/import/config';

/** The flat settings, one per environment variable, plus the injectable clock. */
export interface PlatformOptions extends AlarmOptions, DownloadOptions, LeaseOptions, ReportScheduleOptions, ReportFigureOptions, RenewalOptions, PremiumOptions, ImportOptions {
  port: number;
  /** interface to listen on: loopback unless told (HOST=0.0.0.0 exposes the platform) */
  host: string;
  /** seed the demo accounts and demo records on first start; false: none (create-admin makes the first admin) */
  seedDemo: boolean;
  /** with the demo data, its two announcements too (one mandatory, one URL); false: the demo without them (the tests' platforms and e2e servers, whose every login would meet the dialog) */
  seedAnnouncements: boolean;
  /** the alarm socket for the console: '/ws' or an absolute ws(s):// URL (its origin joins the CSP) */
  wsUrl: string;
  /** origins besides the console's own that frames may show (CSP frame-src): announcements with URL content */
  frameSources: string[];
  /** origins of camera streams the webcam video page plays (CSP media-src and connect-src), besides the console's own */
  mediaSources: string[];
  /** folder of platform.sqlite and uploads/; ':memory:' keeps both in memory (tests) */
  dataDir: string;
  /** postgres://… selects PostgreSQL for storage; '' (default): SQLite under dataDir */
  databaseUrl: string;
  /** with dataDir ':memory:', the database starts as a copy of this serialized SQLite database (the tests' seeded one: test/support/seededSqlite.ts) */
  sqliteImage?: Buffer;
  /** redis://… shares limits, stores, socket events and timer leases between instances; '' (default): one process */
  redisUrl: string;
  /** put before every Redis key of this instance group ('coldchain:'); groups sharing one Redis differ here */
  redisKeyPrefix: string;
  /**
   * the reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY): '' (default) none, a
   * number of hops, or comma-separated addresses/CIDRs ('127.0.0.1'); per-IP limits need it behind a proxy
   */
  trustProxy: string;
  tokenTtlSeconds: number;
  refreshGraceSeconds: number;
  signWindowSeconds: number;
  signHash: HashName;
  signSaltRequest: string;
  signSaltChart: string;
  /** salt of the devices' signature on the public ingestion endpoint (POST /api/open/readings) */
  signSaltDevice: string;
  consoleEnv: EnvironmentName;
  /** raster tile template with {z}/{x}/{y} for the console's maps; '' (default): the offline basemap it ships with */
  tileUrl: string;
  /** what the tile server draws in: 'gcj02' for AutoNavi and Tencent tiles */
  tileCoordSystem: CoordSystem;
  staticDir: string;
  heartbeatSeconds: number;
  /** origins besides the console's own that may open the alarm socket ('https://ops.example.com') */
  wsAllowedOrigins: string[];
  /** open alarm sockets per user, and in all */
  wsMaxPerUser: number;
  wsMaxTotal: number;
  /** bytes waiting to go out to one socket past which it is closed as too slow (services/broadcaster.ts) */
  wsMaxBufferedBytes: number;
  avatarMaxBytes: number;
  uploadMaxBytes: number;
  /** temperature report files (GET /report/temperature/file) one user may have built at once; more are refused (429) */
  reportFileConcurrencyPerUser: number;
  /** per-IP request limits of the anonymous routes (plugins/rateLimit.ts) */
  rateLoginPerMinute: number;
  rateCaptchaPerMinute: number;
  rateSmsPerHour: number;
  rateForgetPasswordPerHour: number;
  /** for /registered/angent and /role/registered, once this server serves them */
  rateRegisterPerHour: number;
  /** SMS codes one phone may be sent in an hour; wrong guesses that void one code */
  smsCodesPerPhonePerHour: number;
  smsMaxWrongCodes: number;
  /** failures of one account, from all clients, within the window that turn the captcha on for every client */
  loginAccountFailures: number;
  loginAccountWindowSeconds: number;
  /** pending captchas in all, and per client IP */
  captchaMaxPending: number;
  captchaMaxPendingPerClient: number;
  /** new captchas a second, platform-wide (503 past it) */
  captchaGlobalPerSecond: number;
  /** a refused (429) request is answered after this long; at most rateLimitDelayMaxHeld at once */
  rateLimitDelayMs: number;
  rateLimitDelayMaxHeld: number;
  /** body limit of an /api route that takes no files */
  apiBodyLimitBytes: number;
  /** requests the replay store remembers at once, in all / per user or per IP */
  replayMaxEntries: number;
  replayMaxPerOwner: number;
  /** wrong old passwords at PUT /account/password within the window before changes are refused */
  passwordChangeMaxFailures: number;
  passwordChangeWindowSeconds: number;
  /** folders of more `*.schema.json` entities besides schemas/ (tests add a test-only entity) */
  extraSchemaDirs: string[];
  /** the clock, in milliseconds; tests move it */
  now: () => number;
  /** seconds during which a repeated storage fault (disk full, read-only) is logged only once */
  storageFaultLogSeconds: number;
  /** an unreferenced upload (or a leftover temporary file) older than this is removed at start */
  orphanFileGraceSeconds: number;
  /** body limit of the ingestion endpoint, and its requests per IP per minute */
  ingestBodyLimitBytes: number;
  rateIngestPerMinute: number;
  /** a reading stamped further in the future than this is refused (device clocks drift) */
  readingsMaxFutureSeconds: number;
  /** readings older than this many days are removed (and refused on arrival) */
  readingsRetentionDays: number;
  /** PostgreSQL: days of readings per partition (READINGS_PARTITION_DAYS, 1) */
  readingsPartitionDays: number;
  /** PostgreSQL: days of partitions made ahead of the clock (READINGS_PARTITIONS_AHEAD_DAYS, 7) */
  readingsPartitionsAheadDays: number;
  /** readings removed per delete statement while pruning */
  retentionBatch: number;
  /** how often devices that went quiet are turned offline */
  onlineSweepSeconds: number;
  /** device commands' simulated responder: its delays times this (1: seconds as a device takes; tests and e2e make it small) */
  commandDelayScale: number;
  /** the share of device commands that fail or time out, 0–1 */
  commandFailureRate: number;
  /** the responder's random source, [0, 1); tests make it decide */
  commandRandom: () => number;
  /** the device simulator (services/simulator/): off here and in tests, on in server.ts unless SIMULATOR=false */
  simulator: boolean;
  /** its seed: the same seed tells the same story */
  simSeed: number;
  /** days of history it fills on the first start */
  simHistoryDays: number;
  /** story seconds per real second (services/simulator/clock.ts); readings keep real timestamps */
  simSpeed: number;
  /** simulate only the first devices by id; 0: all */
  simDevices: number;
  /** issue 30 §5: the QA tools' actions (inject readings, force an excursion or an offline device, test notifications) where CONSOLE_ENV is production; off by default */
  qaToolsInProduction: boolean;
  /** Fastify's logger: true for the console, false for tests, or a destination (tests read the log) */
  logger: boolean | LogDestination;
}

/** Where pino writes its JSON lines when a test wants to read them. */
export interface LogDestination {
  write(line: string): void;
}

/** The settings the code reads: the options, with the signing pieces and data paths resolved. */
export type PlatformConfig = Readonly<
  Omit<PlatformOptions, 'signHash' | 'signSaltRequest' | 'signSaltChart' | 'signSaltDevice' | 'consoleEnv'> & {
    /** SQLite file path, or ':memory:' */
    databaseFile: string;
    /** uploads folder, or null when files are kept in memory */
    uploadsDir: string | null;
    /** the download centre's files (DATA_DIR/downloads), or null with an in-memory database: a temporary folder then */
    downloadsDir: string | null;
    signing: SigningConfig;
    /** the devices' signing: the same hash, the device salt in place of the request salt */
    deviceSigning: SigningConfig;
    env: EnvironmentName;
  }
>;

export const MEMORY = ':memory:';

export const DEFAULT_OPTIONS: PlatformOptions = {
  port: 8080,
  // loopback: the demo accounts and public demo salts must not face a network by accident
  host: '127.0.0.1',
  seedDemo: true,
  seedAnnouncements: true,
  wsUrl: '/ws',
  frameSources: [],
  mediaSources: [],
  dataDir: 'data',
  databaseUrl: '',
  redisUrl: '',
  redisKeyPrefix: 'coldchain:',
  trustProxy: '',
  tokenTtlSeconds: 7200,
  refreshGraceSeconds: 604800,
  signWindowSeconds: 300,
  signHash: 'sha256',
  // Demo salts: the real platform's salts are not reproduced (spec §9). Override in production.
  signSaltRequest: 'coldchain-demo-request-salt',
  signSaltChart: 'coldchain-demo-chart-salt',
  signSaltDevice: 'coldchain-demo-device-salt',
  consoleEnv: 'development',
  tileUrl: '',
  tileCoordSystem: 'wgs84',
  staticDir: 'dist',
  heartbeatSeconds: 30,
  wsAllowedOrigins: [],
  wsMaxPerUser: 10,
  wsMaxTotal: 5000,
  wsMaxBufferedBytes: 4 * 1024 * 1024,
  avatarMaxBytes: 2 * 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  rateLoginPerMinute: 10,
  rateCaptchaPerMinute: 30,
  rateSmsPerHour: 10,
  rateForgetPasswordPerHour: 10,
  rateRegisterPerHour: 10,
  smsCodesPerPhonePerHour: 5,
  smsMaxWrongCodes: 5,
  loginAccountFailures: 20,
  loginAccountWindowSeconds: 900,
  captchaMaxPending: 10_000,
  captchaMaxPendingPerClient: 20,
  captchaGlobalPerSecond: 50,
  rateLimitDelayMs: 1000,
  rateLimitDelayMaxHeld: 2000,
  apiBodyLimitBytes: 256 * 1024,
  replayMaxEntries: 500_000,
  replayMaxPerOwner: 20_000,
  passwordChangeMaxFailures: 5,
  passwordChangeWindowSeconds: 900,
  extraSchemaDirs: [],
  storageFaultLogSeconds: 60,
  orphanFileGraceSeconds: 60,
  reportFileConcurrencyPerUser: 2,
  ingestBodyLimitBytes: 1024 * 1024,
  rateIngestPerMinute: 3000,
  readingsMaxFutureSeconds: 300,
  // spec §9's data download reaches 3 months back: keep a little more
  readingsRetentionDays: 100,
  readingsPartitionDays: 1,
  readingsPartitionsAheadDays: 7,
  retentionBatch: 5000,
  onlineSweepSeconds: 30,
  commandDelayScale: 1,
  commandFailureRate: 0.05,
  commandRandom: Math.random,
  simulator: false,
  simSeed: 1,
  simHistoryDays: 7,
  simSpeed: 1,
  simDevices: 0,
  qaToolsInProduction: false,
  now: () => Date.now(),
  logger: false,
  ...ALARM_DEFAULTS,
  ...DOWNLOAD_DEFAULTS,
  ...LEASE_DEFAULTS,
  ...REPORT_SCHEDULE_DEFAULTS,
  ...REPORT_FIGURE_DEFAULTS,
  ...RENEWAL_DEFAULTS,
  ...PREMIUM_DEFAULTS,
  ...IMPORT_DEFAULTS,
};

export { ENV_VARIABLES, optionsFromEnv } from './configEnv';

export function resolveConfig(overrides: Partial<PlatformOptions> = {}): PlatformConfig {
  const o: PlatformOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const inMemory = o.dataDir === MEMORY;
  const { signHash, signSaltRequest, signSaltChart, signSaltDevice, consoleEnv, ...rest } = o;
  return Object.freeze({
    ...rest,
    frameSources: [...o.frameSources],
    mediaSources: [...o.mediaSources],
    databaseFile: inMemory ? MEMORY : path.resolve(o.dataDir, 'platform.sqlite'),
    uploadsDir: inMemory ? null : path.resolve(o.dataDir, 'uploads'),
    downloadsDir: inMemory ? null : path.resolve(o.dataDir, 'downloads'),
    signing: { hash: signHash, salts: { request: signSaltRequest, chart: signSaltChart } },
    deviceSigning: { hash: signHash, salts: { request: signSaltDevice, chart: signSaltChart } },
    env: consoleEnv,
    staticDir: path.resolve(o.staticDir),
    extraSchemaDirs: o.extraSchemaDirs.map((dir) => path.resolve(dir)),
  });
}
