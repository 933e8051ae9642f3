/**
 * What a simulated device monitors, and how: the profile follows the asset it is fitted to (spec §2
 * asset roles: vehicle 1, cold store 2, box 3, cabinet 4, and the asset's type), or its device type
 * when it is fitted to none. The seed gives each device the thresholds and periods of its profile
 * (server/db/seed/devicePlan.ts), so what the simulator makes and what the device is judged
 * against agree.
 */
import { textKey } from '../seededRandom';

export type ProfileKind =
  | 'refrigeratedVehicle'
  | 'frozenVehicle'
  | 'constantVehicle'
  | 'chilledStore'
  | 'frozenStore'
  | 'chilledBox'
  | 'frozenBox'
  | 'cabinet'
  | 'room';

export type Band = readonly [min: number, max: number];

export interface Profile {
  /** where the temperature belongs (°C): the seeded thresholds */
  temperature: Band;
  /** the usual temperature and how far it wanders slowly either side */
  base: number;
  drift: number;
  /** seconds between the knots of the slow drift */
  driftKnot: number;
  /** per-reading noise, either side */
  jitter: number;
  /** rise of a door opening (or a box's lid), of a defrost */
  doorRise: number;
  defrostRise: number;
  /** a compressor cycles (reefer unit, cold room, cabinet): the saw-tooth of thermal.compressorCycle */
  compressor: boolean;
  humidity: Band;
  humidityBase: number;
  /** follows a route (vehicles, and boxes carried on one) */
  mobile: boolean;
  /** the seed's settings: seconds between acquisitions, minutes without data before offline (≥ 10, spec §5) */
  acquisitionPeriod: number;
  offlineMinutes: number;
}

const CHILLED: Band = [2, 8];
const FROZEN: Band = [-25, -15];
const CONSTANT: Band = [15, 25];
const HUMID: Band = [35, 75];
const FROZEN_HUMID: Band = [40, 90];

const vehicle = { mobile: true, compressor: true, driftKnot: 2 * 3600, acquisitionPeriod: 120, offlineMinutes: 10, humidity: HUMID, humidityBase: 55, defrostRise: 0 } as const;
const store = { mobile: false, compressor: true, driftKnot: 3 * 3600, acquisitionPeriod: 300, offlineMinutes: 15, doorRise: 0.8 } as const;
const box = { mobile: true, compressor: false, driftKnot: 2 * 3600, acquisitionPeriod: 600, offlineMinutes: 20, humidity: HUMID, humidityBase: 55, defrostRise: 0 } as const;

export const PROFILES: Record<ProfileKind, Profile> = {
  // 2–8 °C, the reefer unit's cycle, door openings at every consignee (spec issue 12 §2). A level, its
  // drift, the cycle (at most ±0.9), a door's rise and the jitter stay inside the band together
  refrigeratedVehicle: { ...vehicle, temperature: CHILLED, base: 4.5, drift: 0.6, jitter: 0.2, doorRise: 2.5 },
  frozenVehicle: { ...vehicle, temperature: FROZEN, base: -20.5, drift: 1.2, jitter: 0.3, doorRise: 3.5, humidity: FROZEN_HUMID, humidityBase: 65 },
  constantVehicle: { ...vehicle, temperature: CONSTANT, base: 20, drift: 1.5, jitter: 0.3, doorRise: 2.5 },
  // slow drift, the compressor's cycle, a defrost every 6 to 12 hours (spec §9's hint) of several °C
  chilledStore: { ...store, temperature: CHILLED, base: 4, drift: 0.6, jitter: 0.2, defrostRise: 3, humidity: HUMID, humidityBase: 55 },
  frozenStore: { ...store, temperature: FROZEN, base: -20.5, drift: 1, jitter: 0.3, defrostRise: 4, humidity: FROZEN_HUMID, humidityBase: 65 },
  // passive boxes: the ice packs warm up through the day and are changed (the `drift` is the day's rise)
  chilledBox: { ...box, temperature: CHILLED, base: 3.2, drift: 3, jitter: 0.2, doorRise: 0.8 },
  frozenBox: { ...box, temperature: FROZEN, base: -23, drift: 5, jitter: 0.3, doorRise: 1.5, humidity: FROZEN_HUMID, humidityBase: 65 },
  // the compressor's cycle, the door opened now and then in working hours
  cabinet: { mobile: false, compressor: true, temperature: CHILLED, base: 5, drift: 0.4, driftKnot: 2 * 3600, jitter: 0.2, doorRise: 1.5, defrostRise: 0, humidity: HUMID, humidityBase: 50, acquisitionPeriod: 300, offlineMinutes: 15 },
  // a controlled room (15–25 °C), warmer in the afternoon
  room: { mobile: false, compressor: false, temperature: CONSTANT, base: 20, drift: 1, driftKnot: 3 * 3600, jitter: 0.3, doorRise: 0, defrostRise: 0, humidity: HUMID, humidityBase: 50, acquisitionPeriod: 600, offlineMinutes: 30 },
};

/** The asset a device is fitted to, as far as the profile needs it. */
export interface AssetInfo {
  role: number;
  type: string;
}

/** The profile of a device: by its asset, else by its type (a spread of kinds, fixed per device number). */
export function profileKindOf(device: { type: string; number: string }, asset: AssetInfo | null): ProfileKind {
  if (asset) {
    if (asset.role === 1) return asset.type === 'frozen' ? 'frozenVehicle' : asset.type === 'constantTemperature' ? 'constantVehicle' : 'refrigeratedVehicle';
    if (asset.role === 2) return asset.type === 'lowTemperature' ? 'frozenStore' : 'chilledStore';
    if (asset.role === 3) return asset.type === 'lowTemperature' ? 'frozenBox' : 'chilledBox';
    if (asset.role === 4) return 'cabinet';
  }
  const pick = textKey(device.number) % 4;
  switch (device.type) {
    case 'vehicle':
      return pick === 2 ? 'frozenVehicle' : pick === 3 ? 'constantVehicle' : 'refrigeratedVehicle';
    case 'box':
      return pick === 3 ? 'frozenBox' : 'chilledBox';
    case 'temperature_humidity':
      return pick % 2 ? 'room' : 'chilledStore';
    default:
      return pick % 2 ? 'room' : 'cabinet';
  }
}
