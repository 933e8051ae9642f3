/**
 * Data upload (issue 12 §3, /device/dataupload): a device's readings from a spreadsheet, in the
 * layout of the records page's export (src/lib/readings.ts: a time column, then one column a
 * field), so an exported file uploads back as it is. Pure: shared by the console (what it
 * offers to pick) and the server (what it reads).
 */

/** `POST /dataupload`: multipart `deviceId`, `utcOffset`, the file as `file`. */
export const DATA_UPLOAD_PATH = '/dataupload';
/** `GET /dataupload/template?deviceId&format=csv|xlsx&utcOffset`: the header row of that device's model. */
export const DATA_UPLOAD_TEMPLATE_PATH = '/dataupload/template';

/**
 * What is read. Spec §5 asks Excel files to be xls or xlsx; the old binary .xls cannot be read
 * by the spreadsheet library (exceljs), so it is refused with its own message; csv is taken too.
 */
export const UPLOAD_EXTENSIONS = ['xlsx', 'csv'] as const;
export type UploadFormat = (typeof UPLOAD_EXTENSIONS)[number];
/** The file picker's `accept`. */
export const UPLOAD_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** At most this many bytes a file: 31 days of one-minute readings fit in a fifth of it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many data rows a file (31 days of one-minute readings are 44,640). */
export const UPLOAD_MAX_ROWS = 50_000;

/** The format of a file name, by its extension; 'xls' for the old Excel format; null for anything else. */
export function uploadFormatOf(filename: string): UploadFormat | 'xls' | null {
  const dot = filename.lastIndexOf('.');
  const extension = dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
  if (extension === 'xls') return 'xls';
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? (extension as UploadFormat) : null;
}

/** One refused row of the file. */
export interface UploadRejectedRow {
  /** the row's number in the sheet, the header being row 1 */
  row: number;
  /** the column's field (`ts` for the time) when one value is at fault */
  field?: string;
  /** a `validation.readings.*` key */
  reason: string;
  /** the reason in the request's language */
  message: string;
}

export interface UploadResult {
  /** data rows read (blank rows not counted) */
  rows: number;
  /** new readings stored */
  stored: number;
  /** rows whose time the device already had (stored before, or twice in the file): kept once */
  duplicates: number;
  /** their row numbers, in order */
  duplicateRows: number[];
  rejected: UploadRejectedRow[];
}
