/**
 * Data upload (issue 12 §3, "E2E in Chromium: upload a file with two bad rows and see them
 * listed"), against the real server: as admin0001, on /device/dataupload, a device is picked, a
 * csv of six readings (two of them bad) is chosen and uploaded; the page lists the two refused
 * rows with their row numbers and reasons, and the server holds the four good readings. Then, at
 * phone width and from the keyboard, the same file again: nothing stored twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReadingRows } from '../../src/lib/readings';
import { baseUrl, chromiumPerFile } from './support/browser';
import { directLogin } from './support/directApi';

const { loggedIn, foreign: foreignRequests } = chromiumPerFile();

const CHINA = 8 * 3600;
let folder = '';
let file = '';
let device = { id: 0, number: '', name: '' };
let first = 0;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in China's zone, as the template's time column (UTC+08:00) reads it. */
const chinaTime = (seconds: number) => {
  const d = new Date((seconds + CHINA) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

beforeAll(async () => {
  const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
  const found = await api.get<{ list: Array<{ id: number; number: string; name: string }> }>('/device', {
    filter: JSON.stringify({ model: 'CTH-200' }),
    sort: 'id',
    order: 'DESC',
    limit: 1,
  });
  device = found.list[0]!;
  expect(device).toBeDefined();

  first = Math.floor(Date.now() / 1000 / 60) * 60 - 2 * 3600;
  const at = (minute: number) => chinaTime(first + minute * 60);
  folder = mkdtempSync(join(tmpdir(), 'coldchain-upload-'));
  file = join(folder, 'readings.csv');
  const lines = [
    'Time (UTC+08:00),Temperature (°C),Humidity (%RH)',
    `${at(0)},4.8,55`,
    `${at(1)},warm,55`,
    `${at(2)},5.0,56`,
    `${at(3)},5.1,56`,
    `${at(4)},999,57`,
    `${at(5)},5.3,57`,
  ];
  writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  expect(foreignRequests).toEqual([]);
});

const shown = (page: Page) => page.locator('[data-page][data-active]');

async function pickDevice(page: Page) {
  const picker = shown(page).getByRole('combobox', { name: 'Device' });
  await picker.fill(device.number);
  await page.getByRole('option', { name: `${device.number} ${device.name}` }).click();
  await expect.poll(() => picker.inputValue()).toBe(`${device.number} ${device.name}`);
}

/** The refused rows as shown: [row, column, reason]. */
const refusedRows = (page: Page) =>
  shown(page)
    .getByTestId('refused-rows')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));

/** What the server holds for the device over the file's range. */
async function storedReadings(): Promise<ReadingRows> {
  const api = await directLogin(baseUrl(), { username: 'admin0001', password: 'Admin@123' });
  return api.get<ReadingRows>(`/readings/${device.id}`, { start: first - 60, end: first + 10 * 60, mode: 'rows' });
}

describe('data upload', () => {
  it('uploads a csv with two bad rows and lists them with their reasons', async () => {
    const { page, done } = await loggedIn();
    await page.goto(`${baseUrl()}/device/dataupload`);
    await shown(page).getByRole('heading', { name: 'Data upload', level: 1 }).waitFor();
    await pickDevice(page);
    await shown(page).getByTestId('file-input').setInputFiles(file);
    await expect.poll(() => shown(page).getByTestId('picked-file').textContent()).toMatch(/^readings\.csv \(\d+ B\)$/);
    await shown(page).getByRole('button', { name: 'Upload' }).click();

    await shown(page).getByTestId('upload-result').waitFor();
    await expect(shown(page).getByTestId('upload-counts').locator('li').allTextContents()).resolves.toEqual([
      '6 rows read',
      '4 readings stored',
      '2 rows refused',
    ]);
    await expect(refusedRows(page)).resolves.toEqual([
      ['3', 'Temperature (°C)', 'Temperature (°C) must be a number'],
      ['6', 'Temperature (°C)', 'Temperature (°C) must be between -100 and 150 °C'],
    ]);
    const stored = await storedReadings();
    // the records' rows come newest first (issue 26 §3)
    expect(stored.list.map((reading) => [reading.ts - first, reading.temperature])).toEqual([
      [300, 5.3],
      [180, 5.1],
      [120, 5],
      [0, 4.8],
    ]);
    await done();
  });

  it('at phone width, from the keyboard: the same file again stores nothing twice', async () => {
    const phone = { width: 390, height: 844 };
    const { page, done } = await loggedIn({ viewport: phone });
    await page.goto(`${baseUrl()}/device/dataupload`);
    await pickDevice(page);
    // the file chooser opens from the keyboard
    const chooser = page.waitForEvent('filechooser');
    await shown(page).getByRole('button', { name: 'Choose a file' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
    await shown(page).getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');

    await shown(page).getByTestId('upload-result').waitFor();
    await expect(shown(page).getByTestId('upload-counts').locator('li').allTextContents()).resolves.toEqual([
      '6 rows read',
      '0 readings stored',
      '4 rows already stored',
      '2 rows refused',
    ]);
    await expect(shown(page).getByTestId('duplicate-rows').textContent()).resolves.toBe('Already stored, kept once (rows): 2, 4, 5, 7');
    await expect(refusedRows(page)).resolves.toHaveLength(2);
    expect((await storedReadings()).total).toBe(4);
    // nothing wider than the phone: the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const table = await shown(page).getByTestId('refused-rows').boundingBox();
    expect(table!.x).toBeGreaterThanOrEqual(0);
    await done();
  });
});
