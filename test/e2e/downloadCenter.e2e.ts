/**
 * The download centre (issue 14, "E2E in Chromium: a download-centre job shows progress and its
 * file downloads"), on a server of this file's own whose worker is slowed (DOWNLOAD_THROTTLE_MS)
 * so that a small job is seen running: a day of one-minute readings of a seeded device go in
 * through the ingestion endpoint; the data query's "export all" sends them to the centre as a CSV
 * job; its notice links to the centre, where the job is seen queued or running with its progress
 * bar, then ready; Download saves the file under the job's name, holding every reading.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '../../src/lib/contract';
import { DOWNLOADS_PATH, type DownloadJob, type DownloadJobsPage } from '../../src/lib/downloads';
import { INGEST_MAX_BATCH, type ReadingInput } from '../../src/lib/readings';
import { postBatch } from '../support/ingestBatch';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
/** A seeded CTH-200 of admin0001's company (server/db/seed/monitoring.ts). */
const NUMBER = '10000186';
const DEVICE_SALT = 'coldchain-demo-device-salt';
const MINUTES = 1440;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  expect(foreign).toEqual([]);
});

/** A day of one-minute readings up to a minute ago, through the devices' signed endpoint. */
async function ingestDay(url: string): Promise<void> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as ConsoleConfig;
  const signing = { hash: config.signing.hash, salts: { request: DEVICE_SALT, chart: config.signing.salts.chart } };
  const end = Math.floor(Date.now() / 60_000) * 60 - 60;
  const rows: ReadingInput[] = Array.from({ length: MINUTES }, (_, i) => ({
    number: NUMBER,
    ts: end - (MINUTES - 1 - i) * 60,
    temperature: Math.round((4 + Math.sin(i / 60)) * 10) / 10,
    humidity: 60,
    battery: 90,
    signal: 70,
    power: 1,
  }));
  for (let i = 0; i < rows.length; i += INGEST_MAX_BATCH) {
    const { envelope } = await postBatch(url, signing, rows.slice(i, i + INGEST_MAX_BATCH));
    expect(envelope.status).toBe('1');
  }
}

describe('the download centre', () => {
  it('shows an "export all" job\'s progress, then downloads its file', async () => {
    // each written 64 KB (and the start) waits 2.5 s: the job stays running for a few of the page's 2 s polls
    server = await startServer({ RATE_LOGIN_PER_MINUTE: '1000', DOWNLOAD_THROTTLE_MS: '2500' });
    await ingestDay(server.url);
    const api = await directLogin(server.url, ADMIN);

    const { page, done } = await loggedIn({ consoleUrl: server.url });
    await go(page, '/statistics/dataquery');
    const shown = page.locator('[data-page][data-active]');
    await shown.getByLabel('Devices').fill(NUMBER);
    await page.getByRole('option', { name: new RegExp(NUMBER) }).click();
    await page.keyboard.press('Escape');
    await shown.getByLabel('File format').click();
    await page.getByRole('option', { name: 'CSV' }).click();
    await shown.getByTestId('dataquery-export').click();
    await shown.getByTestId('download-job-created').waitFor();

    const [job] = (await api.get<DownloadJobsPage>(DOWNLOADS_PATH)).list;
    expect(job).toMatchObject({ kind: 'readingsData', keepDays: 7 });
    await shown.getByRole('link', { name: 'Open the download centre' }).click();
    await page.waitForURL((url) => url.pathname === '/statistics/downloadcenter');
    const centre = page.locator('[data-page][data-active]');
    await centre.getByTestId(`job-${job!.id}`).waitFor();

    // under way: running with its progress bar (the page polls while a job is pending)
    await centre.locator(`[data-testid="job-state-${job!.id}"][data-state="running"]`).waitFor({ timeout: 15_000 });
    const bar = centre.getByTestId(`job-progress-${job!.id}`);
    await expect(bar.getAttribute('role')).resolves.toBe('progressbar');
    await expect(centre.getByTestId(`job-${job!.id}`).getByText(/% done$/).isVisible()).resolves.toBe(true);

    await centre.locator(`[data-testid="job-state-${job!.id}"][data-state="done"]`).waitFor({ timeout: 30_000 });
    const finished = await api.get<DownloadJob>(`${DOWNLOADS_PATH}/${job!.id}`);
    expect(finished.fileName).toMatch(new RegExp(`^${NUMBER}.*\\.csv$`));

    const [download] = await Promise.all([page.waitForEvent('download'), centre.getByTestId(`job-download-${job!.id}`).click()]);
    expect(download.suggestedFilename()).toBe(finished.fileName);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
    // a header, then one line per reading of the day the query asked for
    expect(lines.length).toBeGreaterThan(MINUTES * 0.9);
    expect(lines[1]).toContain(NUMBER);
    expect(Buffer.byteLength(text)).toBe(finished.fileSize);
    await done();
  });
});
