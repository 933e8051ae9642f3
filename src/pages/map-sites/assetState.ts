/**
 * The map monitor's states (pure): an asset takes its worst device's state, a site its worst
 * asset's. Worst first: a value out of range, then a silent device, then a low battery (the
 * monitor's own states, src/lib/readings.ts); an asset without devices has no readings at all.
 * A socket reading updates the figures at once; the state follows at the reload it triggers.
 */
import type { MapAsset, MapAssetDevice } from '../../lib/maps';
import type { Reading } from '../../lib/readings';

export const ASSET_STATES = ['exceeding', 'offline', 'lowBattery', 'normal', 'noDevices'] as const;
export type AssetState = (typeof ASSET_STATES)[number];

export const ASSET_STATE_COLORS: Readonly<Record<AssetState, string>> = {
  exceeding: '#c62828',
  offline: '#9e9e9e',
  lowBattery: '#f9a825',
  normal: '#2e7d32',
  noDevices: '#78909c',
};

const rank = (state: AssetState) => ASSET_STATES.indexOf(state);

export function worstState(states: Iterable<AssetState>): AssetState {
  let worst: AssetState = 'noDevices';
  for (const state of states) if (rank(state) < rank(worst)) worst = state;
  return worst;
}

export function assetState(asset: Pick<MapAsset, 'devices'>): AssetState {
  return worstState(asset.devices.map((device) => device.state));
}

export interface LiveReading {
  deviceId: number;
  ts: number;
  online: boolean;
  reading: Pick<Reading, 'temperature' | 'humidity'>;
}

/** The assets with one device's new reading (the same array when no asset carries the device). */
export function withReading(assets: readonly MapAsset[], live: LiveReading): readonly MapAsset[] {
  let changed = false;
  const next = assets.map((asset) => {
    if (!asset.devices.some((device) => device.deviceId === live.deviceId)) return asset;
    changed = true;
    const devices = asset.devices.map(
      (device): MapAssetDevice =>
        device.deviceId !== live.deviceId || (device.lastSeen !== null && device.lastSeen > live.ts)
          ? device
          : {
              ...device,
              temperature: live.reading.temperature ?? device.temperature,
              humidity: live.reading.humidity ?? device.humidity,
              lastSeen: live.ts,
              online: live.online,
              // the state stays the server's (it knows the thresholds) until the reload that follows
            },
    );
    return { ...asset, devices };
  });
  return changed ? next : assets;
}
