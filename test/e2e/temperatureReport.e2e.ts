/**
 * A waybill's temperature report files (issue 14 §3, "E2E in Chromium: a waybill's temperature
 * report downloads a PDF, whose text holds the waybill number and the consignee's Chinese name,
 * and an XLSX"), against a server of this file's own with the simulator on (a day of history, so
 * that the vehicles carrying waybills have readings). The waybill is a seeded one in transit whose
 * report has readings; its number and consignee are read from the server, not written here.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemperatureReport } from '../../src/lib/reports';
import { pdfText } from '../support/pdfText';
import { ADMIN, chromiumPerFile, go } from './support/browser';
import { directLogin } from './support/directApi';
import { startServer, type RunningServer } from './support/startServer';

const { loggedIn, foreign } = chromiumPerFile();
let server: RunningServer;
const ACTIVE = '[data-page][data-active]';

interface WaybillRow {
  id: number;
  number: string;
  status: number;
  consignee?: { institution?: string };
}

beforeAll(async () => {
  server = await startServer({ SIMULATOR: 'true', SIM_HISTORY_DAYS: '1', RATE_LOGIN_PER_MINUTE: '1000' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  expect(foreign, 'requests that left the console’s origin').toEqual([]);
});

/** A seeded waybill in transit whose report (departure → now) has readings. */
async function waybillWithReadings(): Promise<{ waybill: WaybillRow; report: TemperatureReport }> {
  const api = await directLogin(server.url, ADMIN);
  const { list } = await api.get<{ list: WaybillRow[] }>('/waybill', { page: 1, limit: 100 });
  for (const waybill of list.filter((row) => row.status === 2 && row.consignee?.institution)) {
    const report = await api.get<TemperatureReport>('/report/temperature', { target: 'waybill', id: waybill.id, utcOffset: 480 });
    if (report.devices.some((device) => device.temperature.readings > 0)) return { waybill, report };
  }
  throw new Error('no seeded waybill in transit has readings');
}

async function downloadBy(page: Page, testId: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.locator(`${ACTIVE} [data-testid="${testId}"]`).click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

describe('a waybill’s temperature report files', () => {
  it('downloads a PDF holding the waybill number and the consignee’s Chinese name, and an XLSX of its readings', async () => {
    const { waybill, report } = await waybillWithReadings();
    const consignee = waybill.consignee!.institution!;
    expect(consignee).toMatch(/[\u4e00-\u9fff]/);

    const { page, done } = await loggedIn({ consoleUrl: server.url, locale: 'zh-CN' });
    await go(page, `/statistics/temperaturelog?target=waybill&id=${waybill.id}`);
    await page.locator(`${ACTIVE} [data-testid="report-pdf"]`).waitFor({ timeout: 30_000 });

    const pdf = await downloadBy(page, 'report-pdf');
    expect(pdf.download.suggestedFilename()).toMatch(new RegExp(`^${waybill.number}_\\d{12}-\\d{12}\\.pdf$`));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(waybill.number);
    expect(text).toContain(consignee);

    const xlsx = await downloadBy(page, 'report-xlsx');
    expect(xlsx.download.suggestedFilename()).toMatch(new RegExp(`^${waybill.number}_\\d{12}-\\d{12}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets).toHaveLength(2);
    const [summary, readings] = workbook.worksheets;
    const summaryText = JSON.stringify(summary!.getSheetValues());
    expect(summaryText).toContain(waybill.number);
    expect(summaryText).toContain(consignee);
    // the header and at least what the page's report counted (the readings go on arriving)
    expect(readings!.rowCount - 1).toBeGreaterThanOrEqual(report.devices.reduce((sum, device) => sum + device.temperature.readings, 0));
    await done();
  });
});
