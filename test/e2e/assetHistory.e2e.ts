/**
 * Issue 29 §5 in Chromium against a server of its own: a vehicle's status changed to "under
 * repair" with a reason in the asset form shows on the repair history page (the server wrote the
 * row); the asset statistics page shows its figures, the same as the stored assets.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPerFile, go } from './support/browser';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(server.dataDir, 'platform.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const active = (page: import('playwright-core').Page) => page.locator('[data-page][data-active]');

describe('asset history and statistics', () => {
  it('a status changed to repair with a reason in the asset form is on the repair history page', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/asset/vehicle');
    const row = active(page).locator('tbody tr').filter({ hasText: '冷藏车01' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Under repair' }).click();
    // the status changed: the form now asks for a reason (it shows only then), and what was typed stays
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.locator('input[name="statusReason"], textarea[name="statusReason"]').fill('E2E 压缩机故障');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await go(page, '/asset/repairhistory');
    const history = active(page);
    const entry = history.locator('tbody tr').filter({ hasText: 'E2E 压缩机故障' });
    await entry.waitFor();
    const cells = await entry.locator('td').allTextContents();
    // time, asset, code, from, to, reason, by
    expect(cells.slice(1)).toEqual(['冷藏车01', 'A10001', 'Normal', 'Under repair', 'E2E 压缩机故障', '系统管理员']);
    await done();
  });

  it('the asset statistics page shows the figures of the stored assets', async () => {
    const { page, done } = await loggedIn({ consoleUrl: server.url });
    const [{ n: total }] = query<{ n: number }>(
      "select count(*) as n from records r join users u on u.company_id = r.company_id where r.resource = 'asset' and u.username = 'admin0001'",
    ) as [{ n: number }];
    const [{ n: repairing }] = query<{ n: number }>(
      "select count(*) as n from records r join users u on u.company_id = r.company_id where r.resource = 'asset' and u.username = 'admin0001' and json_extract(r.data, '$.status') = 3",
    ) as [{ n: number }];
    await go(page, '/asset/statistics');
    await active(page).getByTestId('asset-statistics-total').getByText(`${total} assets`).waitFor();
    const byStatus = active(page).getByRole('region', { name: 'By status' });
    const underRepair = byStatus.getByRole('row').filter({ hasText: 'Under repair' });
    await expect(underRepair.getByTestId('count').textContent()).resolves.toBe(String(repairing));
    await done();
  });

  it('the history and statistics pages fit a 360 px phone: cards, figures, no sideways scrolling', async () => {
    const PHONE = { width: 360, height: 740 };
    const { page, done } = await loggedIn({ consoleUrl: server.url, viewport: PHONE });
    const pastTheEdge = () =>
      page.evaluate(
        (width) =>
          [...document.querySelectorAll('[data-page][data-active] *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              // the inside of a scrolling table box may run on; the box itself may not
              return box.width > 0 && box.right > width + 0.5 && !element.closest('[style*="overflow"], .MuiTableContainer-root, table');
            })
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
        PHONE.width,
      );
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await go(page, '/asset/repairhistory');
    // the seeded repairs, one labelled card a row
    const card = active(page).locator('li[data-row]').first();
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('To status');
    expect(await pastTheEdge()).toEqual([]);
    expect(await overflow()).toBe(0);
    for (const path of ['/asset/statistics', '/asset/operationstats']) {
      await go(page, path);
      await active(page).locator('table').first().waitFor();
      expect(await overflow(), path).toBe(0);
    }
    await done();
  });
});
