/**
 * The rows of an uploaded spreadsheet, read with exceljs: an xlsx through its streaming reader
 * (the first worksheet, row by row, never the whole workbook in memory), a csv through its csv
 * reader (fast-csv) with every cell kept as text. Each row keeps its number in the sheet, so a
 * refusal can name it. Reading stops past `maxRows` data rows.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { UploadFormat } from '../../../src/lib/dataUpload';

/** A cell as read: text, a number, a date (an xlsx date cell: its UTC fields are the wall time shown), a boolean or nothing. */
export type Cell = string | number | boolean | Date | null;

export interface SheetRow {
  /** 1 for the first row */
  number: number;
  cells: Cell[];
}

export interface Sheet {
  rows: SheetRow[];
  /** more rows than `maxRows` followed */
  overflow: boolean;
}

/** The file is not what its name says (not a zip of an xlsx, not text). */
export class UnreadableFile extends Error {
  override readonly name = 'UnreadableFile';
}

/** exceljs's cell value → a plain cell: rich text joined, a formula's result, a hyperlink's text, an error's code. */
export function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return plainCell(v.result);
    if (typeof v.text === 'string') return v.text;
    if (typeof v.error === 'string') return v.error;
  }
  return String(value);
}

const isBlank = (cells: readonly Cell[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** Collects rows until `maxRows` data rows (after the first non-blank row, the header) are exceeded. */
class RowCollector {
  readonly rows: SheetRow[] = [];
  overflow = false;
  private data = -1;

  constructor(private readonly maxRows: number) {}

  /** false once full */
  add(number: number, cells: Cell[]): boolean {
    if (isBlank(cells)) return true;
    if (this.data >= this.maxRows) {
      this.overflow = true;
      return false;
    }
    this.data += 1;
    this.rows.push({ number, cells });
    return true;
  }
}

/** Row.values is 1-based and sparse. */
const cellsOf = (values: unknown): Cell[] => (Array.isArray(values) ? Array.from(values.slice(1), (value) => plainCell(value)) : []);

async function readXlsx(data: Buffer, maxRows: number): Promise<Sheet> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new UnreadableFile('not a zip');
  const input = Readable.from([data]);
  const collector = new RowCollector(maxRows);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    let sheets = 0;
    for await (const worksheet of reader) {
      sheets += 1;
      for await (const row of worksheet) if (!collector.add(row.number, cellsOf(row.values))) break;
      break; // the first worksheet only
    }
    if (!sheets) throw new UnreadableFile('no worksheet');
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  } finally {
    input.destroy();
  }
  return { rows: collector.rows, overflow: collector.overflow };
}

/** UTF-8 (with or without its byte-order mark), else GB 18030: what Excel in Chinese saves as "CSV". */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

async function readCsv(data: Buffer, maxRows: number): Promise<Sheet> {
  const text = decodeText(data);
  // a binary file is not a csv: text has no NUL
  if (text.includes('\u0000')) throw new UnreadableFile('binary');
  const workbook = new ExcelJS.Workbook();
  let worksheet: ExcelJS.Worksheet;
  try {
    // every cell as its text: times and numbers are read by the upload's own rules
    worksheet = await workbook.csv.read(Readable.from([text]), { map: (datum: unknown) => datum });
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
  const collector = new RowCollector(maxRows);
  for (let number = 1; number <= worksheet.rowCount; number++) {
    if (!collector.add(number, cellsOf(worksheet.getRow(number).values))) break;
  }
  return { rows: collector.rows, overflow: collector.overflow };
}

export function readSheet(data: Buffer, format: UploadFormat, maxRows: number): Promise<Sheet> {
  return format === 'xlsx' ? readXlsx(data, maxRows) : readCsv(data, maxRows);
}
