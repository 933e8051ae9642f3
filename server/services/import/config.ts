/**
 * Settings of the generated Import action (issue 29 §3), part of PlatformOptions (server/config.ts).
 * Environment variables: configEnv.ts (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS); the table: the server
 * README. The console asks the route for them (GET /{resource}/import/limits) to say them and to
 * check a picked file's size before sending it.
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../src/lib/import';

export interface ImportOptions {
  /** the largest file POST /{resource}/import takes (its own body limit), bytes */
  importMaxBytes: number;
  /** the most data rows a file may have: each is its own transaction, so a file stays a request of seconds */
  importMaxRows: number;
}

export const IMPORT_DEFAULTS: ImportOptions = {
  importMaxBytes: IMPORT_MAX_BYTES,
  importMaxRows: IMPORT_MAX_ROWS,
};

/** Past these an import is no longer a request of seconds (and a file is read whole into memory). */
export const IMPORT_BOUNDS = { bytes: { min: 1024, max: 50 * 1024 * 1024 }, rows: { min: 1, max: 10_000 } } as const;

/** A setting out of its range stops the start with a message naming it. */
export function checkImportOptions({ importMaxBytes: bytes, importMaxRows: rows }: ImportOptions): void {
  const { bytes: b, rows: r } = IMPORT_BOUNDS;
  if (!Number.isInteger(bytes) || bytes < b.min || bytes > b.max) throw new Error(`IMPORT_MAX_BYTES must be a whole number of bytes from ${b.min} to ${b.max}, got '${bytes}'`);
  if (!Number.isInteger(rows) || rows < r.min || rows > r.max) throw new Error(`IMPORT_MAX_ROWS must be a whole number from ${r.min} to ${r.max}, got '${rows}'`);
}
