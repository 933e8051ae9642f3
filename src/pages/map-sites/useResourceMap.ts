/**
 * The resources map's state (issue 14 §2 "Resources"): the organizations the user sees with their
 * cold stores, who may move them (the page's `edit` action code, spec §6), the location being set
 * (useLocationEdit) and where the map flies after a list click.
 */
import { useMemo, useState } from 'react';
import { actionCode } from '../../lib/permissionCodes';
import type { LatLng } from '../../lib/geo';
import type { MapAsset, MapOverview, OverviewSite } from '../../lib/maps';
import { usePageCodes } from '../../framework/permissions/usePageCodes';
import { useShownQuery } from '../../framework/useShownQuery';
import { loadStateOf, type LoadState } from './loadState';
import { fetchAssets } from './mapSitesApi';
import { isPlaced } from './regionSummary';
import { useLocationEdit, type LocationEdit } from './useLocationEdit';
import { useOverview } from './useOverview';

const COLD_STORE = 2;

export interface ResourceMapModel {
  state: LoadState<MapOverview>;
  canEdit: boolean;
  placed: Array<OverviewSite & LatLng>;
  unplaced: OverviewSite[];
  /** each organization's cold stores by name */
  storesOf(organizationId: number): string[];
  edit: LocationEdit;
  flight: { target: LatLng; key: number } | null;
  show(site: OverviewSite): void;
}

export function useResourceMap(routeName: string): ResourceMapModel {
  const state = useOverview();
  const stores = loadStateOf(useShownQuery<readonly MapAsset[]>(['map.assets', COLD_STORE], (signal) => fetchAssets(COLD_STORE, signal)).result);
  const codes = usePageCodes(routeName);
  const edit = useLocationEdit();
  const [flight, setFlight] = useState<{ target: LatLng; key: number } | null>(null);
  const overview = state.status === 'ready' ? state.data : null;
  const storeList = stores.status === 'ready' ? stores.data : null;

  const derived = useMemo(() => {
    const sites = overview?.sites ?? [];
    const names = new Map<number, string[]>();
    for (const store of storeList ?? []) names.set(store.organizationId, [...(names.get(store.organizationId) ?? []), store.name]);
    return { placed: sites.filter(isPlaced), unplaced: sites.filter((site) => !isPlaced(site)), names };
  }, [overview, storeList]);

  return {
    state,
    canEdit: codes?.includes(actionCode(routeName, 'edit')) ?? false,
    placed: derived.placed,
    unplaced: derived.unplaced,
    storesOf: (organizationId) => derived.names.get(organizationId) ?? [],
    edit,
    flight,
    show: (site) => {
      if (isPlaced(site)) setFlight((current) => ({ target: { lat: site.lat, lng: site.lng }, key: (current?.key ?? 0) + 1 }));
    },
  };
}
