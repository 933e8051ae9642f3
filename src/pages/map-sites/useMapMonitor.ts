/**
 * The map monitor's state (issue 14 §2 "Map monitor"): the role filter, the search, the sites on the
 * map and the site whose popup is open (a click on the map or on the side list chooses it; the list
 * also flies there).
 */
import { useMemo, useState } from 'react';
import type { LatLng } from '../../lib/geo';
import type { MapAsset } from '../../lib/maps';
import type { MapPoint } from '../../framework/map';
import { ASSET_STATE_COLORS } from './assetState';
import { assetSites, matchAssets, stateCounts, type AssetSite } from './assetSites';
import type { LoadState } from './loadState';
import { useMapAssets } from './useMapAssets';

/** 2 cold store, 3 cold box, 4 refrigerator cabinet (spec §2), the filter's choices after "all". */
export const FIXED_ROLES = [2, 3, 4] as const;

export interface MapMonitorModel {
  state: LoadState<readonly MapAsset[]>;
  role: number | undefined;
  setRole(role: number | undefined): void;
  search: string;
  setSearch(text: string): void;
  /** the side list: every asset of the role matching the search */
  listed: MapAsset[];
  counts: ReturnType<typeof stateCounts>;
  sites: AssetSite[];
  points: MapPoint[];
  /** the site whose popup is open */
  openSite: number | null;
  setOpenSite(organizationId: number | null): void;
  /** where the map flies after a list click, with a key that changes on each click */
  flight: { target: LatLng; key: number } | null;
  showAsset(asset: MapAsset): void;
}

export function useMapMonitor(): MapMonitorModel {
  const [role, setRole] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [openSite, setOpenSite] = useState<number | null>(null);
  const [flight, setFlight] = useState<{ target: LatLng; key: number } | null>(null);
  const state = useMapAssets(role);
  const assets = state.status === 'ready' ? state.data : null;

  const derived = useMemo(() => {
    const all = assets ?? [];
    const sites = assetSites(all);
    return {
      listed: matchAssets(all, search),
      counts: stateCounts(all),
      sites,
      points: sites.map((site) => ({ id: site.organizationId, lat: site.lat, lng: site.lng, color: ASSET_STATE_COLORS[site.state], label: site.name, selected: site.organizationId === openSite })),
    };
  }, [assets, search, openSite]);

  return {
    state,
    role,
    setRole: (next) => {
      setRole(next);
      setOpenSite(null);
    },
    search,
    setSearch,
    ...derived,
    openSite,
    setOpenSite,
    flight,
    showAsset: (asset) => {
      if (asset.lat === null || asset.lng === null) return;
      setOpenSite(asset.organizationId);
      setFlight((current) => ({ target: { lat: asset.lat!, lng: asset.lng! }, key: (current?.key ?? 0) + 1 }));
    },
  };
}
