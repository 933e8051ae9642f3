/**
 * The alarm panel knows what is open (issue 26 §1, "E2E in Chromium"), against the real server:
 * at login the panel shows the open alarms not acknowledged that admin0001 may see, and its link
 * opens the history listing exactly that many; a new alarm (readings posted as a device posts
 * them) raises the count without a reload, acknowledging it lowers it, and the dashboard's Open
 * alarms figure moves live too. The server's alarm sweep may end or open alarms at any moment of
 * a run, so each figure is compared with what the server answers at that moment, once stable.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AlarmHistoryPage } from '../../src/lib/alarms';
import type { AlarmOpenCount } from '../../src/lib/alarmOpenCount';
import type { DashboardSummary } from '../../src/lib/contract';
import { alarmableDevices, deviceSigning, postHot } from './support/alarmDevices';
import { baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const DAY = 86_400;
/** Longer than the server's gathering of changes, the console's wait before asking, and the answer. */
const SETTLE_MS = 1500;

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const panelCount = async (page: Page) => Number(await page.getByTestId('alarm-panel-open').getAttribute('data-count'));
const dashboardFigure = async (page: Page) => digits(await page.locator('[data-page][data-active]').getByTestId('figure-alarms-value').textContent());

async function socketOpen(page: Page): Promise<void> {
  await page.locator('[data-testid="alarm-bell"][data-socket="connected"]').waitFor({ timeout: 15_000 });
}

describe('the alarm panel knows what is open', () => {
  it('the alarm panel at login shows the open count, and following it lists them; a new alarm raises it live, acknowledging lowers it', async () => {
    const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
    const serverCount = async () => (await api.get<AlarmOpenCount>('/alarm/opencount')).count;
    const signing = await deviceSigning(baseUrl());
    const taken = new Set<number>();
    /** A new temperature alarm of a device that had none open: its id. */
    async function raise(): Promise<number> {
      const [device] = await alarmableDevices(api, 1, taken);
      taken.add(device!.id);
      await postHot(baseUrl(), signing, [device!]);
      const now = Math.floor(Date.now() / 1000);
      const query = { start: now - DAY, end: now + 60, deviceId: device!.id, kind: 'temperature_high', state: 'unacknowledged' } as const;
      const raised = (await api.get<AlarmHistoryPage>('/alarm/history', query)).list;
      expect(raised).toHaveLength(1);
      return raised[0]!.id;
    }
    // a run where nothing is open yet gets one: the link shows only when there is something to follow
    if ((await serverCount()) === 0) await raise();
    const { page, done } = await loggedIn();
    await socketOpen(page);
    await page.getByTestId('alarm-bell').click();
    const line = page.getByTestId('alarm-panel-open');
    await line.waitFor();
    await expect.poll(async () => (await panelCount(page)) === (await serverCount()), { timeout: 10_000 }).toBe(true);

    // the link lists exactly the count (again if an alarm opened or ended meanwhile: the panel moves)
    for (let attempt = 1; ; attempt += 1) {
      const count = await panelCount(page);
      await expect(line.textContent()).resolves.toContain(`${count} open alarm`);
      await line.getByTestId('alarm-panel-open-link').click();
      await page.waitForURL((url) => url.pathname === '/alarm/history' && url.searchParams.get('state') === 'unacknowledged');
      const total = page.locator('[data-page][data-active]').getByTestId('alarm-history-total');
      await total.waitFor();
      const listed = digits(await total.textContent());
      await page.waitForTimeout(SETTLE_MS);
      if ((await panelCount(page)) === count || attempt === 3) {
        expect(listed).toBe(count);
        break;
      }
      await go(page, '/index');
    }

    // a new alarm: the count goes up without a reload
    const before = await panelCount(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(frame.url())));
    const raised = await raise();
    await expect.poll(async () => (await panelCount(page)) === (await serverCount()), { timeout: 10_000 }).toBe(true);
    const raisedCount = await panelCount(page);
    expect(raisedCount).toBeGreaterThan(before);

    // acknowledged (here by a direct call, as another console would): the count goes down
    await api.post('/alarm/acknowledge', { ids: [raised], comment: 'e2e: checked on site' });
    await expect.poll(async () => (await panelCount(page)) === (await serverCount()), { timeout: 10_000 }).toBe(true);
    expect(await panelCount(page)).toBeLessThan(raisedCount);
    expect(navigations).toEqual([]);
    await done();
  });

  it("the dashboard's Open alarms figure moves live with a new alarm", async () => {
    const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
    const serverFigure = async () => (await api.get<DashboardSummary>('/dashboard/summary')).alarms.open;
    const { page, done } = await loggedIn();
    await socketOpen(page);
    await page.locator('[data-page][data-active]').getByTestId('figure-alarms-value').waitFor();
    await expect.poll(async () => (await dashboardFigure(page)) === (await serverFigure()), { timeout: 10_000 }).toBe(true);
    const before = await dashboardFigure(page);

    const [device] = await alarmableDevices(api, 1);
    await postHot(baseUrl(), await deviceSigning(baseUrl()), [device!]);
    await expect
      .poll(async () => (await dashboardFigure(page)) === (await serverFigure()) && (await dashboardFigure(page)) !== before, { timeout: 10_000 })
      .toBe(true);
    expect(await dashboardFigure(page)).toBeGreaterThan(before);
    await expect(page.getByTestId('dashboard-loading').count()).resolves.toBe(0);
    await done();
  });
});
