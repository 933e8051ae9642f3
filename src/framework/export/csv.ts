/** A table as CSV (RFC 4180), with a BOM so that Excel reads UTF-8 (Chinese labels). */
export type Cell = string | number | null;
export type Table = { header: string[]; rows: Cell[][] };

const quote = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(table: Table): string {
  return '\uFEFF' + [table.header, ...table.rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
