import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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
export interface ContextOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** the console under test, when not the run's shared server */
  consoleUrl?: string;
}

/**
 * Records every Content-Security-Policy violation of a context's pages and frames: Chromium's
 * console report ("Refused to … because it violates the following Content Security Policy
 * directive"), which also covers frame-ancestors, and the documents' `securitypolicyviolation`
 * events, which name the directive and the blocked URL.
 */
async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (/content.security.policy/i.test(text)) violations.push(`${message.location().url || message.page()?.url()}: ${text}`);
  });
  await context.exposeBinding('__e2eCspViolation', (_source, report: string) => void violations.push(report));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation(report: string): void }).__e2eCspViolation;
      void report(`${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

export async function openContext(browser: Browser, options: ContextOptions = {}) {
  const context: BrowserContext = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const csp = await collectCspViolations(context);
  const foreign: string[] = [];
  const origin = new URL(options.consoleUrl ?? baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const { origin: o, protocol } = new URL(url);
    const ws = protocol === 'ws:' && o.replace(/^ws/, 'http') === origin;
    if (o !== origin && !ws) foreign.push(url);
  });
  const page: Page = await context.newPage();
  return { context, page, foreign, csp };
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/account|账号|帳號/i).fill(username);
  await page.getByLabel(/^(password|密码|密碼)/i).fill(password);
  await page.getByRole('button', { name: /^(log in|登录|登入)$/i }).click();
}

export const ADMIN = { username: 'admin0001', password: 'Admin@123' };
export const OPERATOR = { username: 'operator01', password: 'Oper@1234' };

/**
 * One Chromium for the test file that calls this (launched before its tests, closed after), and
 * fresh contexts from it. `foreign` collects every request any of them sent off the console's
 * origin, for the file's last test to check. Every test fails if a page it opened reported a
 * CSP violation (issue 10 §6: the whole console works under the policy).
 */
export function chromiumPerFile() {
  let browser: Browser | undefined;
  const foreign: string[] = [];
  // per context: its violations and how many an earlier test already reported (contexts may outlive a test)
  const cspLogs: Array<{ violations: string[]; reported: number }> = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(() => {
    const violations = cspLogs.flatMap((log) => {
      const unreported = log.violations.slice(log.reported);
      log.reported = log.violations.length;
      return unreported;
    });
    expect(violations, 'Content-Security-Policy violations reported by the pages of this test').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function fresh(options?: ContextOptions) {
    if (!browser) throw new Error('chromiumPerFile: the browser is not up yet');
    const opened = await openContext(browser, options);
    cspLogs.push({ violations: opened.csp, reported: 0 });
    return {
      ...opened,
      done: async () => {
        foreign.push(...opened.foreign);
        await opened.context.close();
      },
    };
  }

  /**
   * The session cookies of each account's first login through the form, by console and username:
   * a later `loggedIn` of the file starts from them, as a returning user does, instead of
   * rendering the login page and signing in again (about 0.2 s of CPU each, measured). Only the
   * cookies: the preferences in local storage (language, columns) stay the fresh context's own.
   */
  const sessions = new Map<string, Cookie[]>();
  const SESSION_COOKIES = ['Admin-Token', 'Admin-Expire', 'X-Username'];

  /** A fresh context, logged in and showing the layout on /index. */
  async function loggedIn(options?: ContextOptions, account = ADMIN) {
    const consoleUrl = options?.consoleUrl ?? baseUrl();
    const key = `${consoleUrl} ${account.username}`;
    const opened = await fresh(options);
    const kept = sessions.get(key);
    if (kept) {
      await opened.context.addCookies(kept);
      await opened.page.goto(`${consoleUrl}/index`);
      // a token some test revoked since (a logout) lands on the login form: sign in there
      const shown = opened.page.getByTestId('navbar').or(opened.page.getByLabel(/account|账号|帳號/i)).first();
      await shown.waitFor();
      if ((await shown.getAttribute('data-testid')) === 'navbar') return withSessionCheck(opened, key);
      sessions.delete(key);
    } else {
      await opened.page.goto(`${consoleUrl}/login`);
    }
    await login(opened.page, account.username, account.password);
    await opened.page.waitForURL((url) => url.pathname === '/index');
    await opened.page.getByTestId('navbar').waitFor();
    sessions.set(key, (await opened.context.cookies()).filter((cookie) => SESSION_COOKIES.includes(cookie.name)));
    return withSessionCheck(opened, key);
  }

  /** Forgets the kept cookies when the test ended with another token (logged out, refreshed). */
  function withSessionCheck<T extends Awaited<ReturnType<typeof fresh>>>(opened: T, key: string): T {
    return {
      ...opened,
      done: async () => {
        const token = (cookies: Cookie[]) => cookies.find((cookie) => cookie.name === 'Admin-Token')?.value;
        if (token(await opened.context.cookies()) !== token(sessions.get(key) ?? [])) sessions.delete(key);
        await opened.done();
      },
    };
  }

  return { fresh, loggedIn, foreign };
}

/**
 * Navigate inside the running console, as a menu click does (no reload, so the tab cache is
 * what is under test), without depending on the sidebar's markup. Waits until the console has
 * rendered the location (its tab is the active one) or moved on (/404): react-router navigates
 * in transitions, and two quick ones would otherwise land together.
 */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(
    (to) => location.pathname + location.search !== to || document.querySelector(`[data-tab="${to}"][data-active]`) !== null,
    path,
  );
}
