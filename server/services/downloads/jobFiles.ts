/**
 * The download centre's folder (DATA_DIR/downloads, or a temporary one with an in-memory
 * database): a job's file is written to `<id>.part`, then renamed, so that the folder never holds
 * half a file under a final name; a stopped server's `.part` files are removed at start.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** The pace's step: a pause after each this many bytes (downloadThrottleMs). */
export const PACE_CHUNK_BYTES = 64 * 1024;

export interface JobFolder {
  dir: string;
  /** made for this process (no data folder): removed when the app closes */
  temporary: boolean;
}

export async function openJobFolder(configured: string | null): Promise<JobFolder> {
  if (configured === null) return { dir: await mkdtemp(path.join(tmpdir(), 'coldchain-downloads-')), temporary: true };
  await mkdir(configured, { recursive: true });
  return { dir: configured, temporary: false };
}

export function partName(jobId: number): string {
  return `${jobId}.part`;
}

/** `<id>-<random><.ext>`: the stored name, never the one the user sees (which may hold any text). */
export function storedName(jobId: number, fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  return `${jobId}-${randomBytes(6).toString('hex')}${/^\.[a-z0-9]{1,8}$/.test(ext) ? ext : ''}`;
}

/** The folder's path of a stored name; throws on a name that would leave the folder. */
export function filePath(dir: string, name: string): string {
  if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`Bad download file name ${JSON.stringify(name)}`);
  return path.join(dir, name);
}

async function* chunksOf(data: Buffer | Readable): AsyncGenerator<Buffer> {
  const source: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer> = Buffer.isBuffer(data) ? [data] : data;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let offset = 0; offset < bytes.length; offset += PACE_CHUNK_BYTES) yield bytes.subarray(offset, offset + PACE_CHUNK_BYTES);
  }
}

/** The chunks with a pause after each (none when pauseMs is 0), counting the bytes. */
async function* paced(data: Buffer | Readable, pauseMs: number, counter: { bytes: number }, signal: AbortSignal): AsyncGenerator<Buffer> {
  for await (const chunk of chunksOf(data)) {
    counter.bytes += chunk.length;
    yield chunk;
    if (pauseMs > 0) await sleep(pauseMs, undefined, { signal });
  }
}

/** Writes the data to `<id>.part`, then renames it; answers the stored name and the size. */
export async function writeJobFile(
  dir: string,
  jobId: number,
  fileName: string,
  data: Buffer | Readable,
  options: { pauseMs: number; signal: AbortSignal },
): Promise<{ name: string; size: number }> {
  const part = filePath(dir, partName(jobId));
  const counter = { bytes: 0 };
  try {
    await pipeline(Readable.from(paced(data, options.pauseMs, counter, options.signal)), createWriteStream(part), { signal: options.signal });
    const name = storedName(jobId, fileName);
    await rename(part, filePath(dir, name));
    return { name, size: counter.bytes };
  } catch (error) {
    await removeFile(dir, partName(jobId));
    if (!Buffer.isBuffer(data)) data.destroy();
    throw error;
  }
}

export async function removeFile(dir: string, name: string | null): Promise<void> {
  if (!name) return;
  try {
    await unlink(filePath(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Removes every file no job points at (a crash between the rename and the row's update, `.part` leftovers). */
export async function removeStrayFiles(dir: string, keep: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || keep.has(entry.name)) continue;
    await removeFile(dir, entry.name);
    removed++;
  }
  return removed;
}

export async function removeFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
