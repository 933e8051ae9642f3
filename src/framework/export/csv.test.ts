/** CSV injection (OWASP; issue 10 §8): every way a formula can hide at the start of a cell. */
import { strFromU8, unzipSync } from 'fflate';
import { isFormulaLike, toCsv } from './csv';
import { toXlsx } from './xlsx';

const dangerous: Array<[string, string]> = [
  ['equals', '=HYPERLINK("http://x","y")'],
  ['plus', '+1+cmd|"/C calc"!A0'],
  ['minus', '-2+3+cmd|"/C calc"!A0'],
  ['at', '@SUM(A1:A2)'],
  ['tab first', '\t=1+1'],
  ['tab alone first', '\tTAB'],
  ['CR first', '\r=1+1'],
  ['LF first', '\n=1+1'],
  ['a space', ' =1+1'],
  ['several spaces', '   +1+1'],
  ['a non-breaking space', '\u00A0=1+1'],
  ['a narrow no-break space', '\u202F=1+1'],
  ['an ideographic space', '\u3000=1+1'],
  ['an em space', '\u2003@SUM(A1)'],
  ['a zero-width space', '\u200B=1+1'],
  ['a BOM', '\uFEFF=1+1'],
  ['full-width equals', '＝1+1'],
  ['full-width plus', '＋1+1'],
  ['full-width minus', '－1+cmd'],
  ['full-width at', '＠SUM(A1)'],
  ['small equals', '﹦1+1'],
  ['minus sign U+2212', '\u22121+cmd'],
  ['space then full-width equals', ' ＝HYPERLINK("http://x")'],
  ['NBSP then full-width at', '\u00A0＠SUM(A1)'],
];

const harmless: Array<[string, string]> = [
  ['a negative number as text', '-18.5'],
  ['a signed number as text', '+7'],
  ['an exponent', '-1e5'],
  ['text with a sign later', 'a-b=c'],
  ['plain Chinese', '冷藏车 1 号'],
  ['only blanks', '   '],
  ['empty', ''],
  ['a date', '2024-01-02'],
];

describe('isFormulaLike', () => {
  it.each(dangerous)('catches %s', (_name, text) => {
    expect(isFormulaLike(text)).toBe(true);
  });
  it.each(harmless)('leaves %s alone', (_name, text) => {
    expect(isFormulaLike(text)).toBe(false);
  });
});

describe('toCsv', () => {
  it.each(dangerous)('puts a quote before %s, so that spreadsheets show the cell as text', (_name, text) => {
    const row = toCsv({ header: ['h'], rows: [[text]] }).slice('\uFEFFh\r\n'.length, -2);
    // a cell holding a quote, comma or line break is itself quoted (RFC 4180): the mark is inside
    expect(row.startsWith(`'`) || row.startsWith(`"'`)).toBe(true);
    expect(row.replace(/^"|"$/g, '').replace(/""/g, '"')).toBe(`'${text}`);
  });

  it('keeps numbers and harmless text as they are', () => {
    const csv = toCsv({ header: ['h'], rows: [[-18.5, '-18.5', 'a-b=c', '冷藏车 1 号']] });
    expect(csv.split('\r\n')[1]).toBe('-18.5,-18.5,a-b=c,冷藏车 1 号');
  });
});

describe('toXlsx', () => {
  it('writes a dangerous text as an inline string, never as a formula', () => {
    const sheet = strFromU8(unzipSync(toXlsx({ header: ['h'], rows: dangerous.map(([, text]) => [text]) }))['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toMatch(/<f[ >]/);
    expect(sheet.match(/t="inlineStr"/g)).toHaveLength(dangerous.length + 1);
    expect(sheet).toContain('<t xml:space="preserve">＝1+1</t>');
  });
});
