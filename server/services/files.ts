/**
 * Uploaded and built-in files, kept under DATA_DIR/uploads or in memory (tests).
 * Keys are `folder/name.ext` with a fixed alphabet, so no key can leave the folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_REPORT_LOGO } from './reports/demoReportLogo';
import { DEMO_FLOOR_PLAN } from './demoFloorPlan';

/** records/: files of schema-driven records (multipart parts, routes/resources); plans/: floor plan images (routes/floorplan). */
export const FILE_KEY = /^(avatars|notices|records|plans)\/[a-z0-9-]+\.(png|jpg|jpeg|gif|html|pdf|xls|xlsx|doc|docx|txt|csv|zip|bin)$/;

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  bin: 'application/octet-stream',
};

export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** gone, or never there */
  remove(key: string): Promise<void>;
}

export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function assertKey(key: string): void {
  if (!FILE_KEY.test(key)) throw new Error(`Invalid file key '${key}'`);
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertKey(key);
      files.set(key, data);
    },
    async get(key) {
      return FILE_KEY.test(key) ? files.get(key) : undefined;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

/** A file being written: never served (FILE_KEY refuses the name), swept at start if left behind. */
export const TEMP_FILE = /^\.[a-z0-9-]+\.[a-z]+\.[0-9a-f]+\.tmp$/;

export function diskFileStore(root: string): FileStore {
  return {
    async put(key, data) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // written under a temporary name, then renamed: a crash or a full disk mid-write never
      // leaves a cut-off file under a name a record may point at
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return undefined;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      if (FILE_KEY.test(key)) await rm(path.join(root, key), { force: true });
    },
  };
}

const RENEWAL_POLICY = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>设备续费政策说明</title></head>
<body style="font-family: sans-serif; line-height: 1.6; padding: 16px">
<h2>设备续费政策说明 / Device renewal policy</h2>
<p>服务期自设备到期日起计算；到期后 3 个月未续费的 SIM 卡将被注销（2023 年 6 月 15 日起执行）。</p>
<p>Service counts from the expiry date. The SIM is cancelled after 3 months without renewal, effective 15 June 2023.</p>
</body></html>`;

const COLD_STORE_MANUAL = `冷库操作规程 / Cold store operating procedure
1. 除霜间隔 6 至 12 小时 / Defrost every 6 to 12 hours.
2. 库门开启不超过 3 分钟 / Keep the door open no longer than 3 minutes.
`;

/** Files the seeded announcements (and the seeded asset document, seed/assetPages.ts) point at; written on start when missing. */
export const NOTICE_FILES = {
  renewalPolicy: { key: 'notices/renewal-policy.html', url: fileUrl('notices/renewal-policy.html'), body: RENEWAL_POLICY },
  // under notices/: a built-in file, never swept as an orphan upload (orphanFiles.ts)
  coldStoreManual: { key: 'notices/demo-cold-store-manual.txt', url: fileUrl('notices/demo-cold-store-manual.txt'), body: COLD_STORE_MANUAL },
} as const;

export async function ensureBuiltInFiles(store: FileStore): Promise<void> {
  for (const file of Object.values(NOTICE_FILES)) {
    if (!(await store.get(file.key))) await store.put(file.key, Buffer.from(file.body, 'utf8'));
  }
  if (!(await store.get(DEMO_REPORT_LOGO.key))) await store.put(DEMO_REPORT_LOGO.key, DEMO_REPORT_LOGO.data);
  if (!(await store.get(DEMO_FLOOR_PLAN.key))) await store.put(DEMO_FLOOR_PLAN.key, DEMO_FLOOR_PLAN.data);
}
