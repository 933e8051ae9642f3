/**
 * What each seeded device monitors and how it is set: the asset it is fitted to (vehicle terminals
 * on refrigerated vehicles, box tags on cold boxes, some sensors in cold stores, two per store for
 * its two areas, and in refrigerator cabinets; the rest on nothing), its model, and the settings of
 * its simulator profile (services/simulator/profiles.ts): acquisition period, offline minutes
 * (≥ 10, spec §5), temperature thresholds, and humidity thresholds where the model measures humidity.
 * Pure and deterministic: the seed and the tests read the same plan.
 */
import { channelsOf } from '../../../src/lib/readings';
import { PROFILES, profileKindOf, type ProfileKind } from '../../services/simulator/profiles';
import { ASSET_KINDS, assetCode, assetType } from './assets';

export interface DeviceSettings {
  model: string;
  acquisition_period: number;
  upload_period: number;
  offline_minutes: number;
  temperature_min: number;
  temperature_max: number;
  humidity_min: number | null;
  humidity_max: number | null;
  alarm_enabled: number;
}

export interface PlannedDevice {
  /** the code of the asset it is fitted to, or null */
  asset: string | null;
  profile: ProfileKind;
  settings: DeviceSettings;
}

const countOf = (role: number) => ASSET_KINDS.find((kind) => kind.role === role)!.count;

/** The asset (role, index) of the `j`-th device of its type, or null. */
function fitting(type: string, j: number): { role: number; index: number } | null {
  if (type === 'vehicle' && j < countOf(1)) return { role: 1, index: j };
  if (type === 'temperature_humidity' && j < 2 * countOf(2)) return { role: 2, index: Math.floor(j / 2) };
  if (type === 'box' && j < countOf(3)) return { role: 3, index: j };
  if (type === 'temperature' && j < countOf(4)) return { role: 4, index: j };
  return null;
}

export function settingsOf(profile: ProfileKind, model: string): DeviceSettings {
  const p = PROFILES[profile];
  const humid = channelsOf(model).includes('humidity');
  return {
    model,
    acquisition_period: p.acquisitionPeriod,
    // the simulator sends each reading as it is taken
    upload_period: p.acquisitionPeriod,
    offline_minutes: p.offlineMinutes,
    temperature_min: p.temperature[0],
    temperature_max: p.temperature[1],
    humidity_min: humid ? p.humidity[0] : null,
    humidity_max: humid ? p.humidity[1] : null,
    alarm_enabled: 1,
  };
}

/**
 * The plan of a device: `j` is its rank among the seeded devices of its type in its company (the
 * second company's devices have no assets: pass `withAssets` false).
 */
export function planDevice(device: { type: string; number: string; model: string }, j: number, withAssets = true): PlannedDevice {
  const fit = withAssets ? fitting(device.type, j) : null;
  const asset = fit ? { role: fit.role, type: assetType(fit.role, fit.index) } : null;
  const profile = profileKindOf(device, asset);
  // a cold store's area A has the environment monitor (pressure, O2, CO2, door), area B a plain sensor
  const model = fit?.role === 2 && j % 2 === 0 ? 'CE-900' : device.model;
  return { asset: fit ? assetCode(fit.role, fit.index) : null, profile, settings: settingsOf(profile, model) };
}
