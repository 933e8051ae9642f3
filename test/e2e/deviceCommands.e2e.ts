/**
 * Issue 12's acceptance: "send a parameter setting and watch it reach success". As admin0001, on
 * the parameter settings page: pick a device, change its acquisition period, send, and watch the
 * command's chip go through spec §4's states to Success (the e2e server's devices answer fast and
 * never fail: COMMAND_DELAY_SCALE, COMMAND_FAILURE_RATE in support/globalSetup.ts); then the
 * setting records show it, with who sent it and old → new.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPerFile, go } from './support/browser';

const { loggedIn, foreign } = chromiumPerFile();
afterAll(() => {
  expect(foreign).toEqual([]);
});

/** The seed's first device: a temperature logger (server/db/seed/monitoring.ts). */
const DEVICE = '10000001';

describe('device commands', () => {
  it('sends a parameter setting and watches it reach success', async () => {
    const { page, done } = await loggedIn();
    await go(page, '/device/paramset');
    const shown = page.locator('[data-page][data-active]');
    const picker = shown.getByRole('combobox', { name: 'Devices' });
    await picker.fill(DEVICE);
    await page.getByRole('option', { name: new RegExp(DEVICE) }).click();
    await expect.poll(() => shown.getByText(/^Only devices of the type Temperature logger/).count()).toBe(1);

    const period = shown.getByLabel(/Acquisition period/);
    const next = (await period.inputValue()) === '120' ? '180' : '120';
    await period.fill(next);
    await shown.getByRole('button', { name: 'Send settings' }).click();

    const card = shown.locator('section[aria-labelledby="live-commands-title"] li').filter({ hasText: DEVICE });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain(`→ ${next}`);
    await card.getByText('Success', { exact: true }).waitFor({ timeout: 15_000 });

    await go(page, '/device/setrecord');
    const records = page.locator('[data-page][data-active]');
    const row = records.getByRole('row').filter({ hasText: DEVICE }).first();
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('admin0001');
    expect(text).toMatch(new RegExp(`Acquisition period \\(s\\): \\d+ → ${next}`));
    expect(text).toContain('Success');
    await done();
  });

  it('keeps the three command pages inside a 390 px screen', async () => {
    const { page, done } = await loggedIn({ viewport: { width: 390, height: 844 } });
    const pastTheEdge = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-page][data-active] *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.right > 390.5;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
      );
    for (const path of ['/device/paramset', '/device/upgrade', '/device/setrecord']) {
      await go(page, path);
      const shown = page.locator('[data-page][data-active]');
      await shown.getByRole('heading', { level: 1 }).waitFor();
      if (path !== '/device/setrecord') {
        await shown.getByRole('combobox', { name: 'Devices' }).fill(DEVICE);
        await page.getByRole('option', { name: new RegExp(DEVICE) }).click();
        await page.keyboard.press('Escape');
      } else {
        // the first test's command, as a card
        await shown.locator('li').filter({ hasText: DEVICE }).first().waitFor();
      }
      expect(await pastTheEdge(), path).toEqual([]);
    }
    await done();
  });
});
