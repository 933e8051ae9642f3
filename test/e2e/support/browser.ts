import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const baseUrl = (): string => inject('baseUrl');

/**
 * A fresh browser context for one test, recording every request whose origin is not the
 * console's own (the console must talk to nothing else: no telemetry, no CDN).
 */
export async function openContext(browser: Browser, options: { locale?: string; viewport?: { width: number; height: number } } = {}) {
  const context: BrowserContext = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const foreign: string[] = [];
  const origin = new URL(baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const { origin: o, protocol } = new URL(url);
    const ws = protocol === 'ws:' && o.replace(/^ws/, 'http') === origin;
    if (o !== origin && !ws) foreign.push(url);
  });
  const page: Page = await context.newPage();
  return { context, page, foreign };
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/account|账号|帳號/i).fill(username);
  await page.getByLabel(/^(password|密码|密碼)/i).fill(password);
  await page.getByRole('button', { name: /^(log in|登录|登入)$/i }).click();
}

export const ADMIN = { username: 'admin0001', password: 'Admin@123' };
export const OPERATOR = { username: 'operator01', password: 'Oper@1234' };
