/** The one CSV rule of the console and the server (issue 26 §4): formulas escaped, RFC 4180 quoting. */
import { csvCell, csvLine, toCsv } from './csv';

/** A cell as a spreadsheet reads it back: quotes of RFC 4180 undone. */
const unquoted = (field: string) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);

describe('csvCell', () => {
  it.each([
    ['=', '=HYPERLINK("http://x","y")'],
    ['+', '+1+cmd|"/C calc"!A0'],
    ['-', '-2+3+cmd|"/C calc"!A0'],
    ['@', '@SUM(A1:A2)'],
    ['tab', '\t=1+1'],
    ['CR', '\r=1+1'],
  ])('puts a quote before a text starting with %s, so that spreadsheets show it as text', (_sign, text) => {
    expect(unquoted(csvCell(text))).toBe(`'${text}`);
  });

  it('leaves numbers, signed numbers as text and harmless text as they are', () => {
    expect(csvLine([-18.5, '-18.5', '+7', 'a-b=c', '冷藏车 1 号', null])).toBe('-18.5,-18.5,+7,a-b=c,冷藏车 1 号,\r\n');
  });

  it('quotes a comma, a quote or a line break, and a table starts with a BOM', () => {
    expect(csvLine(['Temp, °C', 'Say "hi"', 'two\nlines'])).toBe('"Temp, °C","Say ""hi""","two\nlines"\r\n');
    expect(toCsv({ header: ['h'], rows: [['=1']] })).toBe("\uFEFFh\r\n'=1\r\n");
  });
});
