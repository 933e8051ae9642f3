/**
 * Generated resource pages, measured in Chromium (part of `npm run bench`):
 * - a list page of 100 rows: the click on "100" rows per page → the first frame with 100 rows,
 *   the request to the server included; a fresh login each run, so nothing is cached. The rows
 *   are all in the table; the browser lays out and paints those in view (`content-visibility`,
 *   framework/list/tableStyles.ts), the others as they scroll in;
 * - the edit form of the largest schema (the most form inputs): the click on a row's Edit →
 *   the first frame in which the form's last input exists, the record's request included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { buildSchemaRegistry, type EntityEntry } from '../../src/framework';
import { formFields } from '../../src/framework/form/formModel';
import type { RouteNode } from '../../src/lib/contract';
import { flattenRoutes } from '../../src/lib/routes';
import { componentOf, type EntitySchema } from '../../src/lib/schema/types';
import { directLogin } from '../e2e/support/directApi';
import { median, ms } from './support';

type Row = [string, string, string?];

const ADMIN = { username: 'admin0001', password: 'Admin@123' };
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIST_PATH = '/device/list';
const ROWS = 100;
const rowsOf = '[data-page][data-active] tbody tr';

/**
 * Init script (a string, see VISIBLE_PROBE): a click on the "100" option, or on a row's Edit
 * button, marks the start; the first animation frame with 100 rows, or with the dialog's last
 * input, records the measure.
 */
const PROBE = `(function () {
  window.__listTimes = []; window.__editTimes = []; window.__lastInput = '';
  function until(test, into) {
    var start = performance.now();
    (function check() { if (test()) { into.push(performance.now() - start); return; } requestAnimationFrame(check); })();
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var option = target.closest('[role="option"]');
    if (option && option.textContent === '${ROWS}') {
      until(function () { return document.querySelectorAll('${rowsOf}').length === ${ROWS}; }, window.__listTimes);
    }
    var edit = target.closest('tbody button[aria-label="Edit"]');
    if (edit) {
      until(function () { return document.querySelector('[role="dialog"] [name="' + window.__lastInput + '"]') !== null; }, window.__editTimes);
    }
  }, true);
})();`;

/** Every entity file of schemas/, as the server loads them. */
function loadEntities(): EntityEntry[] {
  const dir = new URL('../../schemas/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
  const read = (f: string) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown>;
  const entities = files.filter((f) => f !== 'defs.schema.json').map((f) => read(f) as unknown as EntitySchema);
  return [...buildSchemaRegistry({ entities, shared: [read('defs.schema.json')] }).entities.values()];
}

/** Inputs of the edit form, an object's properties counted one by one. */
function inputCount(entity: EntityEntry): number {
  return formFields(entity, 'edit').reduce((n, f) => n + (f.ctx.property.properties ? Object.keys(f.ctx.property.properties).length : 1), 0);
}

async function loggedIn(browser: Browser, serverUrl: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  await page.goto(`${serverUrl}/login`);
  await page.locator('input[name="username"]').fill(ADMIN.username);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('sidebar').waitFor({ timeout: 60_000 });
  return page;
}

async function openList(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({ usr: null, key: 'bench', idx: 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.locator(rowsOf).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

const times = async (page: Page, name: string) => (await page.evaluate(name)) as number[];

async function listTimes(browser: Browser, serverUrl: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await loggedIn(browser, serverUrl);
    try {
      await openList(page, LIST_PATH);
      await page.locator('[data-page][data-active]').getByRole('combobox', { name: /rows per page/i }).click();
      await page.getByRole('option', { name: String(ROWS), exact: true }).click();
      await page.waitForFunction(() => (window as unknown as { __listTimes: number[] }).__listTimes.length > 0);
      out.push(...(await times(page, 'window.__listTimes')));
    } finally {
      await page.context().close();
    }
  }
  return out;
}

async function editTimes(browser: Browser, serverUrl: string, entity: EntityEntry, path: string): Promise<{ first: number; rest: number[] }> {
  const page = await loggedIn(browser, serverUrl);
  try {
    const last = formFields(entity, 'edit').at(-1)!;
    const lastName = last.ctx.property.properties ? `${last.name}.${Object.keys(last.ctx.property.properties).at(-1)}` : last.name;
    await page.evaluate((name) => Object.assign(window, { __lastInput: name }), lastName);
    await openList(page, path);
    const dialog = page.getByRole('dialog');
    for (let i = 0; i <= RUNS; i += 1) {
      await page.locator(rowsOf).first().getByRole('button', { name: 'Edit' }).click();
      await page.waitForFunction((n) => (window as unknown as { __editTimes: number[] }).__editTimes.length > n, i);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const [first = 0, ...rest] = await times(page, 'window.__editTimes');
    return { first, rest };
  } finally {
    await page.context().close();
  }
}

export async function benchResources(browser: Browser, serverUrl: string): Promise<Row[]> {
  const entities = loadEntities();
  const largest = entities.reduce((a, b) => (inputCount(b) > inputCount(a) ? b : a));
  const api = await directLogin(serverUrl, ADMIN);
  const pages = flattenRoutes(await api.get<RouteNode[]>('/menu/routerinfo', { showall: true }));
  const component = componentOf(largest.ui.components[0]!).path;
  const path = pages.find((p) => p.component === component)?.fullPath;
  if (!path) throw new Error(`bench: no menu page shows ${component} (${largest.resource})`);

  const list = await listTimes(browser, serverUrl);
  const edit = await editTimes(browser, serverUrl, largest, path);
  return [
    [`resources: list page of ${ROWS} rows (median)`, ms(median(list)), `${LIST_PATH}: "${ROWS}" rows per page → ${ROWS} rows in the table, those in view painted, request included; ${list.length} runs`],
    [`resources: edit form of the largest schema (median)`, ms(median(edit.rest)), `${largest.resource}, ${inputCount(largest)} inputs, on ${path}: Edit → last input painted, record request included; ${edit.rest.length} runs`],
    [`resources: the same, first open`, ms(edit.first), 'widgets and the form code already loaded by the list'],
  ];
}
