/**
 * The data overview's state (issue 14 §2 "Data overview"): the overview's answer, the map's points
 * coloured by open alarms, the region table's rows, and the region the map is fitted to.
 */
import { useMemo, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { LatLng } from '../../lib/geo';
import type { MapOverview, OverviewSite } from '../../lib/maps';
import type { MapPoint } from '../../framework/map';
import type { LoadState } from './loadState';
import { isPlaced, sitesUnder, summaryRows, type SummaryRow } from './regionSummary';
import { siteTier, TIER_COLORS } from './siteStyle';
import { useOverview } from './useOverview';

export interface DataOverviewModel {
  state: LoadState<MapOverview>;
  points: MapPoint[];
  rows: SummaryRow[];
  /** organizations the user sees that have no location */
  unplaced: OverviewSite[];
  region: number | null;
  selectRegion(organizationId: number | null): void;
  /** what the map fits: the region's placed sites, else every placed site */
  fitPoints: LatLng[];
  siteOf(id: number): OverviewSite | undefined;
}

export function useDataOverview(): DataOverviewModel {
  const translate = useTranslate();
  const state = useOverview();
  const [region, selectRegion] = useState<number | null>(null);
  const overview = state.status === 'ready' ? state.data : null;

  return useMemo(() => {
    const sites = overview?.sites ?? [];
    const placed = sites.filter(isPlaced);
    const byId = new Map(sites.map((site) => [site.organizationId, site]));
    const regionSites = region === null ? [] : sitesUnder(sites, region);
    return {
      state,
      points: placed.map((site) => ({
        id: site.organizationId,
        lat: site.lat,
        lng: site.lng,
        color: TIER_COLORS[siteTier(site)],
        label: site.name,
        selected: regionSites.some((s) => s.organizationId === site.organizationId),
      })),
      rows: overview ? summaryRows(overview, translate('app.pages.mapSites.overview.own'), translate('app.pages.mapSites.overview.totals')) : [],
      unplaced: sites.filter((site) => !isPlaced(site)),
      region,
      selectRegion,
      fitPoints: regionSites.length ? regionSites : placed,
      siteOf: (id: number) => byId.get(id),
    };
  }, [overview, region, state, translate]);
}
