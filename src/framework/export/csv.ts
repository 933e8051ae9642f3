/** A table as CSV (RFC 4180), with a BOM so that Excel reads UTF-8 (Chinese labels). */
export type Cell = string | number | null;
export type Table = { header: string[]; rows: Cell[][] };

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first: OWASP "CSV injection")
 * gets a leading quote; a number, or text that is only a number such as -18.5, stays as it is.
 */
const defused = (text: string) => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

const quote = (cell: Cell) => {
  const text = cell === null ? '' : typeof cell === 'number' ? String(cell) : defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(table: Table): string {
  return '\uFEFF' + [table.header, ...table.rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
