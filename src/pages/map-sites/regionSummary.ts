/**
 * The data overview's region table and region zoom (pure). The server sums each region's subtree;
 * what the headquarters holds itself belongs to no region, so the table adds it as its own row
 * (totals − regions) when there is any, and the totals close the table.
 */
import type { LatLng } from '../../lib/geo';
import type { MapOverview, OverviewSite, SiteFigures } from '../../lib/maps';

export type SummaryRow = SiteFigures & { key: string; kind: 'region' | 'own' | 'total'; name: string; organizationId: number | null };

const FIELDS = ['devices', 'online', 'openAlarms', 'excursionsToday'] as const;

function minus(a: SiteFigures, b: SiteFigures): SiteFigures {
  return { devices: a.devices - b.devices, online: a.online - b.online, openAlarms: a.openAlarms - b.openAlarms, excursionsToday: a.excursionsToday - b.excursionsToday };
}

function sum(rows: readonly SiteFigures[]): SiteFigures {
  const total: SiteFigures = { devices: 0, online: 0, openAlarms: 0, excursionsToday: 0 };
  for (const row of rows) for (const field of FIELDS) total[field] += row[field];
  return total;
}

/** Regions, then the headquarters' own figures when not zero, then the totals. */
export function summaryRows(overview: MapOverview, ownName: string, totalName: string): SummaryRow[] {
  const rows: SummaryRow[] = overview.regions.map((region) => ({ ...region, key: `region-${region.organizationId}`, kind: 'region' }));
  const rest = minus(overview.totals, sum(overview.regions));
  if (FIELDS.some((field) => rest[field] !== 0)) {
    const headquarters = overview.sites.find((site) => site.parentId === null);
    rows.push({ ...rest, key: 'own', kind: 'own', name: ownName, organizationId: headquarters?.organizationId ?? null });
  }
  rows.push({ ...overview.totals, key: 'total', kind: 'total', name: totalName, organizationId: null });
  return rows;
}

/** Online share in whole percent, null without devices. */
export function onlinePercent(figures: SiteFigures): number | null {
  return figures.devices === 0 ? null : Math.round((figures.online / figures.devices) * 100);
}

/** The placed sites of an organization's subtree (the region's, to fit the map to). */
export function sitesUnder(sites: readonly OverviewSite[], organizationId: number): Array<OverviewSite & LatLng> {
  const children = new Map<number, OverviewSite[]>();
  for (const site of sites) {
    if (site.parentId === null) continue;
    const list = children.get(site.parentId) ?? [];
    list.push(site);
    children.set(site.parentId, list);
  }
  const root = sites.find((site) => site.organizationId === organizationId);
  if (!root) return [];
  const found: OverviewSite[] = [];
  const seen = new Set<number>();
  const stack = [root];
  while (stack.length) {
    const site = stack.pop()!;
    if (seen.has(site.organizationId)) continue;
    seen.add(site.organizationId);
    found.push(site);
    stack.push(...(children.get(site.organizationId) ?? []));
  }
  return found.filter(isPlaced);
}

export function isPlaced<T extends { lat: number | null; lng: number | null }>(site: T): site is T & LatLng {
  return site.lat !== null && site.lng !== null;
}
