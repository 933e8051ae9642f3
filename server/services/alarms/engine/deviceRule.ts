/**
 * Which rule watches a device (issue 13 §1; brief "Design decisions"), first match wins:
 * 1. a rule whose `deviceIds` lists the device;
 * 2. a rule whose `assetIds` lists the asset it is fitted to;
 * 3. a rule whose `organizationIds` lists its organization or the NEAREST ancestor (a closer
 *    organization wins over a farther one);
 * ties go to the lowest rule id. With no rule, the device's own thresholds form an implicit rule
 * (rule id null); a device with alarms disabled has none. The index of a company's rules is made
 * once per configuration object (a write makes a new one, config.ts), so a batch only looks up.
 */
import type { AlarmOptions } from '../../../configAlarms';
import type { AlarmRuleConfig, CompanyAlarmConfig } from '../config';

/** What the engine knows of a device (the `devices` row, camelCase). */
export interface EngineDevice {
  id: number;
  companyId: number;
  organizationId: number;
  assetId: number | null;
  name: string;
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityMin: number | null;
  humidityMax: number | null;
  offlineMinutes: number;
  acquisitionPeriod: number;
  alarmEnabled: boolean;
}

/** The limits a device is judged against, whichever rule they come from. */
export interface DeviceRule {
  /** null: the implicit rule of the device's own thresholds */
  ruleId: number | null;
  /** the rule's graded alarm, when it exists and is enabled */
  gradedAlarmId: number | null;
  /** breaching readings in a row before an alarm opens */
  consecutive: number;
  minTemperature: number | null;
  maxTemperature: number | null;
  minHumidity: number | null;
  maxHumidity: number | null;
  /** battery ≤ this percent is low */
  lowBattery: number;
  powerOff: boolean;
  unplugged: boolean;
  offlineMinutes: number;
}

/** Battery percent at or below which a device is low without a rule saying otherwise (brief: battery ≤ 20 %). */
export const DEFAULT_LOW_BATTERY = 20;
/** A rule that names no consecutive count opens on the first breaching reading. */
export const RULE_DEFAULT_CONSECUTIVE = 1;

/** organization id → its parent (null at the top) */
export type OrganizationParents = ReadonlyMap<number, number | null>;

interface RuleIndex {
  byDevice: Map<number, AlarmRuleConfig>;
  byAsset: Map<number, AlarmRuleConfig>;
  byOrganization: Map<number, AlarmRuleConfig>;
}

const indexes = new WeakMap<CompanyAlarmConfig, RuleIndex>();

function indexOf(config: CompanyAlarmConfig): RuleIndex {
  let index = indexes.get(config);
  if (index) return index;
  index = { byDevice: new Map(), byAsset: new Map(), byOrganization: new Map() };
  // lowest id first: the first rule to claim an id keeps it
  const rules = [...config.rules].sort((a, b) => a.id - b.id);
  const claim = (into: Map<number, AlarmRuleConfig>, ids: unknown, rule: AlarmRuleConfig) => {
    if (!Array.isArray(ids)) return;
    for (const id of ids) if (typeof id === 'number' && !into.has(id)) into.set(id, rule);
  };
  for (const rule of rules) {
    claim(index.byDevice, rule.deviceIds, rule);
    claim(index.byAsset, rule.assetIds, rule);
    claim(index.byOrganization, rule.organizationIds, rule);
  }
  indexes.set(config, index);
  return index;
}

/** The rule bound to the device, or null when none is (the implicit rule then applies). */
export function matchRule(
  config: CompanyAlarmConfig,
  device: Pick<EngineDevice, 'id' | 'assetId' | 'organizationId'>,
  parents: OrganizationParents,
): AlarmRuleConfig | null {
  const index = indexOf(config);
  const direct = index.byDevice.get(device.id);
  if (direct) return direct;
  const viaAsset = device.assetId === null ? undefined : index.byAsset.get(device.assetId);
  if (viaAsset) return viaAsset;
  if (!index.byOrganization.size) return null;
  const seen = new Set<number>();
  for (let org: number | null | undefined = device.organizationId; org !== null && org !== undefined && !seen.has(org); org = parents.get(org)) {
    const rule = index.byOrganization.get(org);
    if (rule) return rule;
    seen.add(org);
  }
  return null;
}

const numberOr = (value: unknown, fallback: number | null): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The limits of the device: its rule's, or its own thresholds'; null when its alarms are disabled. */
export function deviceRule(
  config: CompanyAlarmConfig,
  device: EngineDevice,
  parents: OrganizationParents,
  options: Pick<AlarmOptions, 'alarmDefaultConsecutive'>,
): DeviceRule | null {
  if (!device.alarmEnabled) return null;
  const rule = matchRule(config, device, parents);
  if (!rule) {
    return {
      ruleId: null,
      gradedAlarmId: null,
      consecutive: Math.max(1, options.alarmDefaultConsecutive),
      minTemperature: device.temperatureMin,
      maxTemperature: device.temperatureMax,
      minHumidity: device.humidityMin,
      maxHumidity: device.humidityMax,
      lowBattery: DEFAULT_LOW_BATTERY,
      powerOff: true,
      unplugged: false,
      offlineMinutes: device.offlineMinutes,
    };
  }
  const graded = typeof rule.gradedAlarmId === 'number' ? config.graded.get(rule.gradedAlarmId) : undefined;
  return {
    ruleId: rule.id,
    gradedAlarmId: graded && graded.enabled !== false ? graded.id : null,
    consecutive: Math.max(1, Math.floor(numberOr(rule.consecutiveCount, RULE_DEFAULT_CONSECUTIVE)!)),
    minTemperature: numberOr(rule.minTemperature, null),
    maxTemperature: numberOr(rule.maxTemperature, null),
    minHumidity: numberOr(rule.minHumidity, null),
    maxHumidity: numberOr(rule.maxHumidity, null),
    lowBattery: numberOr(rule.lowBattery, DEFAULT_LOW_BATTERY)!,
    powerOff: rule.powerOff === true,
    unplugged: rule.unplugged === true,
    offlineMinutes: numberOr(rule.offlineMinutes, device.offlineMinutes)!,
  };
}
