/**
 * CSV (RFC 4180) with formula escaping (OWASP "CSV injection"), one rule for the console's
 * exports (src/framework/export) and every CSV file the server writes (issue 26 §4): a cell a
 * spreadsheet would run as a formula gets a leading quote, which it shows as text.
 */
export type Cell = string | number | null;
export type Table = { header: string[]; rows: Cell[][] };

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** What a spreadsheet skips before a formula: any Unicode space, tab, CR/LF, and invisible format characters. */
const LEADING_BLANKS = /^[\s\p{Zs}\p{Cc}\p{Cf}]*/u;
const FORMULA_SIGNS = new Set(['=', '+', '-', '@']);

/**
 * Would a spreadsheet run this text as a formula? `=`, `+`, `-` or `@` first, also behind spaces,
 * a non-breaking space, tab or CR, and also in a look-alike form (full-width `＝＋－＠`, small
 * `﹦﹢﹣﹫`: NFKC gives the ASCII sign; U+2212 minus), which spreadsheets with an East Asian input
 * method take as the sign itself. A cell that starts with tab or CR is escaped whatever follows.
 * Text that is only a number such as -18.5 stays as it is.
 */
export function isFormulaLike(text: string): boolean {
  if (PLAIN_NUMBER.test(text)) return false;
  if (/^[\t\r]/.test(text)) return true;
  const first = String.fromCodePoint(text.slice(LEADING_BLANKS.exec(text)![0].length).codePointAt(0) ?? 0x20);
  return first === '\u2212' || FORMULA_SIGNS.has(first.normalize('NFKC'));
}

/** A formula-like text gets a leading quote, which spreadsheets show as text and do not evaluate. */
const defused = (text: string) => (isFormulaLike(text) ? `'${text}` : text);

/** One cell: escaped when formula-like, then quoted when it holds a comma, quote or line break (its quotes doubled). */
export function csvCell(cell: Cell): string {
  const text = cell === null ? '' : typeof cell === 'number' ? String(cell) : defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-ended line. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole table, with a BOM so that Excel reads UTF-8 (Chinese labels). */
export function toCsv(table: Table): string {
  return '\uFEFF' + [table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
