/**
 * Test helpers shared by the server's tests and other integration tests. Keep these names and
 * shapes stable: `createTestPlatform`, `signedInject` (and `loginAs`, built on them).
 * Requests go through `app.inject`: no port is opened.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, LoginData } from '../../src/lib/contract';
import type { ListResult } from '../../src/lib/schema/wire';
import { newNonce, requestSign, unixNow, xToken, type SignParams } from '../../src/lib/signing';
import { buildApp } from '../../server/app';
import { MEMORY, type PlatformConfig, type PlatformOptions } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { testCiphertext } from './testEncryption';
import { seededTestDatabase } from './seededDatabase';
import { seededSqliteImage } from './seededSqlite';
import { createTestDatabase, databaseOfDataDir, testDatabaseServer } from './testDatabase';

export interface TestClock {
  /** milliseconds, like Date.now() */
  now(): number;
  advance(seconds: number): void;
}

export interface TestPlatform {
  app: FastifyInstance;
  config: PlatformConfig;
  clock: TestClock;
  /** the expected answer of a live captcha (from Redis when the platform shares its stores) */
  captchaAnswer(captchaId: string): Promise<string | undefined>;
  /** the live SMS code sent to a phone */
  smsCode(phone: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * A ready platform on a fresh, seeded database, with a clock the test moves: `:memory:` SQLite, or
 * a database of its own on PostgreSQL when the run is on that engine (testDatabase.ts), copied
 * from one seeded at most SEEDED_REUSE_MS before, the clock starting at that seed
 * (seededDatabase.ts).
 */
export async function createTestPlatform(asked: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  // no demo announcements or renewal notice unless a test asks: a console signed in to the platform would meet their dialogs
  const overrides: Partial<PlatformOptions> = { seedAnnouncements: false, seedRenewalNotice: false, ...asked };
  const server = overrides.databaseUrl === undefined ? testDatabaseServer() : undefined;
  // a folder of its own stands for a database kept across restarts; otherwise a fresh one, dropped on close
  const folder = overrides.dataDir !== undefined && overrides.dataDir !== MEMORY ? overrides.dataDir : undefined;
  const kept = server && folder ? await databaseOfDataDir(server, folder) : undefined;
  // PostgreSQL: a copy of a database seeded a moment ago with these options, the clock at its seed
  // (seededDatabase.ts); else an empty copy of the run's template, which the platform seeds
  const seeded = server && !kept ? await seededTestDatabase(server, overrides).catch(() => undefined) : undefined;
  const database = seeded?.database ?? (server && !kept ? await createTestDatabase(server) : undefined);
  // SQLite in memory: a copy of a database seeded a moment ago with these options (seededSqlite.ts)
  const inMemory = !server && overrides.databaseUrl === undefined && (overrides.dataDir === undefined || overrides.dataDir === MEMORY);
  const image = inMemory ? await seededSqliteImage(overrides) : undefined;
  let current = seeded?.seededAt ?? image?.seededAt ?? Date.now();
  const clock: TestClock = {
    now: () => current,
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
  // refused requests are answered at once unless a test asks for the delay (plugins/rateLimit.ts);
  // the alarm sweep and the notifier run when a test calls them (app.alarmEngine.sweep(),
  // app.alarmNotifier.tick()), not on real-time timers against a clock the test moves
  const app = await buildApp({
    dataDir: MEMORY,
    // TEST_SERVER_LOG=1 shows the server's log (a 500's cause) while debugging a test
    logger: process.env.TEST_SERVER_LOG === '1',
    rateLimitDelayMs: 0,
    alarmSweepSeconds: 3600,
    alarmNotifyTickMs: 3_600_000,
    // the download centre runs a job when a test calls app.downloads.tick() or drain()
    downloadWorker: false,
    // the report scheduler makes its runs when a test calls app.reportScheduler.tick()
    reportScheduleTickSeconds: 0,
    // the premium timer (trials, backups) runs when a test calls app.premiumScheduler.tick()
    premiumTickSeconds: 0,
    ...(database ? { databaseUrl: database.url } : kept ? { databaseUrl: kept } : {}),
    ...(image ? { sqliteImage: image.image } : {}),
    ...overrides,
    now: clock.now,
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    app,
    config: app.config,
    clock,
    captchaAnswer: (captchaId) => app.captcha.peek(captchaId),
    smsCode: (phone) => app.sms.peek(phone),
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}

export type FormInput = string | number | boolean | ReadonlyArray<string | number>;

export interface TestSession {
  username: string;
  token: string;
}

export interface SignedInjectOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** '/api/auth/info' or just '/auth/info'; a query string in it is signed too */
  url: string;
  query?: Record<string, FormInput>;
  /** form fields, sent as multipart/form-data like the console's FormData */
  form?: Record<string, FormInput>;
  /** a JSON body (instead of form) */
  json?: Record<string, unknown>;
  /** adds username and X-Token */
  session?: TestSession;
  /** files of the multipart form; they never take part in the signature */
  files?: Record<string, { filename: string; contentType: string; data: Uint8Array }>;
  /** 'urlencoded' sends `form` as application/x-www-form-urlencoded */
  encoding?: 'multipart' | 'urlencoded';
  /** the lang header; 'en' unless given (the server's own default is zh-CN) */
  lang?: string;
  /** sign with this timestamp instead of the platform clock's */
  timeunix?: number;
  /** sign with this nonce instead of a random one ('' sends none) */
  nonce?: string;
  /** the client's address, as Fastify's `request.ip` sees it (default 127.0.0.1) */
  remoteAddress?: string;
  /** applied last: overrides, or removes with undefined, any header (sign, X-Token, …) */
  headers?: Record<string, string | undefined>;
}

export interface SignedResponse<T> {
  /** the HTTP status */
  statusCode: number;
  envelope: ApiEnvelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
}

function toSearchParams(values: Record<string, FormInput>, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) into.append(key, String(item));
  }
  return into;
}

/** What Fastify's query parser makes of the params: strings, a repeated key as an array. */
function parsedParams(params: URLSearchParams): SignParams {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

async function multipartBody(options: SignedInjectOptions): Promise<{ body: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [key, value] of toSearchParams(options.form ?? {})) data.append(key, value);
  for (const [key, file] of Object.entries(options.files ?? {})) {
    data.append(key, new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** Signs like the console (src/lib/signing.ts) and injects; returns the HTTP status and the envelope. */
export async function signedInject<T = unknown>(
  platform: Pick<TestPlatform, 'app' | 'config' | 'clock'>,
  options: SignedInjectOptions,
): Promise<SignedResponse<T>> {
  if (options.form && options.json) throw new Error('signedInject: give form or json, not both');
  const [rawPath = '', rawQuery = ''] = options.url.split('?');
  const path = rawPath.startsWith('/api/') ? rawPath.slice(4) : rawPath;
  const search = toSearchParams(options.query ?? {}, new URLSearchParams(rawQuery));
  const hasBody = options.method !== 'GET' && options.method !== 'DELETE';
  const fields: SignParams = options.json ?? parsedParams(toSearchParams(options.form ?? {}));
  const params: SignParams = hasBody ? { ...parsedParams(search), ...fields } : parsedParams(search);
  const timeunix = options.timeunix ?? unixNow(platform.clock.now());

  const nonce = options.nonce ?? newNonce();
  const sign = requestSign(platform.config.signing, params, timeunix, nonce);
  const headers: Record<string, string> = { timeunix: String(timeunix), sign, lang: options.lang ?? 'en' };
  if (nonce) headers.nonce = nonce;
  if (options.session) {
    const { username, token } = options.session;
    headers.username = username;
    headers['x-token'] = xToken(platform.config.signing, { method: options.method, path, username, token, timeunix, sign });
  }
  let payload: string | Buffer | undefined;
  if (hasBody && options.json) {
    payload = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (hasBody && options.encoding === 'urlencoded') {
    payload = toSearchParams(options.form ?? {}).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (hasBody && (options.form || options.files)) {
    const multipart = await multipartBody(options);
    payload = multipart.body;
    headers['content-type'] = multipart.contentType;
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }

  const query = search.toString();
  const response = await platform.app.inject({
    method: options.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let envelope: ApiEnvelope<T>;
  try {
    envelope = response.json<ApiEnvelope<T>>();
  } catch {
    throw new Error(`signedInject: ${options.method} ${options.url} answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`);
  }
  return { statusCode: response.statusCode, envelope, headers: response.headers };
}

/** Logs in through POST /auth/login with an SM2-encrypted password; throws unless status is '1'. */
export async function loginAs(
  platform: Pick<TestPlatform, 'app' | 'config' | 'clock'>,
  username: string,
  password = DEMO_ACCOUNTS.find((account) => account.username === username)?.password ?? '',
): Promise<{ session: TestSession; data: LoginData }> {
  const response = await signedInject<LoginData>(platform, {
    method: 'POST',
    url: '/auth/login',
    form: { username, password: testCiphertext(password, platform.app.keys.publicKey), serviceloginkey: '', identifier: 'test', v: '1.3.0', agentToken: '' },
  });
  const data = response.envelope.data;
  if (response.envelope.status !== '1' || !data) {
    throw new Error(`loginAs(${username}): status ${response.envelope.status} ${response.envelope.message ?? ''}`);
  }
  return { session: { username, token: data.token }, data };
}

/** How many rows a table holds: a test's check that a refused write wrote nothing. */
export async function countRows(platform: Pick<TestPlatform, 'app'>, table: keyof Database): Promise<number> {
  return Number((await platform.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** `GET /{resource}` with list query parameters, signed for `session`. */
export function listResource<T>(platform: TestPlatform, session: TestSession, resource: string, query: Record<string, string | number> = {}) {
  return signedInject<ListResult<T>>(platform, { method: 'GET', url: `/${resource}`, query, session });
}

type Row = Record<string, unknown> & { id: number };

/** A platform shared by a test file, with the demo admin and operator logged in. */
export interface UsersFixture {
  platform: TestPlatform;
  admin: TestSession;
  operator: TestSession;
  /** `GET /{resource}` as `session` (the admin unless told) */
  list(resource: string, query?: Record<string, string | number>, session?: TestSession): ReturnType<typeof listResource<Row>>;
  count(table: keyof Database): Promise<number>;
}

/** Registers the file's beforeAll/afterAll: one platform, admin0001 and operator01 logged in. */
export function platformWithUsers(overrides: Partial<PlatformOptions> = {}): UsersFixture {
  const fixture = {
    list: (resource, query = {}, session) => listResource<Row>(fixture.platform, session ?? fixture.admin, resource, query),
    count: (table) => countRows(fixture.platform, table),
  } as UsersFixture;
  beforeAll(async () => {
    fixture.platform = await createTestPlatform(overrides);
    fixture.admin = (await loginAs(fixture.platform, 'admin0001')).session;
    fixture.operator = (await loginAs(fixture.platform, 'operator01')).session;
  });
  afterAll(() => fixture.platform.close());
  return fixture;
}
