// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * Setting a location against the real platform, on a map drawn in GCJ-02 (AutoNavi tiles): a point
 * picked on the map is stored as WGS-84 through the organization's own update; a dropped marker
 * (PinMarker gives it already stored) is stored as given; cancelling stores nothing.
 */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { configureApi, session } from '../../api';
import { distanceMeters } from '../../lib/maps';
import { toDisplay } from '../../lib/geo';
import { createDataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ADMIN, loginAs } from '../../../test/support/platformClient';
import { userWithPages } from '../../../test/support/readingsFixture';
import { startPlatformServer, type PlatformHarness } from '../../../test/support/platformServer';
import { loadCoordConversion } from '../../framework/map/coordConversion';
import { useLocationEdit, type Locatable } from './useLocationEdit';

let harness: PlatformHarness;
let site: Locatable;

beforeAll(async () => {
  harness = await startPlatformServer();
  configureApi(
    { ...harness.config, tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', tileCoordSystem: 'gcj02' },
    { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness.platform.clock.now() },
  );
  await loadCoordConversion(); // BaseMap waits for it; this test drives the hook without a map
  await loginAs(harness, ADMIN);
  const org = await harness.platform.app.db.selectFrom('organizations').select(['id', 'name', 'latitude', 'longitude']).where('code', '=', 'JS-NJ').executeTakeFirstOrThrow();
  site = { organizationId: org.id, name: org.name, lat: org.latitude, lng: org.longitude };
});
afterAll(async () => {
  session.clear();
  await harness.close();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider('en')}>
    {children}
  </AdminContext>
);

const stored = async () => {
  const row = await harness.platform.app.db.selectFrom('organizations').select(['latitude', 'longitude']).where('id', '=', site.organizationId).executeTakeFirstOrThrow();
  return { lat: row.latitude, lng: row.longitude };
};

describe('useLocationEdit on a GCJ-02 map', () => {
  it('stores a picked point converted back to WGS-84, through PUT /organization/:id', async () => {
    const { result } = renderHook(() => useLocationEdit(), { wrapper });
    // a point of the map as AutoNavi draws it, in Nanjing
    const shown = { lat: 32.041544, lng: 118.767413 };
    act(() => result.current.startPlacing(site));
    expect(result.current.placing?.organizationId).toBe(site.organizationId);
    act(() => result.current.pick(shown));
    const pending = result.current.pending!;
    expect(pending.from).toEqual({ lat: site.lat, lng: site.lng });
    // GCJ-02 is WGS-84 shifted by a few hundred metres in China: the stored point is not the one shown…
    expect(distanceMeters(pending.to, shown)).toBeGreaterThan(200);
    // …and drawn again on the GCJ-02 map it lands where it was picked
    expect(distanceMeters(toDisplay(pending.to, 'gcj02'), shown)).toBeLessThan(1);

    const puts = harness.count('PUT', `/organization/${site.organizationId}`);
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(harness.count('PUT', `/organization/${site.organizationId}`)).toBe(puts + 1);
    expect(await stored()).toEqual(pending.to);
  });

  it('stores a dropped marker as given (already WGS-84), rounded to six decimals', async () => {
    const { result } = renderHook(() => useLocationEdit(), { wrapper });
    const now = await stored();
    act(() => result.current.drop({ ...site, ...now }, { lat: 31.95123456, lng: 118.84098765 }));
    expect(result.current.pending!.to).toEqual({ lat: 31.951235, lng: 118.840988 });
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(await stored()).toEqual({ lat: 31.951235, lng: 118.840988 });
  });

  it('stores nothing on cancel and asks the markers back to their places', async () => {
    const { result } = renderHook(() => useLocationEdit(), { wrapper });
    const before = await stored();
    const puts = harness.count('PUT', `/organization/${site.organizationId}`);
    act(() => result.current.drop({ ...site, ...before }, { lat: 30, lng: 120 }));
    const revision = result.current.revision;
    act(() => result.current.cancel());
    expect(result.current.pending).toBeNull();
    expect(result.current.revision).toBe(revision + 1);
    expect(harness.count('PUT', `/organization/${site.organizationId}`)).toBe(puts);
    expect(await stored()).toEqual(before);
  });

  it("puts the marker back when the organization's own update is refused (no organization edit code)", async () => {
    const company = await harness.platform.app.db.selectFrom('organizations').select('company_id').where('id', '=', site.organizationId).executeTakeFirstOrThrow();
    const mover = await userWithPages(harness.platform, company.company_id, ['MapResource'], ['mapresource_edit']);
    session.clear();
    await loginAs(harness, { username: mover.username, password: 'Limited@1234' });
    const { result } = renderHook(() => useLocationEdit(), { wrapper });
    const before = await stored();
    act(() => result.current.drop({ ...site, ...before }, { lat: 30.5, lng: 120.5 }));
    const revision = result.current.revision;
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(result.current.revision).toBe(revision + 1);
    expect(await stored()).toEqual(before);
  });
});
