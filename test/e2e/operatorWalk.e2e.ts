/**
 * Issue 26 §3 "operator01", end to end in Chromium against the real server: the operator (only
 * the dashboard, device and alarm menus; data scope its organization's subtree) opens every page
 * of its menu and no call of any page is refused, neither by HTTP status (≥ 400) nor by the
 * envelope (a permission or token refusal); each page renders inside the layout. An address of
 * the full menu its role lacks shows "no access" inside the layout; an unknown one goes to /404.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { ApiStatus, type RouteNode } from '../../src/lib/contract';
import { baseUrl, chromiumPerFile, go, login, OPERATOR } from './support/browser';

const { fresh, foreign: foreignRequests } = chromiumPerFile();

/** Envelope statuses that refuse the user rather than the input. */
const REFUSALS: ReadonlySet<string> = new Set([ApiStatus.forbidden, ApiStatus.tokenInvalid, ApiStatus.passwordChangeRequired]);

interface Refusal {
  page: string;
  url: string;
  status: number;
  envelope?: string;
}

/**
 * Every response of an /api call, judged; `where()` names the page the console shows. `settled()`
 * waits for the envelopes still being read, then gives the refusals.
 */
function recordRefusals(page: Page, where: () => string): { settled(): Promise<Refusal[]> } {
  const refused: Refusal[] = [];
  const reading: Array<Promise<unknown>> = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const at = where();
    const entry = { page: at, url: `${response.request().method()} ${url.pathname}${url.search}`, status: response.status() };
    if (entry.status >= 400) {
      refused.push(entry);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response
        .json()
        .then((body: unknown) => {
          const status = (body as { status?: unknown } | null)?.status;
          if (typeof status === 'string' && REFUSALS.has(status)) refused.push({ ...entry, envelope: status });
        })
        .catch(() => undefined),
    );
  });
  return {
    settled: async () => {
      await Promise.all(reading);
      return refused;
    },
  };
}

/** The leaf pages of a route tree, as full paths (a path parameter is left in: the caller fills it). */
function leafPaths(nodes: readonly RouteNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.path.startsWith('/') ? node.path : `${base}/${node.path}`.replace(/\/+/g, '/');
    if (node.children?.length) return leafPaths(node.children, path);
    return node.redirect || /^https?:/.test(node.path) ? [] : [path];
  });
}

const activePage = (page: Page) => page.locator('[data-page][data-active]');

/** A typed address inside the running console (no reload), for addresses that open no tab. */
async function typeAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function expectLayout(page: Page): Promise<void> {
  await page.getByTestId('sidebar').waitFor();
  await page.getByTestId('navbar').waitFor();
  await page.getByTestId('breadcrumb').waitFor();
}

describe('operator01 walks its menu', () => {
  it('opens every page of its menu with no refused request, each inside the layout', async () => {
    const { page, done } = await fresh({ viewport: { width: 1440, height: 900 } });
    let current = '/login';
    const refused = recordRefusals(page, () => current);
    const routes = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/menu/routerinfo');
    const devices: number[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/device' || !response.ok()) return;
      void response
        .json()
        .then((body: { data?: { list?: Array<{ id: number }> } }) => devices.push(...(body.data?.list ?? []).map((d) => d.id)))
        .catch(() => undefined);
    });
    await page.goto(`${baseUrl()}/login`);
    await login(page, OPERATOR.username, OPERATOR.password);
    const tree = ((await (await routes).json()) as { data: RouteNode[] }).data;
    await page.waitForURL((url) => url.pathname === '/index');
    await expectLayout(page);
    await page.waitForLoadState('networkidle');

    const paths = leafPaths(tree);
    // its menu: the dashboard, the device area and the alarm area (server/README.md, demo accounts)
    expect(paths).toContain('/device/list');
    expect(paths).toContain('/alarm/history');
    expect(paths.some((p) => p.startsWith('/management/'))).toBe(false);
    const visited: string[] = [];
    for (const pattern of paths) {
      if (pattern.includes(':')) continue;
      current = pattern;
      await go(page, pattern);
      await expect(page.evaluate(() => location.pathname)).resolves.toBe(pattern);
      await expectLayout(page);
      await activePage(page).waitFor();
      await page.waitForLoadState('networkidle');
      visited.push(pattern);
    }
    // the hidden detail page, with a device of the operator's list
    const detail = paths.find((p) => p.includes(':'));
    if (detail) {
      expect(devices.length, 'the device list listed devices').toBeGreaterThan(0);
      current = detail.replace(/:[^/]+/, String(devices[0]));
      await go(page, current);
      await expectLayout(page);
      await activePage(page).waitFor();
      await page.waitForLoadState('networkidle');
      visited.push(current);
    }
    expect(visited.length).toBeGreaterThan(20);

    // its pages filter by its own organizations: the alarm history's filter offers them
    current = '/alarm/history';
    await go(page, current);
    await activePage(page).getByRole('combobox', { name: 'Organization' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.nth(1).waitFor();
    await expect(options.count()).resolves.toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');

    // and picks its own devices: the records page's picker searches them
    current = '/device/record';
    await go(page, current);
    const picker = activePage(page).getByRole('combobox', { name: 'Device' });
    await picker.fill('1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(await refused.settled()).toEqual([]);
    await done();
  });
});

describe('an address operator01 may not open', () => {
  it('says no access inside the layout, there and after a reload; an unknown address is the 404 page', async () => {
    const { page, done } = await fresh({ viewport: { width: 1440, height: 900 } });
    const refused = recordRefusals(page, () => page.url());
    await page.goto(`${baseUrl()}/login`);
    await login(page, OPERATOR.username, OPERATOR.password);
    await page.waitForURL((url) => url.pathname === '/index');
    await expectLayout(page);

    // as a typed address inside the running console, and as a fresh load of it
    for (const open of [() => typeAddress(page, '/management/user'), () => page.goto(`${baseUrl()}/management/user`)]) {
      await open();
      await page.getByRole('heading', { name: 'No access' }).waitFor();
      await expect(page.getByTestId('no-access').textContent()).resolves.toContain('/management/user');
      await expectLayout(page);
      await expect(page.getByTestId('sidebar').isVisible()).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe('/management/user');
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/index');

    // not an address of the menu: spec §2's catch-all, the 404 page without the layout
    await typeAddress(page, '/no/such/page');
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await expect(page.getByTestId('sidebar').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await refused.settled()).toEqual([]);
    await done();
  });
});

describe('foreign requests', () => {
  it('none', () => {
    expect(foreignRequests).toEqual([]);
  });
});
