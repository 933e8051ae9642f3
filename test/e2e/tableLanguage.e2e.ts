/**
 * Issue 26 §3 "Translations" and "One date and time format everywhere", in Chromium against the
 * real server: logged in with zh-CN, the list pages' table chrome (headers and sort labels,
 * pagination, toolbars and their menus, the selection bar, the empty state, buttons, labels and
 * placeholders) shows no English word, whatever MUI or react-admin would show by default; and the
 * query bars' date inputs show their whole value in the Chinese form, 24 hours, at 1440 and 390 px.
 * User data (the table's cells, the devices' names) may be anything and is not checked.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOWNLOADS_PATH, type DownloadJobsPage } from '../../src/lib/downloads';
import { ADMIN, baseUrl, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign } = chromiumPerFile();
afterAll(() => {
  expect(foreign).toEqual([]);
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Latin words a Chinese page may show: file formats, units and names of standards. */
const ALLOWED = new Set(['CSV', 'XLSX', 'Excel', 'PDF', 'MKT', 'IMEI', 'ICCID', 'GPS', 'SIM', 'SMS', 'URL', 'API']);

/**
 * The Latin words (three letters or more) of the shown page's chrome and of any open menu or
 * popover: text, accessible names, titles and placeholders, leaving out what the server's data
 * fills in: table body cells, phone cards' values, chosen options and chips, inputs' values.
 */
function chromeWords(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const DATA = 'tbody td, [data-testid="record-cards"] dd, .MuiChip-label, .MuiSelect-select, .MuiAutocomplete-tag, svg text, canvas';
      const roots = [...document.querySelectorAll('[data-page][data-active], .MuiPopover-root, .MuiMenu-root, [role="tooltip"]')];
      const words = new Set<string>();
      const note = (text: string | null, where: string) => {
        for (const word of (text ?? '').match(/[A-Za-z]{3,}/g) ?? []) if (!allowed.includes(word)) words.add(`${word} (${where})`);
      };
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const parent = walker.currentNode.parentElement;
          if (!parent || parent.closest(DATA)) continue;
          if (parent.closest('[aria-hidden="true"]') && !parent.closest('thead')) continue;
          note(walker.currentNode.nodeValue, parent.tagName.toLowerCase());
        }
        for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')) {
          if (element.closest(DATA) && !element.matches('button, [role="button"], input[type="checkbox"]')) continue;
          for (const name of ['aria-label', 'title', 'placeholder', 'aria-roledescription'])
            note(element.getAttribute(name), `${element.tagName.toLowerCase()}[${name}]`);
        }
      }
      return [...words].sort();
    },
    [...ALLOWED],
  );
}

const shown = (page: Page) => page.locator('[data-page][data-active]');

/** Opens a toolbar menu of the shown list by its button's name, checks it, closes it. */
async function checkMenu(page: Page, button: RegExp, found: Record<string, string[]>, where: string) {
  const opener = shown(page).getByRole('button', { name: button }).first();
  if (!(await opener.count())) return;
  await opener.click();
  await page.locator('.MuiPopover-root, .MuiMenu-root').first().waitFor();
  found[where] = await chromeWords(page);
  await page.keyboard.press('Escape');
  await page.locator('.MuiPopover-root, .MuiMenu-root').first().waitFor({ state: 'detached' });
}

/** The shown page's date inputs: their text, and whether any is wider than its box. */
function dateInputs(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[data-page][data-active] input[type="text"]')]
      .filter((input) => /^\d{4}[-/]\d{2}[-/]\d{2}/.test(input.value))
      .map((input) => ({ value: input.value, cut: input.scrollWidth > input.clientWidth + 1, width: input.clientWidth })),
  );
}

// a representative set of lists: generated ones and the console's own tables
const LISTS = ['/device/list', '/waybill/management', '/management/menu', '/management/user', '/management/role'];
const PAGES = ['/alarm/history', '/statistics/downloadcenter', '/statistics/dataquery', '/device/record'];

describe('zh-CN pages show no English table strings', () => {
  it('in lists: headers, sort labels, pagination, toolbars and their menus, the selection bar, the empty state', async () => {
    const { page, done } = await loggedIn({ locale: 'zh-CN', viewport: DESKTOP });
    await expect(page.getByTestId('navbar').textContent()).resolves.toMatch(/[\u4e00-\u9fff]/);
    const found: Record<string, string[]> = {};
    for (const path of LISTS) {
      await go(page, path);
      await shown(page).locator('tbody tr').first().waitFor();
      await shown(page).locator('.MuiTablePagination-root, nav').first().waitFor();
      found[path] = await chromeWords(page);
      await checkMenu(page, /^列$/, found, `${path} column chooser`);
      await checkMenu(page, /^添加筛选$/, found, `${path} add filter`);
    }
    // the menus were opened, not skipped
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['/device/list column chooser', '/device/list add filter']));
    // the selection bar of a row, and a column sorted
    await go(page, '/device/list');
    await shown(page).locator('tbody tr input[type="checkbox"]').first().check();
    await shown(page).getByText(/已选/).first().waitFor();
    await shown(page).locator('thead .MuiTableSortLabel-root').first().click();
    found['/device/list selected and sorted'] = await chromeWords(page);
    // the empty state of a search that finds nothing
    await shown(page).locator('tbody tr input[type="checkbox"]').first().uncheck();
    await shown(page).getByPlaceholder('搜索').fill('无此设备zzz');
    await shown(page).locator('tbody tr').first().waitFor({ state: 'detached' });
    found['/device/list empty'] = await chromeWords(page);
    expect(Object.fromEntries(Object.entries(found).filter(([, words]) => words.length))).toEqual({});
    await done();
  });

  it('in the console’s own tables: alarm history, the download centre (with a job), data query, records', async () => {
    // one job (named in Chinese, as one made from a Chinese page), so that the download centre shows its table and pagination
    const api = await directLogin(baseUrl(), ADMIN, 'zh-CN');
    const devices = await api.get<{ list: Array<{ id: number }> }>('/device', { page: 1, limit: 1 });
    const now = Math.floor(Date.now() / 1000);
    await api.post(DOWNLOADS_PATH, {
      kind: 'readingsData',
      params: { deviceIds: [devices.list[0]!.id], start: now - 3600, end: now, utcOffset: 480, format: 'csv' },
    });
    expect((await api.get<DownloadJobsPage>(DOWNLOADS_PATH)).total).toBeGreaterThan(0);

    const { page, done } = await loggedIn({ locale: 'zh-CN', viewport: DESKTOP });
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      await go(page, path);
      await shown(page).locator('form, table').first().waitFor();
      if (path === '/statistics/downloadcenter') {
        await shown(page).locator('.MuiTablePagination-root').waitFor();
        // its times in the Chinese form, 24 hours
        await expect(shown(page).textContent()).resolves.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      }
      if (path === '/alarm/history') await shown(page).locator('table').first().waitFor();
      found[path] = await chromeWords(page);
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, words]) => words.length))).toEqual({});
    await done();
  });
});

describe('date inputs in zh-CN', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`show their whole value in the Chinese form, 24 hours, at ${viewport.width} px`, async () => {
      const { page, done } = await loggedIn({ locale: 'zh-CN', viewport });
      for (const path of ['/alarm/history', '/device/record', '/statistics/dataquery']) {
        await go(page, path);
        await expect.poll(async () => (await dateInputs(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
        const inputs = await dateInputs(page);
        for (const input of inputs) {
          expect(input.value, path).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
          expect(input.cut, `${path}: "${input.value}" in ${input.width} px`).toBe(false);
        }
        // a calendar button beside each, named in Chinese
        await expect(shown(page).getByRole('button', { name: '选择日期和时间' }).count()).resolves.toBe(inputs.length);
      }
      await done();
    });
  }
});
