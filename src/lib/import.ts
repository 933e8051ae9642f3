/**
 * The generated Import action (issue 29 §3, spec §5 "Excel upload must be xls or xlsx"): an
 * entity whose schema declares `x-ui.permissions.import` takes a spreadsheet of new records.
 * Pure: shared by the console (what it offers to pick, what it shows) and the server.
 */

/** `POST /{resource}/import`: multipart, the file as `file`, `utcOffset` (minutes east of UTC) for times without a zone. */
export const importPath = (resource: string) => `/${resource}/import`;
/** `GET /{resource}/import/template`: the header row in the request's language, as xlsx. */
export const importTemplatePath = (resource: string) => `/${resource}/import/template`;

/** The file picker's `accept`: spec §5 and §8 take xls or xlsx only. */
export const IMPORT_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** `GET /{resource}/import/limits`: the server's settings IMPORT_MAX_BYTES and IMPORT_MAX_ROWS, which the console says. */
export const importLimitsPath = (resource: string) => `/${resource}/import/limits`;
/** The default of the setting IMPORT_MAX_BYTES, the route's own body limit: 2 MB of xlsx holds far more than IMPORT_MAX_ROWS rows. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The default of the setting IMPORT_MAX_ROWS, rows a file: each is its own transaction, so a file stays a request of seconds. */
export const IMPORT_MAX_ROWS = 1000;

/** What `GET /{resource}/import/limits` answers. */
export interface ImportLimits {
  /** the largest file taken, bytes */
  maxBytes: number;
  /** the most data rows a file may have */
  maxRows: number;
}

/** The spreadsheet's kind by its extension: null for anything but xls and xlsx. */
export function importFormatOf(filename: string): 'xls' | 'xlsx' | null {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  return extension === 'xls' || extension === 'xlsx' ? extension : null;
}

/** One problem of a row: its number in the sheet (the header is row 1), the column's header as written, the reason. */
export interface ImportRowError {
  row: number;
  /** the column's header; absent when the row as a whole is at fault */
  column?: string;
  message: string;
}

export interface ImportResult {
  /** data rows read (blank rows not counted) */
  rows: number;
  /** records stored, one a valid row */
  stored: number;
  /** every problem of the rows that were not stored, in row order */
  errors: ImportRowError[];
  /** the uploaded file with a result column added, base64 xlsx */
  resultFile: string;
  /** its name: the upload's name with `-result.xlsx` */
  resultName: string;
}
