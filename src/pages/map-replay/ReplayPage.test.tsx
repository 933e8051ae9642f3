// vitest.config.ts: isolated (Leaflet keeps state of the document it first met)
/**
 * Track replay against the real platform in-process, with a measured width and a canvas that draws
 * nothing: a link opens the vehicle's track (positions, stops, the chart), the keyboard moves the
 * scrubber and the chart's cursor follows, a stop moves both to its moment, and a range over the
 * limit is refused at its field before anything is asked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/support/fakeWebSocket';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { insertReadings, minuteReadings } from '../../../test/support/readingsFixture';
import { ReplayPage } from './ReplayPage';

const harness = loggedInPlatform();
const PUBLIC = path.resolve(__dirname, '../../../public');
const WIDTH = 900;
let trackRequests: URL[];

/** A 2D context that draws nothing (jsdom has none): Leaflet's and nivo's canvases accept every call. */
function fakeContext(): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy(state, {
    get: (target, key) => (key === 'measureText' ? () => ({ width: 10 }) : key in target ? target[key] : () => undefined),
    set: (target, key, value) => ((target[key] = value), true),
  }) as unknown as CanvasRenderingContext2D;
}

beforeEach(() => {
  FakeWebSocket.reset();
  trackRequests = [];
  harness().server.use(
    http.get('*/basemap/:file', ({ params }) => HttpResponse.json(JSON.parse(readFileSync(path.join(PUBLIC, 'basemap', String(params.file)), 'utf8')))),
  );
  harness().server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/map/track/')) trackRequests.push(url);
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: WIDTH,
    height: 400,
    left: 0,
    top: 0,
    right: WIDTH,
    bottom: 400,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
});

/** A seeded vehicle's 3 hours of minutes: driving north, standing 10 minutes from minute 60, too warm from minute 120. */
async function drivenVehicle() {
  const { platform } = harness();
  const { db } = platform.app;
  const vehicle = await db
    .selectFrom('devices')
    .select(['id', 'number', 'name'])
    .where('type', '=', 'vehicle')
    .where('company_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8 }).where('id', '=', vehicle.id).execute();
  const start = Math.floor(platform.clock.now() / 1000) - 86_400;
  let lat = 31;
  await insertReadings(
    platform,
    vehicle.id,
    minuteReadings(start, 180, (i) => {
      if (i <= 60 || i > 70) lat += 0.003;
      return { temperature: i >= 120 ? 10.5 : 5, lat: Math.round(lat * 1e6) / 1e6, lng: 121 };
    }),
  );
  return { vehicle, start, end: start + 3 * 3600 };
}

const renderReplay = (search: string) =>
  renderLivePage(<ReplayPage component="/map/replay/index" name="MapReplay" />, { path: `/map/replay${search}`, pattern: '/map/replay' });

describe('ReplayPage', { timeout: 30_000 }, () => {
  it('opens a link’s track: the map, its stop, the chart, and the scrubber and the chart’s cursor moving together', async () => {
    const { vehicle, start, end } = await drivenVehicle();
    await renderReplay(`?deviceId=${vehicle.id}&start=${start}&end=${end}`);
    const map = await screen.findByTestId('replay-map');
    await waitFor(() => expect(map).toHaveAttribute('data-points', '180'));
    expect(trackRequests).toHaveLength(1);
    expect(Object.fromEntries(trackRequests[0]!.searchParams)).toMatchObject({ start: String(start), end: String(end) });
    expect(trackRequests[0]!.pathname).toBe(`/api/map/track/${vehicle.id}`);
    expect(screen.getByTestId('base-map')).toHaveAttribute('data-basemap', 'offline');
    await waitFor(() => expect(screen.getByTestId('replay-page')).toHaveAttribute('data-drawn-ms'));

    const scrubber = screen.getByTestId('replay-scrubber');
    const chart = screen.getByTestId('replay-chart');
    expect(scrubber).toHaveAttribute('aria-valuenow', String(start));
    expect(chart).toHaveAttribute('data-cursor-ts', String(start));
    fireEvent.keyDown(scrubber, { key: 'ArrowRight' });
    fireEvent.keyDown(scrubber, { key: 'PageUp' });
    await waitFor(() => expect(scrubber).toHaveAttribute('aria-valuenow', String(start + 60 + 3600)));
    expect(chart).toHaveAttribute('data-cursor-ts', String(start + 60 + 3600));
    // at the cursor: minute 61's temperature
    expect(screen.getByTestId('replay-moment')).toHaveTextContent('5.0 °C');

    const stops = screen.getByRole('region', { name: '1 stop' });
    const stop = within(stops).getByRole('button');
    expect(stop).toHaveTextContent('for 10 min');
    await userEvent.click(stop);
    await waitFor(() => expect(scrubber).toHaveAttribute('aria-valuenow', String(start + 60 * 60)));
    expect(chart).toHaveAttribute('data-cursor-ts', String(start + 60 * 60));
    expect(screen.getByRole('region', { name: '0 alarms' })).toHaveTextContent('None');
  });

  it('moves the scrubber’s thumb with the playback at every frame, and to where its track is clicked, playing or not', async () => {
    const { vehicle, start, end } = await drivenVehicle();
    await renderReplay(`?deviceId=${vehicle.id}&start=${start}&end=${end}`);
    await waitFor(() => expect(screen.getByTestId('replay-page')).toHaveAttribute('data-drawn-ms'), { timeout: 15_000 });
    const scrubber = screen.getByTestId('replay-scrubber');
    const slider = scrubber.closest('.MuiSlider-root') as HTMLElement;
    const thumb = slider.querySelector('.MuiSlider-thumb') as HTMLElement;
    const [min, max] = [Number(scrubber.getAttribute('aria-valuemin')), Number(scrubber.getAttribute('aria-valuemax'))];
    const thumbAt = () => parseFloat(thumb.style.left);
    const valueAt = () => ((Number(scrubber.getAttribute('aria-valuenow')) - min) / (max - min)) * 100;
    // no easing: MUI's 150 ms glide, restarted by every frame of the playback, kept the thumb still
    expect(getComputedStyle(thumb).transition).not.toMatch(/left/);
    expect(getComputedStyle(slider.querySelector('.MuiSlider-track') as HTMLElement).transition).not.toMatch(/width|left/);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    // jsdom's frames are slow: any progress will do, the thumb must be where the cursor is
    await waitFor(() => expect(valueAt()).toBeGreaterThan(0.1), { timeout: 10_000 });
    expect(Math.abs(thumbAt() - valueAt())).toBeLessThan(0.5);

    // a click on the track, while it plays: the thumb and the cursor go there (the rail is 900 px wide here)
    // jsdom has no pointer capture, which MUI's slider asks about on the pointer's release
    for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const)
      if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
    fireEvent.pointerDown(slider, { clientX: 675, clientY: 5, button: 0, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(document, { clientX: 675, clientY: 5, button: 0, pointerId: 1, pointerType: 'mouse' });
    await waitFor(() => expect(valueAt()).toBeGreaterThanOrEqual(74));
    expect(valueAt()).toBeLessThan(80);
    expect(Math.abs(thumbAt() - valueAt())).toBeLessThan(0.5);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByTestId('replay-play')).toHaveAttribute('data-playing', 'false'));
    expect(Math.abs(thumbAt() - valueAt())).toBeLessThan(0.5);
  });

  it('refuses a range over 31 days at its field and asks nothing; without a vehicle it says to choose one', async () => {
    const empty = await renderReplay('');
    expect(await screen.findByTestId('replay-prompt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Choose a vehicle')).toBeInTheDocument();
    empty.unmount();

    const { vehicle, start } = await drivenVehicle();
    await renderReplay(`?deviceId=${vehicle.id}&start=${start - 40 * 86_400}&end=${start}`);
    expect(await screen.findByText(/The time frame cannot be exceeded/)).toBeInTheDocument();
    expect(trackRequests).toHaveLength(0);
  });
});
