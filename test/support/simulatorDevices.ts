/**
 * A few simulated devices of every profile (server/services/simulator/), each on the model the seed
 * gives that kind of device: what the simulator's tests run on, with no database.
 */
import { channelsOf } from '../../src/lib/readings';
import { PROFILES, type ProfileKind } from '../../server/services/simulator/profiles';
import type { SimDevice } from '../../server/services/simulator/schedule';

export const PROFILE_KINDS = Object.keys(PROFILES) as ProfileKind[];

const MODELS: Record<ProfileKind, string> = {
  refrigeratedVehicle: 'CV-300G',
  frozenVehicle: 'CV-300G',
  constantVehicle: 'CV-300G',
  chilledStore: 'CE-900',
  frozenStore: 'CTH-200',
  chilledBox: 'CB-50',
  frozenBox: 'CB-50',
  cabinet: 'CT-100',
  room: 'CTH-200',
};

export function sampleDevice(profile: ProfileKind, i: number, model = MODELS[profile]): SimDevice {
  const number = String(20_000_001 + PROFILE_KINDS.indexOf(profile) * 1000 + i * 37);
  return { number, model, channels: channelsOf(model), profile, tripKey: profile.endsWith('Vehicle') ? `A1${String(i + 1).padStart(4, '0')}` : number };
}

export function sampleFleet(perProfile: number): SimDevice[] {
  return PROFILE_KINDS.flatMap((profile) => Array.from({ length: perProfile }, (_, i) => sampleDevice(profile, i)));
}
