/**
 * Floor plans (issue 29 §5, "E2E in Chromium: a device placed on a floor plan shows its live
 * reading"), against the real server: admin0001 uploads a plan image of a site, drags a device
 * from the device list onto the image, sees it stay where it was dropped (saved as fractions of the
 * image), posts a reading of that device as the device does (POST /api/open/readings) and sees
 * the value at the device's place on the plan (the socket's 0101 event). The arrow keys move the
 * focused marker, and the move is stored. At phone width nothing sticks out of the screen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FloorPlan, FloorPlanDetail } from '../../src/lib/floorPlans';
import type { MonitorPage } from '../../src/lib/readings';
import { postBatch } from '../support/ingestBatch';
import { deviceSigning } from './support/alarmDevices';
import { ADMIN, baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

/** the device of test/e2e/deviceRecords.e2e.ts: left to that test */
const RECORDS_DEVICE = '10000186';
/** a cold-room reading (the device is one whose ranges hold it), one decimal as stored */
const COLD = 4.6;
const HUMID = 61.2;
/** a 400×250 grey PNG (ffmpeg -f lavfi -i color=c=0xdddddd:size=400x250 -frames:v 1 -pix_fmt gray) */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAZAAAAD6CAAAAACqzE6YAAAACXBIWXMAAAABAAAAAQBPJcTWAAACT0lEQVR4nO3RMQ0AMAzAsPLnWC69h2A5bASRMkvK/A7gZUiMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSY0iMITGGxBgSc4zhS+BHPBJrAAAAAElFTkSuQmCC',
  'base64',
);

describe('floor plan', () => {
  it('shows the live reading of a device dragged onto an uploaded plan', async () => {
    const api = await directLogin(baseUrl(), ADMIN);
    const plans = await api.get<FloorPlan[]>('/floorplan');
    const placedElsewhere = new Set<number>();
    for (const plan of plans) for (const placed of (await api.get<FloorPlanDetail>(`/floorplan/${plan.id}`)).placed) placedElsewhere.add(placed.device.id);
    // past the first few loggers (the device monitor's test takes one of those)
    const candidates = (await api.get<MonitorPage>('/monitor', { type: 'temperature_humidity', limit: 40 })).list.slice(6);
    const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);
    const device = candidates.find(
      ({ number, id, thresholds: t }) =>
        number !== RECORDS_DEVICE && !placedElsewhere.has(id) && within(COLD, t.temperatureMin, t.temperatureMax) && within(HUMID, t.humidityMin, t.humidityMax),
    );
    expect(device, 'a seeded temperature and humidity logger on no plan, whose ranges hold a cold-room reading').toBeDefined();

    const { page, done } = await loggedIn();
    await go(page, '/asset/floorplan');
    const view = page.locator('[data-page][data-active]');
    await view.getByTestId('plan-upload').click();
    const name = `E2E-${Date.now()}`;
    await page.getByTestId('plan-name').fill(name);
    await page.getByTestId('plan-site').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('plan-file').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('plan-upload-submit').click();
    await view.getByTestId('plan-select').filter({ hasText: name }).waitFor();
    const image = view.getByTestId('plan-image');
    await image.locator('img').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-page][data-active] [data-testid="plan-image"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });

    await view.getByLabel(/Search devices/).fill(device!.number);
    const handle = view.locator(`[data-testid="plan-device"][data-device-id="${device!.id}"] [data-testid="plan-device-handle"]`);
    const from = (await handle.boundingBox())!;
    const box = (await image.boundingBox())!;
    const target = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.4 };
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await page.mouse.up();

    const marker = view.locator(`[data-testid="plan-marker"][data-device-id="${device!.id}"]`);
    await marker.waitFor();
    const planId = (await api.get<FloorPlan[]>('/floorplan')).find((plan) => plan.name === name)!.id;
    const stored = (await api.get<FloorPlanDetail>(`/floorplan/${planId}`)).placed.find((p) => p.device.id === device!.id)!;
    expect(stored.x).toBeCloseTo(0.3, 1);
    expect(stored.y).toBeCloseTo(0.4, 1);
    const markerBox = (await marker.boundingBox())!;
    expect(Math.abs(markerBox.x + markerBox.width / 2 - target.x)).toBeLessThan(box.width * 0.02);

    // the login's socket is open before the reading goes in (the bell tells)
    await page.locator('[data-testid="alarm-bell"][data-socket="connected"]').waitFor({ timeout: 15_000 });
    const reading = marker.getByTestId('plan-marker-reading');
    await expect(reading.textContent()).resolves.not.toContain(String(COLD));
    const signing = await deviceSigning(baseUrl());
    const { envelope } = await postBatch(baseUrl(), signing, [{ number: device!.number, ts: Math.floor(Date.now() / 1000), temperature: COLD, humidity: HUMID, battery: 90, signal: 70, power: 1 }]);
    expect(envelope.data).toMatchObject({ stored: 1, rejected: [] });
    await page.waitForFunction(
      ({ id, cold }) => document.querySelector(`[data-page][data-active] [data-testid="plan-marker"][data-device-id="${id}"] [data-testid="plan-marker-reading"]`)?.textContent?.includes(cold),
      { id: device!.id, cold: String(COLD) },
      { timeout: 10_000 },
    );
    await expect(reading.textContent()).resolves.toContain(String(HUMID));
    await expect(marker.getAttribute('data-state')).resolves.toBe('normal');

    // the keyboard: the focused marker moves by the arrow keys, and the move is stored
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect
      .poll(async () => (await api.get<FloorPlanDetail>(`/floorplan/${planId}`)).placed.find((p) => p.device.id === device!.id), { timeout: 10_000 })
      .toMatchObject({ x: Math.round((stored.x + 0.01) * 10_000) / 10_000, y: Math.round((stored.y + 0.1) * 10_000) / 10_000 });
    await done();
  });

  it('fits a phone: the plan and the device list inside the screen', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 360, height: 740 } });
    await go(page, '/asset/floorplan');
    const view = page.locator('[data-page][data-active]');
    await view.getByTestId('plan-image').locator('img').waitFor();
    await view.getByTestId('plan-marker').first().waitFor();
    const widest = await view.evaluate((section) => Math.max(...Array.from(section.querySelectorAll('button, input, img, [data-testid="plan-device"]'), (el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await done();
  });
});
