/**
 * One simulated reading: a pure function of (device, seed, time). The same arguments give the same
 * values whenever and wherever they are computed, so a restart continues the same story and tests
 * can rely on it. Only the channels of the device's model are filled.
 */
import { CHANNEL_FIELDS, FIELD_RULES, type Channel, type ReadingField } from '../../../src/lib/readings';
import { hashUnit, textKey, unitOf } from '../seededRandom';
import { PROFILES } from './profiles';
import { PLACES } from './routes';
import { batteryCycle, deviceBase, RULES, type SimDevice } from './schedule';
import { jitter, smooth } from './signals';
import { eventAt, latestEvent } from './slots';
import { thermalAt, type Thermal } from './thermal';
import { positionAt, tripOf, type TripPosition } from './trip';

export type SimValues = Partial<Record<ReadingField, number>>;

const HOUR = 3600;
const STATIONS = Object.values(PLACES);

/** The fields of a model's channels with the factor each is rounded with (roundField's), once per channel list. */
const fieldPlans = new WeakMap<readonly Channel[], ReadonlyArray<readonly [ReadingField, number]>>();
function fieldsOf(channels: readonly Channel[]): ReadonlyArray<readonly [ReadingField, number]> {
  let plan = fieldPlans.get(channels);
  if (!plan) {
    plan = channels.flatMap((channel) => CHANNEL_FIELDS[channel].map((field) => [field, 10 ** FIELD_RULES[field].decimals] as const));
    fieldPlans.set(channels, plan);
  }
  return plan;
}

/** Battery %: a battery-only device drains through its cycle; a powered one drains only while its power is off. */
function battery(device: SimDevice, base: number, s: number): number {
  if (!device.channels.includes('power')) {
    const cycle = batteryCycle(base, s);
    return 100 - 92 * ((s - cycle.start) / cycle.length);
  }
  const outage = latestEvent(RULES.powerOff, base, s);
  if (!outage) return 100;
  const drained = 100 - (8 * (Math.min(s, outage.end) - outage.start)) / HOUR;
  return s < outage.end ? drained : Math.min(100, drained + (25 * (s - outage.end)) / HOUR);
}

/** Where a device that does not travel is fitted: a place of the region, fixed by its number whatever the seed. */
function station(device: SimDevice, axis: 0 | 1): number {
  const key = textKey(device.number);
  const place = STATIONS[key % STATIONS.length]!;
  return (axis ? place.lng : place.lat) + (hashUnit(key, 802 + axis) - 0.5) * 0.02;
}

interface Context {
  device: SimDevice;
  base: number;
  s: number;
  thermal: Thermal;
  where: TripPosition | null;
}

/** A switch, not a table of closures: this runs for every field of every simulated reading. */
function value(field: ReadingField, { device, base, s, thermal, where }: Context): number {
  const moving = where?.moving ?? false;
  switch (field) {
    case 'temperature':
      return thermal.temperature;
    case 'humidity':
      return thermal.humidity;
    case 'battery':
      return battery(device, base, s);
    case 'signal': {
      const wander = moving ? 30 * smooth(base, 801, s, 900) : 5 * smooth(base, 801, s, 3 * HOUR);
      return Math.min(100, Math.max(5, 60 + 35 * unitOf(base, 800) + wander));
    }
    case 'power':
      return eventAt(RULES.powerOff, base, s) ? 0 : 1;
    case 'lat':
      return where?.lat ?? station(device, 0);
    case 'lng':
      return where?.lng ?? station(device, 1);
    case 'pressure':
      return 1013 + 9 * smooth(base, 804, s, 6 * HOUR) + jitter(base, 805, s, 0.2);
    case 'light':
      return thermal.doorOpen ? 150 + 600 * unitOf(base, 806, s) : 0;
    case 'o2':
      return 20.9 + 0.1 * smooth(base, 807, s, HOUR);
    case 'co2':
      return 450 + 120 * smooth(base, 808, s, HOUR) + 250 * thermal.door;
    case 'shake':
      return moving ? 0.15 + 0.9 * unitOf(base, 809, s) : 0.02 * unitOf(base, 809, s);
    case 'door':
      return thermal.doorOpen ? 1 : 0;
  }
}

/**
 * The values the device measures at story time `s` (unix seconds), written into `into` (which is
 * returned), or null while it is offline. `into` lets the runner fill its reading in place: history
 * is hundreds of thousands of them.
 */
export function simulate<T extends object = SimValues>(device: SimDevice, seed: number, s: number, into?: T): (T & SimValues) | null {
  const base = deviceBase(device, seed);
  if (eventAt(RULES.offline, base, s)) return null;
  const profile = PROFILES[device.profile];
  const trip = profile.mobile ? tripOf(device.tripKey, seed) : null;
  const where = trip ? positionAt(trip, s) : null;
  const thermal = thermalAt(device, base, trip, s);
  const context: Context = { device, base, s, thermal, where };

  const values = (into ?? {}) as T & SimValues;
  for (const [field, factor] of fieldsOf(device.channels)) values[field] = Math.round(value(field, context) * factor) / factor;
  return values;
}
