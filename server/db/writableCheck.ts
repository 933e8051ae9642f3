/**
 * Refuses to start on a data folder that cannot be written: a seeded database on a read-only
 * mount would otherwise start, serve reads, and answer every write (logins included) with 500.
 * Permission bits alone are not enough (root ignores them, a read-only mount does not), so the
 * check writes: a probe file in each folder, and opens the existing files for writing.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import path from 'node:path';

/** The few calls the check makes; tests pass a failing one. */
export type CheckFs = Pick<typeof nodeFs, 'mkdirSync' | 'statSync' | 'openSync' | 'closeSync' | 'writeFileSync' | 'unlinkSync' | 'readdirSync'>;

const HINT = 'Set DATA_DIR to a writable folder, or make this one writable.';

function reason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  // Node's own messages already start with the code ("EROFS: read-only file system, open '…'")
  if (message && (!code || message.startsWith(code))) return message;
  return code ? `${code}: ${message ?? ''}`.trim() : String(error);
}

function exists(fs: CheckFs, file: string): nodeFs.Stats | null {
  try {
    return fs.statSync(file);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw new Error(`Cannot read ${file} (${reason(error)}). ${HINT}`);
  }
}

function probeFolder(fs: CheckFs, folder: string): void {
  const stat = exists(fs, folder);
  if (stat && !stat.isDirectory()) throw new Error(`The data folder ${folder} is not a folder. ${HINT}`);
  const probe = path.join(folder, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (error) {
    throw new Error(`The data folder ${folder} is not writable (${reason(error)}). ${HINT}`);
  }
}

function probeFile(fs: CheckFs, file: string): void {
  const stat = exists(fs, file);
  if (!stat) return;
  if (!stat.isFile()) throw new Error(`The database ${file} is not a file. ${HINT}`);
  try {
    // opened for writing and closed untouched
    fs.closeSync(fs.openSync(file, 'r+'));
  } catch (error) {
    throw new Error(`The database ${file} is not writable (${reason(error)}). ${HINT}`);
  }
}

/**
 * Creates the data folder when missing, then checks that it, the database file with its WAL
 * companions, and the uploads folders can be written. Throws a message naming the path.
 */
export function assertWritableStorage(
  { dataDir, databaseFile, uploadsDir }: { dataDir: string; databaseFile: string; uploadsDir: string | null },
  fs: CheckFs = nodeFs,
): void {
  const folder = path.resolve(dataDir);
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new Error(`The data folder ${folder} cannot be created (${reason(error)}). ${HINT}`);
  }
  probeFolder(fs, folder);
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) probeFile(fs, file);
  if (uploadsDir && exists(fs, uploadsDir)) {
    probeFolder(fs, uploadsDir);
    for (const entry of fs.readdirSync(uploadsDir, { withFileTypes: true })) {
      if (entry.isDirectory()) probeFolder(fs, path.join(uploadsDir, entry.name));
    }
  }
}
