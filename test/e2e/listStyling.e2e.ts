/**
 * Lists that read well (issue 11 §2 "Lists look stock"), in Chromium at 1440×900 against the real
 * server and its seed: statuses are coloured chips, dates stay on one line, a consignee reads as
 * two short lines, a wide list keeps its row actions in view, and a table's rows line up with its
 * header without any cell in view running past its column (rows are grids over fixed tracks).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

const VIEWPORT = { width: 1440, height: 900 };
const shown = (page: Page) => page.locator('[data-page][data-active]');

describe('the waybill list', () => {
  it('shows coloured status chips, one-line dates and two-line consignees', async () => {
    const { page, done } = await loggedIn({ viewport: VIEWPORT });
    await go(page, '/waybill/management');
    const list = shown(page);
    await list.locator('tbody tr').first().waitFor();

    const chipColours = await list.locator('td.column-status .status-chip').evaluateAll((chips) => chips.map((chip) => getComputedStyle(chip).backgroundColor));
    expect(chipColours.length).toBeGreaterThan(0);
    // the seed has waybills in several states; at least two colours show on the first page
    expect(new Set(chipColours).size).toBeGreaterThan(1);

    // the table writes a date as the cell's own text: its line boxes all sit on one line
    const date = list.locator('td.column-departureTime').first();
    const { text, lineTops } = await date.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { text: el.textContent ?? '', lineTops: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
    });
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(lineTops).toBe(1);

    // (the consignor is one of the columns the list starts without: waybill.schema.json defaultHidden)
    const consigneeLines = await list.locator('td.column-consignee').first().locator(':scope > span > span').count();
    expect(consigneeLines).toBe(2);

    await done();
  });
});

describe('a wide list (Menus)', () => {
  it('keeps each row’s actions inside the viewport without scrolling', async () => {
    const { page, done } = await loggedIn({ viewport: VIEWPORT });
    await go(page, '/management/menu');
    const list = shown(page);
    const row = list.locator('tbody tr').first();
    await row.waitFor();
    // its default columns fit the card (issue 26 §3); the user brings back the icon column, and the table is wider
    await list.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitem', { name: 'Icon' }).click();
    await page.keyboard.press('Escape');
    await list.locator('thead th.column-icon').waitFor();
    const table = await list
      .locator('table')
      .first()
      .evaluate((t) => t.getBoundingClientRect().width);
    const container = await list
      .locator('.RaList-content')
      .first()
      .evaluate((c) => c.getBoundingClientRect().width);
    // the list is wider than its card: without the sticky column the actions would be off-screen
    expect(table).toBeGreaterThan(container);
    const edit = row.getByRole('button', { name: 'Edit' });
    const box = await edit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORT.width);
    await edit.click();
    await page.getByRole('dialog').waitFor();
    await done();
  });
});

/** Each row in view against the header: cells that do not line up, and cells (the header's too) whose content runs past the column. */
function columnProblems(table: Element): { rows: number; misaligned: string[]; overflowing: string[] } {
  const headCells = [...table.querySelectorAll('thead th')];
  const heads = headCells.map((th) => th.getBoundingClientRect());
  const inView = [...table.querySelectorAll('tbody tr')].filter((tr) => {
    const box = tr.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  });
  const misaligned: string[] = [];
  const overflowing: string[] = [];
  const checkContent = (cell: Element) => {
    const box = cell.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(cell);
    const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    if (right > box.right - parseFloat(getComputedStyle(cell).paddingRight) + 1) overflowing.push(`${cell.className}: ${cell.textContent}`);
  };
  headCells.forEach(checkContent);
  for (const row of inView) {
    [...row.children].forEach((cell, i) => {
      const box = cell.getBoundingClientRect();
      const head = heads[i];
      if (!head || Math.abs(box.left - head.left) > 1 || Math.abs(box.width - head.width) > 1) misaligned.push(`${cell.className} ${box.left}/${head?.left}`);
      checkContent(cell);
    });
  }
  return { rows: inView.length, misaligned, overflowing };
}

describe('a table’s columns', () => {
  it.each([
    ['devices', '/device/list'],
    ['waybills, with multi-word status chips', '/waybill/management'],
    ['users, with a third row button', '/management/user'],
    ['roles, with a third row button', '/management/role'],
  ])('line up with their headers, and no cell or header runs past its column (%s)', async (_name, path) => {
    const { page, done } = await loggedIn({ viewport: VIEWPORT });
    await go(page, path);
    const list = shown(page);
    await list.locator('tbody tr').first().waitFor();
    const { rows, misaligned, overflowing } = await list.locator('table').first().evaluate(columnProblems);
    expect(rows).toBeGreaterThan(0);
    expect(misaligned).toEqual([]);
    expect(overflowing).toEqual([]);
    await done();
  });
});
