// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * The resources map against the real platform in-process: an organization without a location is
 * placed from the keyboard path (the map's centre), a marker is dragged and the move cancelled, each
 * through the confirmation that shows the old and the new coordinates; a user without the page's
 * edit action sees no way to move anything.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, session } from '../../api';
import { toDisplay, toStored, type LatLng } from '../../lib/geo';
import { distanceMeters } from '../../lib/maps';
import { addOrganization } from '../../../test/support/mapSitesFixture';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform, loginAs } from '../../../test/support/platformClient';
import { userWithPages } from '../../../test/support/readingsFixture';
import { ResourceMapPage } from './ResourceMapPage';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const harness = loggedInPlatform();

const render = () => renderLivePage(<ResourceMapPage name="MapResource" />, { path: '/map/resource', pattern: '/map/resource' });

async function companyOf(username: string) {
  const { db } = harness().platform.app;
  return db.selectFrom('users').innerJoin('organizations', 'organizations.company_id', 'users.company_id').select(['users.company_id as companyId', 'organizations.id as hq']).where('users.username', '=', username).where('organizations.parent_id', 'is', null).executeTakeFirstOrThrow();
}

async function storedOf(id: number) {
  const row = await harness().platform.app.db.selectFrom('organizations').select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirstOrThrow();
  return { lat: row.latitude, lng: row.longitude };
}

const shown = (testId: string) => Number(screen.getByTestId(testId).textContent!.replace(/,/g, ''));

/** Drags the organization's marker by (dx, dy) px with Leaflet's own mouse handling; resolves with the icon's place before. */
async function dragMarker(name: string, dx: number, dy: number): Promise<{ icon: () => HTMLElement; before: string }> {
  const map = screen.getByTestId('base-map');
  const icon = () => map.querySelector<HTMLElement>(`.leaflet-marker-icon[title="${name}"]`)!;
  await waitFor(() => expect(icon()?.classList.contains('leaflet-marker-draggable')).toBe(true));
  const marker = icon();
  const before = marker.style.transform;
  fireEvent.mouseDown(marker, { clientX: 100, clientY: 100, button: 0, which: 1 });
  fireEvent.mouseMove(marker, { clientX: 100 + dx / 2, clientY: 100 + dy / 2, button: 0, which: 1 });
  fireEvent.mouseMove(marker, { clientX: 100 + dx, clientY: 100 + dy, button: 0, which: 1 });
  fireEvent.mouseUp(marker, { clientX: 100 + dx, clientY: 100 + dy, button: 0, which: 1 });
  return { icon, before };
}

/** Web Mercator pixels at zoom z (Leaflet's EPSG:3857 with 256-px tiles), both ways. */
const SIZE = (z: number) => 256 * 2 ** z;
const toPixel = (p: LatLng, z: number) => ({ x: ((p.lng + 180) / 360) * SIZE(z), y: ((1 - Math.log(Math.tan(Math.PI / 4 + (p.lat * Math.PI) / 360)) / Math.PI) / 2) * SIZE(z) });
const toLatLng = (px: { x: number; y: number }, z: number): LatLng => ({ lng: (px.x / SIZE(z)) * 360 - 180, lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * px.y) / SIZE(z)))) * 180) / Math.PI });

describe('ResourceMapPage', () => {
  it('places an organization without a location at the map centre, after the confirmation', async () => {
    const { companyId, hq } = await companyOf('admin0001');
    const id = await addOrganization(harness().platform, { companyId, parentId: hq, name: 'Unplaced depot', level: 2 });
    await render();
    const unplaced = await screen.findByTestId('resource-unplaced');
    expect(within(unplaced).getByTestId(`resource-row-${id}`)).toHaveTextContent('No location');
    expect(await screen.findByTestId('resource-edit-hint')).toBeInTheDocument();

    await userEvent.click(await screen.findByTestId(`resource-place-${id}`));
    expect(screen.getByTestId('resource-placing')).toHaveTextContent('Unplaced depot');
    await userEvent.click(screen.getByTestId('resource-place-center'));
    const dialog = await screen.findByTestId('move-dialog');
    expect(within(dialog).getByTestId('move-from-none')).toHaveTextContent('No location');
    const to = { lat: shown('move-to-lat'), lng: shown('move-to-lng') };
    expect(Number.isFinite(to.lat) && Number.isFinite(to.lng)).toBe(true);
    await userEvent.click(screen.getByTestId('move-confirm'));

    await waitFor(async () => expect(await storedOf(id)).toEqual(to));
    await waitFor(() => expect(within(screen.getByTestId('resource-placed')).getByTestId(`resource-row-${id}`)).toBeInTheDocument());
  });

  it('shows the old and the new place of a dragged marker, and puts it back on cancel', async () => {
    const { db } = harness().platform.app;
    const org = await db.selectFrom('organizations').select(['id', 'name', 'latitude', 'longitude']).where('code', '=', 'ZJ').executeTakeFirstOrThrow();
    await render();
    await screen.findByTestId('resource-placed');
    const { icon, before } = await dragMarker(org.name, 60, 40);

    const dialog = await screen.findByTestId('move-dialog');
    expect(within(dialog).getByText(`The location of ${org.name} will be stored as below.`)).toBeInTheDocument();
    expect(shown('move-from-lat')).toBeCloseTo(org.latitude!, 6);
    expect(shown('move-from-lng')).toBeCloseTo(org.longitude!, 6);
    // dragged right and down: east and south
    expect(shown('move-to-lng')).toBeGreaterThan(org.longitude!);
    expect(shown('move-to-lat')).toBeLessThan(org.latitude!);

    await userEvent.click(screen.getByTestId('move-cancel'));
    await waitFor(() => expect(screen.queryByTestId('move-dialog')).toBeNull());
    expect(await storedOf(org.id)).toEqual({ lat: org.latitude, lng: org.longitude });
    await waitFor(() => expect(icon().style.transform).toBe(before));
  });

  it('stores a marker dropped on a GCJ-02 map (AutoNavi tiles) as WGS-84', async () => {
    configureApi({ ...harness().config, tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', tileCoordSystem: 'gcj02' }, { getLang: () => 'en', onSessionLost: () => undefined, now: () => harness().platform.clock.now() });
    const { db } = harness().platform.app;
    const org = await db.selectFrom('organizations').select(['id', 'name', 'latitude', 'longitude']).where('code', '=', 'ZJ').executeTakeFirstOrThrow();
    const from = { lat: org.latitude!, lng: org.longitude! };
    await render();
    await screen.findByTestId('resource-placed');
    await dragMarker(org.name, 60, 40);
    await screen.findByTestId('move-dialog');
    const to = { lat: shown('move-to-lat'), lng: shown('move-to-lng') };
    // the zoom the map stood at, from the drag's span (60 px east)
    const z = Math.round(Math.log2((360 * 60) / (256 * (to.lng - from.lng))));
    const at = toPixel(toDisplay(from, 'gcj02'), z);
    const dropped = toLatLng({ x: at.x + 60, y: at.y + 40 }, z);
    const metresPerPixel = (40_075_016 * Math.cos((from.lat * Math.PI) / 180)) / SIZE(z);
    // the drop point as drawn, converted back: within a pixel (Leaflet rounds the icon's place)…
    expect(distanceMeters(to, toStored(dropped, 'gcj02'))).toBeLessThan(metresPerPixel);
    // …and not the drawn point itself, a GCJ-02 shift (hundreds of metres) away
    expect(distanceMeters(to, dropped)).toBeGreaterThan(200);

    await userEvent.click(screen.getByTestId('move-confirm'));
    await waitFor(async () => expect(await storedOf(org.id)).toEqual(to));
  });

  it('gives a user without the edit action no way to move a marker', async () => {
    const { companyId } = await companyOf('admin0001');
    const viewer = await userWithPages(harness().platform, companyId, ['MapResource']);
    session.clear();
    await loginAs(harness(), { username: viewer.username, password: 'Limited@1234' });
    await render();
    await screen.findByTestId('resource-placed');
    const map = screen.getByTestId('base-map');
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon').length).toBeGreaterThan(0));
    expect(map.querySelector('.leaflet-marker-draggable')).toBeNull();
    expect(screen.queryByTestId('resource-edit-hint')).toBeNull();
    expect(screen.queryAllByTestId(/^resource-place-/)).toEqual([]);
  });
});
