/**
 * Issue 10 §6: the console cannot be framed by another origin, and the browser gets the policy.
 * (Every other e2e test checks that its pages run without a CSP violation: support/browser.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, chromiumPerFile, launchChromium, openContext } from './support/browser';

const { fresh } = chromiumPerFile();

/** A page on another origin (same host, another port) that frames the console's login page. */
let framer: Server;
let framerUrl: string;
/** Its own browser: the violation this page causes is the point, not a failure (chromiumPerFile would fail it). */
let browser: Browser;

beforeAll(async () => {
  framer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>framer</title><iframe id="victim" src="${baseUrl()}/login" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => framer?.close(() => resolve()));
});

/** Whether the login form rendered inside `frame` (waits a little for the console to boot). */
async function showsLoginForm(frame: Frame, timeout: number): Promise<boolean> {
  try {
    await frame.getByLabel(/account/i).waitFor({ timeout });
    return true;
  } catch {
    return false;
  }
}

describe('security headers in the browser', () => {
  it('serve the login page with the Content-Security-Policy and nosniff', async () => {
    const { page, done } = await fresh();
    const response = await page.goto(`${baseUrl()}/login`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    await page.getByLabel(/account/i).waitFor();
    await done();
  });

  it('let the console frame its own login page (the check below can see a framed login form)', async () => {
    const { page, done } = await fresh();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel(/account/i).waitFor();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'own';
      frame.src = '/login';
      document.body.append(frame);
    });
    const frame = await (await page.waitForSelector('#own')).contentFrame();
    expect(await showsLoginForm(frame!, 20_000)).toBe(true);
    await done();
  });

  it('refuse to let a page from another origin frame the login page', async () => {
    const { context, page, csp } = await openContext(browser);
    try {
      await page.goto(framerUrl);
      const frame = await (await page.waitForSelector('#victim')).contentFrame();
      // Chromium reports the refusal on the framing page's console
      await expect.poll(() => csp.join('\n'), { timeout: 20_000 }).toMatch(/frame-ancestors 'self'/);
      expect(await showsLoginForm(frame!, 3_000)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
