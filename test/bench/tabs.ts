/**
 * Tab bar and page cache, measured in Chromium (part of `npm run bench`):
 * - tab switch: performance.mark on the click of a tab → the first frame in which the target
 *   page is visible, median over alternating switches between two cached tabs (of one menu
 *   area, and across areas, where the sidebar's work adds to the switch);
 * - memory: JSHeapUsedSize (CDP Performance.getMetrics) after a forced GC
 *   (HeapProfiler.collectGarbage), before and after opening 50 pages and closing them all.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { kb, median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const SWITCHES = Number(process.env.BENCH_TAB_SWITCHES ?? 21);
const OPENED = 50;
const HOME = '/index';
// two pages of the same menu area: the sidebar keeps its groups as they are
const A = '/management/sysconfig';
const B = '/management/operation';

/**
 * Init script (a string, see VISIBLE_PROBE): a click on a tab's link marks the start; the first
 * animation frame in which that page is visible marks the end and records the measure.
 */
const SWITCH_PROBE = `(function () {
  window.__tabSwitches = [];
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('[data-tab] a');
    if (!link) return;
    var path = link.closest('[data-tab]').getAttribute('data-tab');
    performance.mark('tab-click');
    (function check() {
      var page = document.querySelector('[data-page="' + CSS.escape(path) + '"]');
      if (page && page.checkVisibility()) {
        performance.mark('tab-visible');
        window.__tabSwitches.push(performance.measure('tab-switch', 'tab-click', 'tab-visible').duration);
        return;
      }
      requestAnimationFrame(check);
    })();
  }, true);
})();`;

/** In-app navigation (no reload), waiting for the console to show the page's tab as active. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `bench${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.locator(`[data-tab="${path}"][data-active]`).waitFor();
}

async function heapAfterGc(cdp: CDPSession): Promise<{ heap: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes') };
}

async function switchTimes(page: Page, count: number, [a, b]: [string, string] = [A, B]): Promise<number[]> {
  await page.evaluate('window.__tabSwitches = []');
  for (let i = 0; i < count; i += 1) {
    const target = i % 2 === 0 ? a : b;
    await page.locator(`[data-tab="${target}"] a`).click();
    await page.waitForFunction((n) => (window as unknown as { __tabSwitches: number[] }).__tabSwitches.length > n, i);
  }
  return (await page.evaluate('window.__tabSwitches')) as number[];
}

export async function benchTabs(browser: Browser, serverUrl: string): Promise<Row[]> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: SWITCH_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  try {
    await page.goto(`${serverUrl}/login`);
    await page.locator('input[name="username"]').fill(ADMIN.username);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.locator(`[data-tab="${HOME}"][data-active]`).waitFor({ timeout: 60_000 });
    await go(page, A);
    await go(page, B);
    await page.locator(`[data-page="${B}"] td`).first().waitFor();
    await page.waitForLoadState('networkidle');

    // warm-up: the first switches load nothing, but let the JIT settle
    await switchTimes(page, 4);
    const twoTabs = median(await switchTimes(page, SWITCHES));
    const acrossAreas = median(await switchTimes(page, SWITCHES, [HOME, B]));
    const before = await heapAfterGc(cdp);

    // /device/detail/:id exists in the seed but is noCache, so it would not exercise the cache:
    // query variants of a cached page do
    const openPages = async (from: number) => {
      for (let n = from; n < from + OPENED; n += 1) {
        const path = `${B}?n=${n}`;
        await go(page, path);
        await page.locator(`[data-page="${attr(path)}"] td`).first().waitFor();
      }
      await page.waitForLoadState('networkidle');
    };
    const closeAll = async () => {
      await page.locator(`[data-tab="${HOME}"]`).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Close all', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-tab]').length === 1 && document.querySelectorAll('[data-page]').length <= 1);
      await page.waitForLoadState('networkidle');
      return heapAfterGc(cdp);
    };

    await openPages(1);
    const opened = await heapAfterGc(cdp);
    await switchTimes(page, 2); // A and B were evicted by the 50: cache them again
    const fullCache = median(await switchTimes(page, SWITCHES));
    const closed = await closeAll();
    // a second round: a leak per opened page would show as growth here
    await openPages(OPENED + 1);
    const closedAgain = await closeAll();

    return [
      ['tabs: switch between two cached tabs (median)', ms(twoTabs), `click → page visible (next frame); ${A} ↔ ${B}, ${SWITCHES} switches`],
      ['tabs: the same with 20 pages cached (median)', ms(fullCache), `LRU cap reached after ${OPENED} opened pages`],
      ['tabs: switch across menu areas (median)', ms(acrossAreas), `${HOME} ↔ ${B}: the sidebar also opens/closes a group`],
      ['tabs: JS heap, 3 tabs open (after GC)', kb(before.heap), `${before.nodes} DOM nodes`],
      [`tabs: JS heap, ${OPENED} pages opened (after GC)`, kb(opened.heap), `${opened.nodes} DOM nodes; ${B}?n=1…${OPENED}, 20 kept`],
      [`tabs: JS heap after closing all (after GC)`, kb(closed.heap), `${closed.nodes} DOM nodes; ${signed(closed.heap - before.heap)} vs 3 tabs`],
      [`tabs: JS heap after ${OPENED} more and closing all`, kb(closedAgain.heap), `${closedAgain.nodes} DOM nodes; ${signed(closedAgain.heap - closed.heap)} vs the first round`],
    ];
  } finally {
    await context.close();
  }
}

/** A value for a quoted CSS attribute selector. */
function attr(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

function signed(bytes: number): string {
  return `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
}
