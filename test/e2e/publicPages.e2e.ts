/**
 * Issue 28 §5 in Chromium against a server of its own (development: it logs each SMS code and
 * captcha answer). Registration: a trial company is made from /registered, its admin logs in and
 * sees the trial's end. API tool: a docking key made on the server, a signed ingestion from the
 * public /apitool stores a reading of the company's device (read back with the tool's query), and
 * the same call is refused once the company's data-interface service is off.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedAuthCode } from '../../src/lib/docking';
import { trialEndDate } from '../../src/lib/trialEnd';
import { ADMIN, chromiumPerFile, login } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { fresh } = chromiumPerFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The newest line of the server's output matching `pattern`, its first group. */
async function fromOutput(pattern: RegExp, after: number): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const matches = [...server.output().slice(after).matchAll(pattern)];
    const last = matches.at(-1)?.[1];
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not in the server's output: ${pattern}`);
}

describe('the public pages', () => {
  it('registers a trial company whose admin logs in and sees the trial end', async () => {
    const { page, done } = await fresh({ consoleUrl: server.url });
    await page.goto(`${server.url}/registered`);
    const fill = (name: string, value: string) => page.getByTestId(`registration-${name}`).fill(value);
    await fill('companyName', 'E2E Cold Chain');
    await fill('contact', 'Wang');
    let mark = server.output().length;
    await fill('username', 'e2etrial01');
    await fill('password', 'Trial#2024');
    const captcha = fromOutput(/Captcha [0-9a-f]{32}: (\d+)/g, mark);
    await fill('confirm', 'Trial#2024');
    await page.getByTestId('registration-captcha-image').waitFor();
    await fill('mobile', '13512345678');
    mark = server.output().length;
    await page.getByTestId('registration-send-code').click();
    await fill('code', await fromOutput(/SMS to 13512345678: (\d{6})/g, mark));
    await fill('captcha', await captcha);
    await page.getByTestId('registration-submit').click();
    const trial = page.getByTestId('registration-trial');
    await trial.waitFor();
    const ends = trialEndDate(Math.floor(Date.now() / 1000) + 15 * 86_400);
    expect(await trial.textContent()).toBe(`Trial: up to 50 devices, until ${ends}`);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await login(page, 'e2etrial01', 'Trial#2024');
    await page.waitForURL((url) => url.pathname === '/index');
    await expect(page.getByTestId('navbar-trial').textContent()).resolves.toBe(`Trial until ${ends}`);
    await done();
  });

  it('stores a reading from a signed ingestion call of the API tool, and is refused without the docking service', async () => {
    const api = await directLogin(server.url, ADMIN);
    const { key } = await api.form<CreatedAuthCode>('POST', '/authcode', { description: 'e2e' });
    const ts = Math.floor(Date.now() / 1000) - 120;
    const { page, done } = await fresh({ consoleUrl: server.url });
    await page.goto(`${server.url}/apitool`);
    await page.getByTestId('apitool-key').fill(key);
    await page.getByTestId('apitool-data').fill(JSON.stringify([{ number: '10000001', ts, temperature: 5.5 }]));
    const answer = page.getByTestId('apitool-answer');
    await page.getByTestId('apitool-send').click();
    await answer.waitFor();
    expect(JSON.parse((await answer.textContent()) ?? '')).toMatchObject({ status: '1', data: { stored: 1, duplicates: 0, rejected: [] } });

    // read back with the tool's query
    await page.getByRole('button', { name: 'Read readings' }).click();
    await page.getByTestId('apitool-start').fill(String(ts - 5));
    await page.getByTestId('apitool-end').fill(String(ts + 5));
    await page.getByTestId('apitool-send').click();
    await page.getByTestId('apitool-answer').filter({ hasText: '"status": "1"' }).waitFor();
    expect(JSON.parse((await answer.textContent()) ?? '').data.list).toEqual([expect.objectContaining({ ts, temperature: 5.5 })]);

    // sales switch the company's data interface off
    const db = new Database(join(server.dataDir, 'platform.sqlite'));
    try {
      db.prepare('update companies set data_interface = 0 where id = 1').run();
    } finally {
      db.close();
    }
    await page.getByRole('button', { name: 'Send readings' }).click();
    await page.getByTestId('apitool-send').click();
    await page.getByTestId('apitool-answer').filter({ hasText: '"status": "-4"' }).waitFor();
    await expect(page.getByTestId('apitool-not-activated').textContent()).resolves.toBe('The data interface service is not activated for your company: please contact sales.');
    await done();
  });
});
