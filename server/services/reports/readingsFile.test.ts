import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { readingsCsv, readingsXlsx, type DataFileDevice, type DataFileLayout } from './readingsFile';
import type { DeviceReading } from './dataQueryReadings';

const device: DataFileDevice = { id: 1, number: '88500001', name: 'Cold room', model: 'CT-100' };
const layout: DataFileLayout = { fields: ['temperature'], headers: ['Time', 'Number', 'Name', 'Temperature'], utcOffsetMinutes: 480, sheetName: 'Readings' };

async function* pagesOf(count: number, pageSize: number): AsyncGenerator<DeviceReading<DataFileDevice>[]> {
  for (let start = 0; start < count; start += pageSize) {
    yield Array.from({ length: Math.min(pageSize, count - start) }, (_, i) => ({
      device,
      row: { ts: 1_700_000_000 + (start + i) * 60, temperature: (start + i) / 10 },
    }));
  }
}

async function workbookOf(stream: Readable): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('the data download’s xlsx', () => {
  it('starts a new sheet, with its header, when one is full, and keeps every row in order', async () => {
    const workbook = await workbookOf(readingsXlsx(pagesOf(25, 7), layout, 10));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Readings', 'Readings (2)', 'Readings (3)']);
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([11, 11, 6]);
    const values = workbook.worksheets.flatMap((sheet) => sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.getCell(4).value));
    expect(values).toEqual(Array.from({ length: 25 }, (_, i) => i / 10));
    expect(workbook.worksheets[2]!.getRow(1).getCell(1).value).toBe('Time');
    // the wall time of UTC+08:00 in a date cell
    expect((workbook.worksheets[0]!.getRow(2).getCell(1).value as Date).toISOString()).toBe(new Date((1_700_000_000 + 480 * 60) * 1000).toISOString());
  });
});

describe('the data download’s csv', () => {
  it('escapes a formula in a device’s number or name, or starting with a tab or CR (issue 26 §4)', async () => {
    const devices: DataFileDevice[] = [
      { id: 2, number: '+1+cmd', name: '=HYPERLINK("http://x","y")', model: 'CT-100' },
      { id: 3, number: '-1+1', name: '\tcold', model: 'CT-100' },
      { id: 4, number: '@A1', name: '\rroom', model: 'CT-100' },
    ];
    async function* pages(): AsyncGenerator<DeviceReading<DataFileDevice>[]> {
      yield devices.map((d, i) => ({ device: d, row: { ts: 1_700_000_000 + i * 60, temperature: -18.5 } }));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of readingsCsv(pages(), layout)) chunks.push(Buffer.from(chunk as Buffer));
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines[1]).toBe(`2023-11-15 06:13:20,'+1+cmd,"'=HYPERLINK(""http://x"",""y"")",-18.5`);
    expect(lines[2]).toBe(`2023-11-15 06:14:20,'-1+1,'\tcold,-18.5`);
    expect(lines[3]).toBe(`2023-11-15 06:15:20,'@A1,"'\rroom",-18.5`);
  });
});
