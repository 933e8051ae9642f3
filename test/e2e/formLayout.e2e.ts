/**
 * Issue 11 §2 "Forms look cramped", in Chromium against the real server: every input of a
 * generated form has one height, inputs never touch, and a long form on a wide screen takes two
 * columns (a nested object a whole row).
 */
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

describe('a generated form at 1280 × 800', () => {
  it('gives every input one height, space between them, and two columns', async () => {
    const { page, done } = await loggedIn();
    await go(page, '/waybill/management');
    await page.locator('[data-page][data-active] tbody tr').first().waitFor();
    await page.locator('[data-page][data-active]').getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Waybill' });
    await dialog.getByRole('button', { name: 'Save' }).waitFor();
    const boxes = await dialog.evaluate((element) =>
      [...element.querySelectorAll('.MuiInputBase-root')].map((input) => {
        const box = input.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top), bottom: Math.round(box.bottom), height: Math.round(box.height) };
      }),
    );
    // text, select, date-time and number inputs alike
    expect(new Set(boxes.map((b) => b.height)).size).toBe(1);
    // the number alone (the status is the actions', issue 29); departure and delivery side by side; the two temperatures
    const [number, departure, delivery, min, max] = boxes;
    expect(number!.bottom).toBeLessThan(departure!.top);
    for (const [a, b] of [[departure, delivery], [min, max]] as const) {
      expect(a!.top).toBe(b!.top);
      expect(b!.left).toBeGreaterThan(a!.left);
    }
    // in each column, an input starts at least 12 px below the one above it (room for its floating label)
    for (const left of new Set(boxes.map((b) => b.left))) {
      const sorted = boxes.filter((b) => b.left === left).sort((a, b) => a.top - b.top);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.top - sorted[i - 1]!.bottom).toBeGreaterThanOrEqual(12);
    }
    await done();
  });

  it('sent no request to any host but its own', () => {
    expect(foreignRequests).toEqual([]);
  });
});
