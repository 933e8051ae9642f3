/**
 * Branding, the login page's links, /appdownload and the dashboard, in Chromium against the real
 * server. With UPDATE_SCREENSHOTS=1 it also writes the README's screenshots (1280×800, en).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expiringSoonLimit } from '../../src/lib/expiry';
import type { AlarmHistoryPage } from '../../src/lib/alarms';
import { DEVICE_COUNT, deviceSeeds, waybillSeeds } from '../../server/db/seed/monitoring';
import { resolveBranding } from '../../themes/branding';
import { ADMIN, baseUrl, chromiumPerFile, login } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const updateScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

const { fresh, loggedIn, foreign: foreignRequests } = chromiumPerFile();
afterAll(() => {
  expect(foreignRequests).toEqual([]);
});

/**
 * The seed's names are Chinese: without a CJK font Chromium draws them as boxes, and a README
 * picture of boxes would mislead. A real user has the fonts; the machine taking the pictures must too.
 */
function assertCjkFont(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
  } catch {
    // no fontconfig at all: same answer as no font
  }
  if (!families.trim()) {
    throw new Error('UPDATE_SCREENSHOTS needs a CJK font for the seeded Chinese names: apt-get install -y fonts-noto-cjk');
  }
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!updateScreenshots) return;
  assertCjkFont();
  mkdirSync(SCREENSHOTS, { recursive: true });
  // the caret and focus ring would make every run's picture differ
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: false, animations: 'disabled', caret: 'hide' });
}

/** Rendered in the page, so it also proves the SVG loaded. */
async function imageLoaded(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
}

describe('branding and the login page (development)', () => {
  const branding = resolveBranding('development', '127.0.0.1');

  it("shows the environment's title, logo and copyright, the links, and no browser advice in Chromium", async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Account').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Cold-chain Monitoring Platform (development)');
    await expect(page.title()).resolves.toBe('Cold-chain Monitoring Platform (development)');
    expect(await page.getByTestId('login-logo').getAttribute('src')).toBe(branding.logo);
    await page.waitForFunction(() => (document.querySelector('[data-testid="login-logo"]') as HTMLImageElement | null)?.complete === true);
    expect(await imageLoaded(page, 'login-logo')).toBe(true);
    await expect(page.getByTestId('login-copyright').textContent()).resolves.toBe(
      `© ${new Date().getFullYear()} Cold-chain Monitoring Platform. All rights reserved.`,
    );
    expect(await page.getByTestId('browser-advice').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
    await screenshot(page, 'login.png');

    // WeChat: a QR code made in the page, nothing fetched for it
    await page.getByRole('button', { name: 'WeChat public account' }).click();
    const dialog = page.getByRole('dialog', { name: 'WeChat public account' });
    const qr = dialog.getByTestId('qr-code');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.getAttribute('data-qr-text')).toBe(branding.wechatUrl);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // app download
    await page.getByRole('link', { name: 'App download' }).click();
    await page.waitForURL((url) => url.pathname === '/appdownload');
    await page.getByRole('heading', { name: 'Download the mobile app' }).waitFor();
    const appQr = page.getByTestId('qr-code');
    await appQr.waitFor();
    expect(await appQr.getAttribute('data-qr-text')).toBe(branding.appDownload.page);
    expect(await page.getByTestId('download-android').getAttribute('href')).toBe(branding.appDownload.android);
    expect(await page.getByTestId('download-ios').getAttribute('href')).toBe(branding.appDownload.ios);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.getByLabel('Account').waitFor();
    await done();
  });

  it('switches the whole page to another language from the picker', async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await page.getByLabel('账号').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('冷链监测平台（开发环境）');
    await expect(page.title()).resolves.toBe('冷链监测平台（开发环境）');
    // stored: a reload keeps it (spec §9, a stored language wins)
    await page.reload();
    await page.getByLabel('账号').waitFor();
    await done();
  });

  it("loads none of react-admin's layout, list or form machinery, nor MUI, for the login page", async () => {
    const { page, done } = await fresh();
    const scripts = new Map<string, string>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // a chunk still arriving when the test closes its page (the dashboard's lazy parts) is not read: nothing checks it then
      response.text().then(
        (body) => scripts.set(response.url(), body),
        () => undefined,
      );
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Account').waitFor();
    await page.waitForLoadState('networkidle');
    const loginScripts = new Map(scripts);
    expect(loginScripts.size).toBeGreaterThan(0);
    // react-admin and MUI name their styled parts with string literals that survive minification
    const machinery = /["'`](RaLayout|RaList|RaDatagrid|RaSimpleForm|RaTabbedForm|RaEdit|RaCreate|RaShow|MuiButtonBase)["'`]/;
    for (const [url, body] of loginScripts) expect(machinery.exec(body)?.[1], url).toBeUndefined();

    // the same markers are found once the console loads: the check above can see them
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/index');
    await page.getByTestId('navbar').waitFor();
    await page.waitForLoadState('networkidle');
    const later = [...scripts].filter(([url]) => !loginScripts.has(url));
    expect(later.some(([, body]) => /["'`]RaLayout["'`]/.test(body))).toBe(true);
    expect(later.some(([, body]) => /["'`]MuiButtonBase["'`]/.test(body))).toBe(true);
    await done();
  });
});

describe('the dashboard', () => {
  it('shows the server figures, and a card opens its list', async () => {
    const { page, done } = await loggedIn();
    await page.getByTestId('figure-devices-value').waitFor();

    // the seed is deterministic; its dates are whole days from the moment the server seeded
    const now = Math.floor(Date.now() / 1000);
    const devices = deviceSeeds(now);
    const until = expiringSoonLimit(now);
    const expected: Record<string, number> = {
      devices: DEVICE_COUNT,
      expiring: devices.filter((d) => d.expire_date >= now && d.expire_date < until).length,
      waybills: waybillSeeds(now).filter((w) => w.status === 2).length,
    };
    for (const [key, value] of Object.entries(expected)) {
      await expect(page.getByTestId(`figure-${key}-value`).textContent(), key).resolves.toBe(new Intl.NumberFormat('en').format(value));
    }
    // online, offline and open alarms are not the seed's once the run's other files have posted
    // readings (a device they reached is online) and the engine has swept (it ends the seeded alarms
    // by data timeout and opens others): each figure is what the device list and the alarm history
    // (all of the seed's 31 days) count now
    const api = await directLogin(baseUrl(), ADMIN);
    const counted = {
      online: async () => (await api.get<{ total: number }>('/device', { page: 1, limit: 1, filter: JSON.stringify({ online: true }) })).total,
      offline: async () => (await api.get<{ total: number }>('/device', { page: 1, limit: 1, filter: JSON.stringify({ online: false }) })).total,
      alarms: async () => (await api.get<AlarmHistoryPage>('/alarm/history', { start: now - 31 * 86_400 + 60, end: now + 60, state: 'open' })).total,
    };
    expect((await counted.online()) + (await counted.offline())).toBe(DEVICE_COUNT);
    for (const [key, count] of Object.entries(counted)) {
      const before = await count();
      const shown = Number((await page.getByTestId(`figure-${key}-value`).textContent())?.replace(/\D/g, ''));
      // a sweep between the two reads would change it: then the page is read again
      if (shown !== before || (await count()) !== before) {
        await page.reload();
        await page.getByTestId(`figure-${key}-value`).waitFor();
      }
      await expect(page.getByTestId(`figure-${key}-value`).textContent(), key).resolves.toBe(new Intl.NumberFormat('en').format(await count()));
    }
    await page.getByTestId('sidebar').waitFor();
    await screenshot(page, 'main-layout.png');

    await page.getByTestId('figure-offline').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/device/list' && url.search === '?online=0');
    if (updateScreenshots) {
      await page.locator('tbody tr').first().waitFor();
      await screenshot(page, 'device-list.png');
    }
    await done();
  });
});

describe('another environment (cmhk)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CONSOLE_ENV: 'cmhk' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has its own title, logo and red theme, in Traditional Chinese by default (spec §9)', async () => {
    const { page, done } = await fresh({ consoleUrl: server.url });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('帳號').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('港灣物聯冷鏈平台');
    await expect(page.title()).resolves.toBe('港灣物聯冷鏈平台');
    expect(await page.getByTestId('login-logo').getAttribute('src')).toBe('/logos/cmhk.svg');
    const primary = await page.getByRole('button', { name: '登入' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(primary).toBe('rgb(198, 40, 40)');

    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/index');
    const icon = page.getByTestId('figure-devices').locator('svg').first();
    await icon.waitFor();
    expect(await icon.evaluate((svg) => getComputedStyle(svg).color)).toBe('rgb(198, 40, 40)');
    await done();
  });
});
