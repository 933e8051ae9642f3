/**
 * The map monitor's sites (pure): fixed assets stand at their organization's coordinates, so the
 * map draws one marker per organization holding them (markers on the same spot would hide one
 * another), coloured by its worst asset; the side list names each asset.
 */
import type { MapAsset } from '../../lib/maps';
import { assetState, worstState, type AssetState } from './assetState';

export interface AssetSite {
  organizationId: number;
  name: string;
  lat: number;
  lng: number;
  assets: MapAsset[];
  state: AssetState;
}

export function assetSites(assets: readonly MapAsset[]): AssetSite[] {
  const sites = new Map<number, AssetSite>();
  for (const asset of assets) {
    if (asset.lat === null || asset.lng === null) continue;
    let site = sites.get(asset.organizationId);
    if (!site) {
      site = { organizationId: asset.organizationId, name: asset.organizationName, lat: asset.lat, lng: asset.lng, assets: [], state: 'noDevices' };
      sites.set(asset.organizationId, site);
    }
    site.assets.push(asset);
  }
  for (const site of sites.values()) site.state = worstState(site.assets.map(assetState));
  return [...sites.values()];
}

/** Assets whose name or organization holds the text (any case), in the order given. */
export function matchAssets(assets: readonly MapAsset[], text: string): MapAsset[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...assets];
  return assets.filter((asset) => asset.name.toLocaleLowerCase().includes(needle) || asset.organizationName.toLocaleLowerCase().includes(needle));
}

/** Per state, how many assets are in it. */
export function stateCounts(assets: readonly MapAsset[]): Record<AssetState, number> {
  const counts: Record<AssetState, number> = { exceeding: 0, offline: 0, lowBattery: 0, normal: 0, noDevices: 0 };
  for (const asset of assets) counts[assetState(asset)] += 1;
  return counts;
}
