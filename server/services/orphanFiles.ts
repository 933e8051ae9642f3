/**
 * Removes uploads no record points at, at start. A file is stored before the transaction that
 * records it (so a committed record never points at a missing file); a crash in between leaves
 * the file behind, and so does a write under a temporary name that never finished.
 * Only the folders that uploads write are swept (avatars/, records/, plans/); built-in notices stay.
 * A new place that keeps an upload's URL must be read by `referencedFiles`, or its files go.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FILE_KEY, TEMP_FILE } from './files';
import { snakeCase } from './resources/properties';
import type { LoadedEntity } from './resources/registry';

const SWEPT_FOLDERS = ['avatars', 'records', 'plans'] as const;
const REFERENCE = /\/api\/files\/((?:avatars|records|plans)\/[a-z0-9-]+\.[a-z0-9]+)/g;

function collect(into: Set<string>, text: unknown): void {
  if (typeof text !== 'string') return;
  for (const match of text.matchAll(REFERENCE)) into.add(match[1]!);
}

/**
 * The file keys the database points at: user avatars, floor plans, announcements, and the file properties
 * of every entity (their columns, or the JSON documents of `records`).
 */
export async function referencedFiles(db: Kysely<Database>, entities: Iterable<LoadedEntity>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const row of await db.selectFrom('users').select('avatar').execute()) collect(keys, row.avatar);
  for (const row of await db.selectFrom('floor_plans').select('image').execute()) collect(keys, row.image);
  // the company config's report logo (issue 30 §4, routes/companyconfig)
  for (const row of await db.selectFrom('companies').select('default_report_logo').execute()) collect(keys, row.default_report_logo);
  for (const row of await db.selectFrom('announcements').select(['content', 'attachments']).execute()) {
    collect(keys, row.content);
    collect(keys, row.attachments);
  }
  for (const entity of entities) {
    const columns = [...entity.properties].filter(([, info]) => info.file).map(([name]) => snakeCase(name));
    if (!columns.length) continue;
    const table = entity.schema['x-store']?.table;
    const rows = table
      ? await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)
      : await sql<Record<string, unknown>>`select data from records where resource = ${entity.name}`.execute(db);
    for (const row of rows.rows) for (const value of Object.values(row)) collect(keys, value);
  }
  return keys;
}

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

export interface OrphanSweep {
  db: Kysely<Database>;
  entities: Iterable<LoadedEntity>;
  uploadsDir: string;
  /** milliseconds */
  now: number;
  /** files younger than this stay: another process on the same folder may be mid-write */
  graceMs: number;
}

/** Removes the orphans and leftover temporary files; returns their keys (folder/name). */
export async function sweepOrphanFiles({ db, entities, uploadsDir, now, graceMs }: OrphanSweep): Promise<string[]> {
  const referenced = await referencedFiles(db, entities);
  const removed: string[] = [];
  const present = (await readdir(uploadsDir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => e.name);
  const folders = new Set<string>([...SWEPT_FOLDERS, ...present]);
  for (const folder of folders) {
    const swept = (SWEPT_FOLDERS as readonly string[]).includes(folder);
    for (const name of await filesIn(path.join(uploadsDir, folder))) {
      const key = `${folder}/${name}`;
      const orphan = TEMP_FILE.test(name) || (swept && FILE_KEY.test(key) && !referenced.has(key));
      if (!orphan) continue;
      const file = path.join(uploadsDir, folder, name);
      const { mtimeMs } = await stat(file);
      if (now - mtimeMs < graceMs) continue;
      await rm(file, { force: true });
      removed.push(key);
    }
  }
  return removed;
}
