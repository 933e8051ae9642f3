/**
 * A company's alarm configuration as the engine and the notifier read it: alarm rules, graded
 * alarms, receivers and balance warnings are schema entities stored as `records` (JSON, camelCase
 * as on the wire). Read once per company and kept until a write of one of these entities says
 * otherwise (`forgetAlarmConfig`, called by their resource hooks), or for CONFIG_TTL_SECONDS.
 */
import type { Kysely } from 'kysely';
import type { NotifyChannel } from '../../../src/lib/alarms';
import type { Database } from '../../db/schema';

export const ALARM_RULE = 'alarmRule';
export const GRADED_ALARM = 'gradedAlarm';
export const ALARM_RECEIVER = 'alarmReceiver';
export const BALANCE_WARNING = 'balanceWarning';
export const TRIGGER_DEAL_SOLUTION = 'triggerDealSolution';
export const ALERTER = 'alerter';

/** The resources whose writes change what the engine or the notifier decide. */
export const ALARM_CONFIG_RESOURCES = [ALARM_RULE, GRADED_ALARM, ALARM_RECEIVER, BALANCE_WARNING] as const;

/** Seconds a company's configuration is kept without a write telling otherwise (another server instance's write). */
export const CONFIG_TTL_SECONDS = 30;

/** schemas/alarmRule.schema.json, as stored. */
export interface AlarmRuleConfig {
  id: number;
  name: string;
  minTemperature?: number;
  maxTemperature?: number;
  minHumidity?: number;
  maxHumidity?: number;
  offlineMinutes?: number;
  lowBattery?: number;
  powerOff?: boolean;
  unplugged?: boolean;
  repeatIntervalHours?: number;
  consecutiveCount?: number;
  messageLimit?: number;
  wechatRecipients?: Array<string | number>;
  /** what it applies to: devices directly, through their asset, or through their organization (and the ones under it) */
  deviceIds?: number[];
  assetIds?: number[];
  organizationIds?: number[];
  gradedAlarmId?: number;
}

export interface GradedLevelConfig {
  level: number;
  /** minutes after the alarm opens; > 0 for every level but 1 (spec §5) */
  triggerMinutes: number;
  channels: NotifyChannel[];
  receiverIds: number[];
}

/** schemas/gradedAlarm.schema.json, as stored. */
export interface GradedAlarmConfig {
  id: number;
  name: string;
  enabled?: boolean;
  levels?: GradedLevelConfig[];
}

/** schemas/alarmReceiver.schema.json, as stored. */
export interface AlarmReceiverConfig {
  id: number;
  name: string;
  mobile?: string;
  email?: string;
  /** the WeChat binding (open id) */
  wechatOpenId?: string;
  /** a URL-push endpoint */
  pushUrl?: string;
  userId?: number;
  enabled?: boolean;
}

/** schemas/balanceWarning.schema.json, as stored. */
export interface BalanceWarningConfig {
  id: number;
  smsThreshold: number;
  voiceThreshold: number;
  receiverIds: number[];
  enabled?: boolean;
}

export interface CompanyAlarmConfig {
  rules: AlarmRuleConfig[];
  graded: Map<number, GradedAlarmConfig>;
  receivers: Map<number, AlarmReceiverConfig>;
  balanceWarnings: BalanceWarningConfig[];
  loadedAt: number;
}

/**
 * Writes reach `forgetAlarmConfig` through resource hooks that hold a transaction, not the app's
 * connection, so the cache cannot be found by its connection: a write bumps its company's
 * generation (for every connection in the process), and a kept configuration of another
 * generation is read again.
 */
const generations = new Map<number, number>();
const generationOf = (companyId: number) => generations.get(companyId) ?? 0;

interface Kept {
  config: CompanyAlarmConfig;
  generation: number;
}

const caches = new WeakMap<object, Map<number, Kept>>();

function cacheOf(db: Kysely<Database>): Map<number, Kept> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

async function recordsOf<T>(db: Kysely<Database>, resource: string, companyId: number): Promise<T[]> {
  const rows = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', resource).where('company_id', '=', companyId).orderBy('id').execute();
  return rows.map((row) => ({ ...(JSON.parse(row.data) as object), id: row.id }) as T);
}

export async function companyAlarmConfig(db: Kysely<Database>, companyId: number, nowUnix: number): Promise<CompanyAlarmConfig> {
  const cache = cacheOf(db);
  const generation = generationOf(companyId);
  const kept = cache.get(companyId);
  if (kept && kept.generation === generation && nowUnix - kept.config.loadedAt < CONFIG_TTL_SECONDS && nowUnix >= kept.config.loadedAt) return kept.config;
  const [rules, graded, receivers, balanceWarnings] = await Promise.all([
    recordsOf<AlarmRuleConfig>(db, ALARM_RULE, companyId),
    recordsOf<GradedAlarmConfig>(db, GRADED_ALARM, companyId),
    recordsOf<AlarmReceiverConfig>(db, ALARM_RECEIVER, companyId),
    recordsOf<BalanceWarningConfig>(db, BALANCE_WARNING, companyId),
  ]);
  const config: CompanyAlarmConfig = {
    rules,
    graded: new Map(graded.map((g) => [g.id, g])),
    receivers: new Map(receivers.map((r) => [r.id, r])),
    balanceWarnings,
    loadedAt: nowUnix,
  };
  // a write while this was read leaves it unkept
  if (generationOf(companyId) === generation) cache.set(companyId, { config, generation });
  return config;
}

/** After a write of an alarm configuration entity of the company: the next evaluation reads it again. */
export function forgetAlarmConfig(companyId: number): void {
  generations.set(companyId, generationOf(companyId) + 1);
}
