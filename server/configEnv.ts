/**
 * Environment variables → the options of server/config.ts: one parser per kind of value, and a
 * readable error naming the variable on a bad value.
 */
import path from 'node:path';
import { ENVIRONMENTS, type EnvironmentName } from '../src/lib/contract';
import { COORD_SYSTEMS, type CoordSystem } from '../src/lib/geo';
import { HASH_NAMES, type HashName } from '../src/lib/signing';
import type { PlatformOptions } from './config';

type Parser = (raw: string, name: string) => PlatformOptions[keyof PlatformOptions];

const text: Parser = (raw) => raw;

const positive: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
};

/** 0 turns the thing off (a delay of none) */
const nonNegative: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more, got '${raw}'`);
  return value;
};

/** a whole number, negative allowed (a zone's minutes east of UTC) */
const integer: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
};

/** a share, 0 to 1 */
const fraction: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1, got '${raw}'`);
  return value;
};

/** the gap rule's tolerance: a number of periods, at least 1 (under 1 every reading on time would be a gap) */
const tolerance: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || value > 100) throw new Error(`${name} must be a number from 1 to 100, got '${raw}'`);
  return value;
};

/** a percentage, 0 to 100 */
const percent: Parser = (raw, name) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new Error(`${name} must be a number from 0 to 100, got '${raw}'`);
  return value;
};

const hash: Parser = (raw, name) => {
  if (!(HASH_NAMES as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${HASH_NAMES.join(', ')}, got '${raw}'`);
  }
  return raw as HashName;
};

const flag: Parser = (raw, name) => {
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
};

/** separated by spaces or commas, like a CSP source list */
const words: Parser = (raw) => raw.split(/[\s,]+/).filter(Boolean);

/** path-delimited, like PATH */
const directories: Parser = (raw) => raw.split(path.delimiter).filter(Boolean);

/** comma-separated http(s) origins, kept in URL's normal form ('https://a.example:8443') */
const origins: Parser = (raw, name) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      if (!url || !bare || !/^https?:$/.test(url.protocol)) {
        throw new Error(`${name} must be comma-separated origins like https://console.example.com, got '${item}'`);
      }
      return url.origin;
    });

/** a service's URL of one of the schemes; '' leaves the service off. The error never repeats the URL: it may hold a password */
const serviceUrl =
  (schemes: string[]): Parser =>
  (raw, name) => {
    if (raw === '') return raw;
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url || !schemes.includes(url.protocol)) throw new Error(`${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);
    return raw;
  };

const environment: Parser = (raw, name) => {
  if (!(ENVIRONMENTS as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${ENVIRONMENTS.join(', ')}, got '${raw}'`);
  }
  return raw as EnvironmentName;
};

/** '' (the offline basemap) or a template with all of {z}, {x} and {y} */
const tileTemplate: Parser = (raw, name) => {
  if (!['{z}', '{x}', '{y}'].every((p) => raw.includes(p))) throw new Error(`${name} must contain {z}, {x} and {y}, got '${raw}'`);
  return raw;
};

const coordSystem: Parser = (raw, name) => {
  if (!(COORD_SYSTEMS as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${COORD_SYSTEMS.join(', ')}, got '${raw}'`);
  }
  return raw as CoordSystem;
};

/** Environment variable → option and its parser. */
export const ENV_VARIABLES: ReadonlyArray<[string, keyof PlatformOptions, Parser]> = [
  ['PORT', 'port', positive],
  ['HOST', 'host', text],
  ['SEED_DEMO', 'seedDemo', flag],
  ['SEED_ANNOUNCEMENTS', 'seedAnnouncements', flag],
  ['SEED_RENEWAL_NOTICE', 'seedRenewalNotice', flag],
  ['RENEWAL_PRICE_PER_YEAR', 'renewalPricePerYear', positive],
  ['RENEWAL_QR_TIMEOUT_SECONDS', 'renewalQrTimeoutSeconds', positive],
  ['RENEWAL_WECHAT_SIMULATED', 'renewalWechatSimulated', flag],
  ['TRIAL_DEVICE_LIMIT', 'trialDeviceLimit', positive],
  ['WS_URL', 'wsUrl', text],
  ['CSP_FRAME_SOURCES', 'frameSources', words],
  ['CSP_MEDIA_SOURCES', 'mediaSources', words],
  ['DATA_DIR', 'dataDir', text],
  ['DATABASE_URL', 'databaseUrl', serviceUrl(['postgres:', 'postgresql:'])],
  ['REDIS_URL', 'redisUrl', serviceUrl(['redis:', 'rediss:'])],
  ['REDIS_KEY_PREFIX', 'redisKeyPrefix', text],
  ['TRUST_PROXY', 'trustProxy', text],
  ['LEASE_TTL_SECONDS', 'leaseTtlSeconds', positive],
  ['LEASE_RENEW_SECONDS', 'leaseRenewSeconds', nonNegative],
  ['TOKEN_TTL_SECONDS', 'tokenTtlSeconds', positive],
  ['REFRESH_GRACE_SECONDS', 'refreshGraceSeconds', positive],
  ['SIGN_WINDOW_SECONDS', 'signWindowSeconds', positive],
  ['SIGN_HASH', 'signHash', hash],
  ['SIGN_SALT_REQUEST', 'signSaltRequest', text],
  ['SIGN_SALT_CHART', 'signSaltChart', text],
  ['SIGN_SALT_DEVICE', 'signSaltDevice', text],
  ['CONSOLE_ENV', 'consoleEnv', environment],
  ['TILE_URL', 'tileUrl', tileTemplate],
  ['TILE_COORD_SYSTEM', 'tileCoordSystem', coordSystem],
  ['STATIC_DIR', 'staticDir', text],
  ['HEARTBEAT_SECONDS', 'heartbeatSeconds', positive],
  ['WS_ALLOWED_ORIGINS', 'wsAllowedOrigins', origins],
  ['WS_MAX_PER_USER', 'wsMaxPerUser', positive],
  ['WS_MAX_TOTAL', 'wsMaxTotal', positive],
  ['WS_MAX_BUFFERED_BYTES', 'wsMaxBufferedBytes', positive],
  ['AVATAR_MAX_BYTES', 'avatarMaxBytes', positive],
  ['UPLOAD_MAX_BYTES', 'uploadMaxBytes', positive],
  ['REPORT_FILE_CONCURRENCY_PER_USER', 'reportFileConcurrencyPerUser', positive],
  ['RATE_LOGIN_PER_MINUTE', 'rateLoginPerMinute', positive],
  ['RATE_CAPTCHA_PER_MINUTE', 'rateCaptchaPerMinute', positive],
  ['RATE_SMS_PER_HOUR', 'rateSmsPerHour', positive],
  ['RATE_FORGET_PASSWORD_PER_HOUR', 'rateForgetPasswordPerHour', positive],
  ['RATE_REGISTER_PER_HOUR', 'rateRegisterPerHour', positive],
  ['SMS_CODES_PER_PHONE_PER_HOUR', 'smsCodesPerPhonePerHour', positive],
  ['SMS_MAX_WRONG_CODES', 'smsMaxWrongCodes', positive],
  ['LOGIN_ACCOUNT_FAILURES', 'loginAccountFailures', positive],
  ['LOGIN_ACCOUNT_WINDOW_SECONDS', 'loginAccountWindowSeconds', positive],
  ['CAPTCHA_MAX_PENDING', 'captchaMaxPending', positive],
  ['CAPTCHA_MAX_PENDING_PER_CLIENT', 'captchaMaxPendingPerClient', positive],
  ['CAPTCHA_GLOBAL_PER_SECOND', 'captchaGlobalPerSecond', positive],
  ['RATE_LIMIT_DELAY_MS', 'rateLimitDelayMs', nonNegative],
  ['RATE_LIMIT_DELAY_MAX_HELD', 'rateLimitDelayMaxHeld', positive],
  ['API_BODY_LIMIT_BYTES', 'apiBodyLimitBytes', positive],
  ['REPLAY_MAX_ENTRIES', 'replayMaxEntries', positive],
  ['REPLAY_MAX_PER_OWNER', 'replayMaxPerOwner', positive],
  ['PASSWORD_CHANGE_MAX_FAILURES', 'passwordChangeMaxFailures', positive],
  ['PASSWORD_CHANGE_WINDOW_SECONDS', 'passwordChangeWindowSeconds', positive],
  ['EXTRA_SCHEMA_DIRS', 'extraSchemaDirs', directories],
  ['STORAGE_FAULT_LOG_SECONDS', 'storageFaultLogSeconds', positive],
  ['ORPHAN_FILE_GRACE_SECONDS', 'orphanFileGraceSeconds', positive],
  ['COMMAND_DELAY_SCALE', 'commandDelayScale', positive],
  ['COMMAND_FAILURE_RATE', 'commandFailureRate', fraction],
  ['INGEST_BODY_LIMIT_BYTES', 'ingestBodyLimitBytes', positive],
  ['RATE_INGEST_PER_MINUTE', 'rateIngestPerMinute', positive],
  ['READINGS_MAX_FUTURE_SECONDS', 'readingsMaxFutureSeconds', nonNegative],
  ['READINGS_RETENTION_DAYS', 'readingsRetentionDays', positive],
  ['RETENTION_BATCH', 'retentionBatch', positive],
  ['READINGS_PARTITION_DAYS', 'readingsPartitionDays', positive],
  ['READINGS_PARTITIONS_AHEAD_DAYS', 'readingsPartitionsAheadDays', positive],
  ['ONLINE_SWEEP_SECONDS', 'onlineSweepSeconds', positive],
  ['SIMULATOR', 'simulator', flag],
  ['SIM_SEED', 'simSeed', nonNegative],
  ['SIM_HISTORY_DAYS', 'simHistoryDays', nonNegative],
  ['SIM_SPEED', 'simSpeed', positive],
  ['SIM_DEVICES', 'simDevices', nonNegative],
  ['QA_TOOLS_IN_PRODUCTION', 'qaToolsInProduction', flag],
  ['ALARM_DEFAULT_CONSECUTIVE', 'alarmDefaultConsecutive', positive],
  ['ALARM_HYSTERESIS_TEMPERATURE', 'alarmHysteresisTemperature', nonNegative],
  ['ALARM_HYSTERESIS_HUMIDITY', 'alarmHysteresisHumidity', nonNegative],
  ['ALARM_HYSTERESIS_BATTERY', 'alarmHysteresisBattery', nonNegative],
  ['ALARM_DATA_TIMEOUT_MINUTES', 'alarmDataTimeoutMinutes', positive],
  ['ALARM_LIVE_WINDOW_SECONDS', 'alarmLiveWindowSeconds', positive],
  ['ALARM_SWEEP_SECONDS', 'alarmSweepSeconds', positive],
  ['ALARM_NOTIFY_TICK_MS', 'alarmNotifyTickMs', positive],
  ['ALARM_DAY_UTC_OFFSET_MINUTES', 'alarmDayUtcOffsetMinutes', integer],
  ['CREDIT_PER_SMS', 'creditPerSms', nonNegative],
  ['CREDIT_PER_VOICE_CALL', 'creditPerVoiceCall', nonNegative],
  ['NOTIFY_DELAY_SCALE', 'notifyDelayScale', nonNegative],
  ['NOTIFY_FAILURE_RATE', 'notifyFailureRate', fraction],
  ['NOTIFY_NO_ANSWER_RATE', 'notifyNoAnswerRate', fraction],
  ['DOWNLOAD_CONCURRENCY', 'downloadConcurrency', positive],
  ['DOWNLOAD_MAX_PENDING_PER_USER', 'downloadMaxPendingPerUser', positive],
  ['DOWNLOAD_WORKER', 'downloadWorker', flag],
  ['DOWNLOAD_TICK_MS', 'downloadTickMs', positive],
  ['DOWNLOAD_SWEEP_SECONDS', 'downloadSweepSeconds', positive],
  ['DOWNLOAD_THROTTLE_MS', 'downloadThrottleMs', nonNegative],
  ['DOWNLOAD_JOB_TIMEOUT_SECONDS', 'downloadJobTimeoutSeconds', positive],
  ['REPORT_SCHEDULE_TICK_SECONDS', 'reportScheduleTickSeconds', nonNegative],
  ['REPORT_SCHEDULE_HOUR', 'reportScheduleHour', integer],
  ['REPORT_SCHEDULE_UTC_OFFSET_MINUTES', 'reportScheduleUtcOffsetMinutes', integer],
  ['BACKUP_MAX_DEVICES', 'backupMaxDevices', positive],
  ['PREMIUM_TICK_SECONDS', 'premiumTickSeconds', nonNegative],
  ['BACKUP_UTC_OFFSET_MINUTES', 'backupUtcOffsetMinutes', integer],
  ['REPORT_GAP_TOLERANCE', 'reportGapTolerance', tolerance],
  ['REPORT_COVERAGE_WARNING_PCT', 'reportCoverageWarningPct', percent],
  ['IMPORT_MAX_BYTES', 'importMaxBytes', positive],
  ['IMPORT_MAX_ROWS', 'importMaxRows', positive],
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

