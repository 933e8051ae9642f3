import type { StoredReading } from './chart';
import { csvExport, exportFilename, localTime, zoneLabel } from './export';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function* pagesOf(...pages: StoredReading[][]): AsyncGenerator<StoredReading[]> {
  yield* pages;
}

describe('export formats', () => {
  it('writes times at the user\'s offset and names the zone', () => {
    // 2024-05-01 00:00:00 UTC
    expect(localTime(1_714_521_600, 480)).toBe('2024-05-01 08:00:00');
    expect(localTime(1_714_521_600, -210)).toBe('2024-04-30 20:30:00');
    expect(zoneLabel(480)).toBe('UTC+08:00');
    expect(zoneLabel(-210)).toBe('UTC-03:30');
    expect(zoneLabel(0)).toBe('UTC+00:00');
  });

  it('names the file by device number and range, in ASCII', () => {
    expect(exportFilename('10000001', { start: 1_714_521_600, end: 1_714_607_999 }, 480, 'xlsx')).toBe('10000001_202405010800-202405020759.xlsx');
    expect(exportFilename('1000"0/01', { start: 0, end: 60 }, 0, 'csv')).toBe('1000001_197001010000-197001010001.csv');
  });

  it('quotes a csv field with a comma or a quote, writes absent values empty, one page a chunk', async () => {
    const stream = csvExport(pagesOf([{ ts: 0, temperature: 1.5, battery: null }], [{ ts: 60, temperature: -2 }]), {
      fields: ['temperature', 'battery'],
      headers: ['Time', 'Temp, °C', 'Say "hi"'],
      utcOffsetMinutes: 0,
      sheetName: 'x',
    });
    expect(await text(stream)).toBe('\uFEFFTime,"Temp, °C","Say ""hi"""\r\n1970-01-01 00:00:00,1.5,\r\n1970-01-01 00:01:00,-2,\r\n');
  });

  it('escapes formulas in the csv as the console does (a leading quote)', async () => {
    const stream = csvExport(pagesOf([{ ts: 0, temperature: -2.5 }]), {
      fields: ['temperature'],
      headers: ['=cmd|"/C calc"!A0', '@SUM(A1)'],
      utcOffsetMinutes: 0,
      sheetName: 'x',
    });
    expect(await text(stream)).toBe('\uFEFF"\'=cmd|""/C calc""!A0",\'@SUM(A1)\r\n1970-01-01 00:00:00,-2.5\r\n');
  });
});

