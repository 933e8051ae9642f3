import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Sum of the gzip sizes of the JavaScript responses a page receives from now on. */
export function recordScripts(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    seen.set(url, 0);
    try {
      seen.set(url, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // the page navigated away before the body was read
    }
  });
  return {
    total: () => [...seen.values()].reduce((a, b) => a + b, 0),
    urls: () => [...seen.keys()],
    /** `name size` per script, largest first (BENCH_VERBOSE=1 prints them) */
    list: () => [...seen].sort((a, b) => b[1] - a[1]).map(([url, size]) => `${url.replace(/^.*\/assets\//, '')} ${kb(size)}`),
    reset: () => seen.clear(),
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A tiny static server with SPA fallback, for the baseline app. */
export function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}

export function printTable(rows: Array<[string, string, string?]>): void {
  const w0 = Math.max(...rows.map((r) => r[0].length), 6);
  const w1 = Math.max(...rows.map((r) => r[1].length), 5);
  console.log(`\n| ${'metric'.padEnd(w0)} | ${'value'.padEnd(w1)} | note`);
  console.log(`|${'-'.repeat(w0 + 2)}|${'-'.repeat(w1 + 2)}|------`);
  for (const [a, b, c] of rows) console.log(`| ${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c ?? ''}`);
}

/**
 * Init script (a string: tsx-compiled functions carry helpers the page lacks) that records
 * when the login form's username input first exists, in the page's own clock.
 */
export const VISIBLE_PROBE = `(function probe() {
  if (document.querySelector('input[name="username"]')) { window.__formVisibleAt = performance.now(); return; }
  requestAnimationFrame(probe);
})();`;

/**
 * Init script: the login form's submit event → the first animation frame in which the console's
 * sidebar is visible, in the page's own clock. Timed inside the page, so that the driver's own
 * work (actionability checks before the click, polling after it) is not counted as the app's.
 */
export const FIRST_PAGE_PROBE = `document.addEventListener('submit', function () {
  window.__submitAt = performance.now();
  (function check() {
    var sidebar = document.querySelector('[data-testid="sidebar"]');
    if (sidebar && sidebar.checkVisibility()) { window.__firstPageAt = performance.now(); return; }
    requestAnimationFrame(check);
  })();
}, true);`;
