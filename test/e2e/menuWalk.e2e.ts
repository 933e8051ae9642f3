/**
 * Issue 30's acceptance, in Chromium against the real server: admin0001 opens every page of the
 * seeded menu tree, hidden ones included (a path parameter filled with a seeded record's id), and
 * none is the "not available" placeholder. A menu row added to the seed without a page fails here.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RouteNode } from '../../src/lib/contract';
import { baseUrl, chromiumPerFile, go, login, ADMIN } from './support/browser';

const { fresh, foreign: foreignRequests } = chromiumPerFile();

/** The leaf pages of a route tree, as full paths (a path parameter left in). */
function leafPaths(nodes: readonly RouteNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.path.startsWith('/') ? node.path : `${base}/${node.path}`.replace(/\/+/g, '/');
    if (node.children?.length) return leafPaths(node.children, path);
    return /^https?:/.test(node.path) ? [] : [path];
  });
}

const activePage = (page: Page) => page.locator('[data-page][data-active]');
const tab = (page: Page, path: string) => page.getByTestId('tags-view').locator(`[data-tab="${path}"]`);

describe('admin0001 walks the whole seeded menu', () => {
  it('finds a page, not the placeholder, behind every menu item', async () => {
    const { page, done } = await fresh({ viewport: { width: 1440, height: 900 } });
    const routes = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/menu/routerinfo');
    await page.goto(`${baseUrl()}/login`);
    await login(page, ADMIN.username, ADMIN.password);
    const tree = ((await (await routes).json()) as { data: RouteNode[] }).data;
    await page.waitForURL((url) => url.pathname === '/index');
    await page.getByTestId('navbar').waitFor();

    const paths = leafPaths(tree);
    // the seeded tree, not a part of it: every area
    expect(paths.length).toBeGreaterThan(100);
    const placeholders: string[] = [];
    for (const pattern of paths) {
      const path = pattern.replace(/:[^/]+/g, '1');
      await go(page, path);
      const here = await page.evaluate(() => location.pathname);
      // an area's own path redirects to its first page, which the walk opens in its turn
      if (here !== path) continue;
      await activePage(page).waitFor();
      // the placeholder renders at once; a real page is a lazy chunk, then its content
      await page.waitForLoadState('networkidle');
      if ((await activePage(page).getByTestId('not-available-component').count()) > 0) placeholders.push(path);
      // one page kept alive at a time: a hundred live pages would only measure the machine
      const close = tab(page, path).getByRole('button');
      if ((await close.count()) > 0) await close.click();
    }
    expect(placeholders, 'menu items that open the "not available" page').toEqual([]);
    await done();
    // a hundred pages, each loaded until the network is idle: minutes beside the PostgreSQL stage
  }, 300_000);

  it('sent nothing off the console’s origin', () => {
    expect(foreignRequests).toEqual([]);
  });
});
