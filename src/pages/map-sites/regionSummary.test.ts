import type { MapOverview, OverviewSite, SiteFigures } from '../../lib/maps';
import { onlinePercent, sitesUnder, summaryRows } from './regionSummary';

const figures = (devices: number, online: number, openAlarms = 0, excursionsToday = 0): SiteFigures => ({ devices, online, openAlarms, excursionsToday });
const site = (organizationId: number, parentId: number | null, own: SiteFigures, place: [number, number] | null = [31, 121]): OverviewSite => ({
  organizationId,
  parentId,
  name: `org ${organizationId}`,
  level: parentId === null ? 1 : 2,
  lat: place?.[0] ?? null,
  lng: place?.[1] ?? null,
  stores: 0,
  ...own,
});

// HQ(1) ─ A(2) ─ A1(4, not placed) ─ A11(5)
//       └ B(3)
const sites = [site(1, null, figures(10, 8, 3, 2)), site(2, 1, figures(6, 5, 2, 1)), site(3, 1, figures(3, 2, 1, 1)), site(4, 2, figures(2, 2), null), site(5, 4, figures(1, 1))];

describe('the region summary', () => {
  it("lists the regions, the headquarters' own figures (the totals less the regions), then the totals", () => {
    const overview: MapOverview = {
      sites,
      regions: [
        { organizationId: 2, name: 'A', ...figures(6, 5, 2, 1) },
        { organizationId: 3, name: 'B', ...figures(3, 2, 1, 1) },
      ],
      totals: figures(10, 8, 3, 2),
    };
    const rows = summaryRows(overview, 'own', 'total');
    expect(rows.map((row) => [row.kind, row.name, row.devices, row.online, row.openAlarms, row.excursionsToday])).toEqual([
      ['region', 'A', 6, 5, 2, 1],
      ['region', 'B', 3, 2, 1, 1],
      ['own', 'own', 1, 1, 0, 0],
      ['total', 'total', 10, 8, 3, 2],
    ]);
    expect(rows.find((row) => row.kind === 'own')!.organizationId).toBe(1);
  });

  it('has no own row when the regions add up to the totals', () => {
    const overview: MapOverview = { sites: sites.slice(1, 2), regions: [{ organizationId: 2, name: 'A', ...figures(6, 5, 2, 1) }], totals: figures(6, 5, 2, 1) };
    expect(summaryRows(overview, 'own', 'total').map((row) => row.kind)).toEqual(['region', 'total']);
  });

  it('gives the online share in whole percent, none without devices', () => {
    expect(onlinePercent(figures(3, 2))).toBe(67);
    expect(onlinePercent(figures(0, 0))).toBeNull();
  });

  it("finds a region's placed sites through an unplaced one, and nothing of another region", () => {
    expect(sitesUnder(sites, 2).map((s) => s.organizationId).sort()).toEqual([2, 5]);
    expect(sitesUnder(sites, 3).map((s) => s.organizationId)).toEqual([3]);
    expect(sitesUnder(sites, 99)).toEqual([]);
  });
});
