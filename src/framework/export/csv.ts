/** A table as CSV (RFC 4180), with a BOM so that Excel reads UTF-8 (Chinese labels). */
export type Cell = string | number | null;
export type Table = { header: string[]; rows: Cell[][] };

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** What a spreadsheet skips before a formula: any Unicode space, tab, CR/LF, and invisible format characters. */
const LEADING_BLANKS = /^[\s\p{Zs}\p{Cc}\p{Cf}]*/u;
const FORMULA_SIGNS = new Set(['=', '+', '-', '@']);

/**
 * Would a spreadsheet run this text as a formula (OWASP "CSV injection")? `=`, `+`, `-` or `@`
 * first, also behind spaces, a non-breaking space, tab or CR, and also in a look-alike form
 * (full-width `＝＋－＠`, small `﹦﹢﹣﹫`: NFKC gives the ASCII sign; U+2212 minus), which
 * spreadsheets with an East Asian input method take as the sign itself. A cell that starts with
 * tab or CR is escaped whatever follows. Text that is only a number such as -18.5 stays as it is.
 */
export function isFormulaLike(text: string): boolean {
  if (PLAIN_NUMBER.test(text)) return false;
  if (/^[\t\r]/.test(text)) return true;
  const first = String.fromCodePoint(text.slice(LEADING_BLANKS.exec(text)![0].length).codePointAt(0) ?? 0x20);
  return first === '\u2212' || FORMULA_SIGNS.has(first.normalize('NFKC'));
}

/** A formula-like text gets a leading quote, which spreadsheets show as text and do not evaluate. */
const defused = (text: string) => (isFormulaLike(text) ? `'${text}` : text);

const quote = (cell: Cell) => {
  const text = cell === null ? '' : typeof cell === 'number' ? String(cell) : defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(table: Table): string {
  return '\uFEFF' + [table.header, ...table.rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
