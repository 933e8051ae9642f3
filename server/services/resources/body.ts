/**
 * The record a write sends: a JSON body, or multipart with the field `record` (JSON) and one part
 * per file property (docs/resources-design.md "Wire conventions"). Files become descriptors
 * `{ name, size, type }` that the schema validates (`x-file`); they are stored only once valid.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normalizeIdentifier } from '../../../src/lib/identifier';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { extensionOf, formatBytes } from '../../../src/lib/validation/keywords';
import { CONTENT_TYPES, fileUrl, type FileStore } from '../files';
import type { UploadedFile } from '../forms';
import type { PropertyInfo } from './properties';
import type { Row } from './store';

export interface PendingFile {
  property: string;
  /** the descriptor object put into the record; its `url` is set when stored */
  descriptor: Record<string, unknown>;
  upload: UploadedFile;
}

export type WriteBody = { values: Row; files: PendingFile[] } | { issues: FieldIssues };

function recordOf(request: FastifyRequest): Row | null {
  if (request.isMultipart()) {
    const raw = request.form.record;
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (text === undefined || text === '') return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Row) : null;
    } catch {
      return null;
    }
  }
  const body = request.body;
  if (body === undefined || body === null) return {};
  return typeof body === 'object' && !Array.isArray(body) ? { ...(body as Row) } : null;
}

/**
 * The sent record without read-only properties (ignored on writes), identifiers in their NFKC
 * form (so the schema checks, and the UNIQUE columns compare, what is stored), with the uploaded files in it.
 */
export function readWriteBody(request: FastifyRequest, properties: Map<string, PropertyInfo>, uploadMaxBytes: number): WriteBody {
  const record = recordOf(request);
  if (!record) return { issues: { record: { key: 'validation.type.object' } } };
  for (const name of Object.keys(record)) {
    const info = properties.get(name);
    if (name === 'id' || info?.readOnly) delete record[name];
    else if (info?.identifier && typeof record[name] === 'string') record[name] = normalizeIdentifier(record[name]);
  }
  const files: PendingFile[] = [];
  const issues: FieldIssues = {};
  for (const [property, uploads] of Object.entries(request.isMultipart() ? request.uploads : {})) {
    const info = properties.get(property);
    if (!info?.file) {
      issues[property] = { key: 'validation.additionalProperties' };
      continue;
    }
    const descriptors = uploads.map((upload) => {
      const descriptor: Record<string, unknown> = { name: upload.filename, size: upload.data.length, type: upload.mimetype };
      if (upload.truncated) issues[property] = { key: 'validation.file.maxSize', params: { limit: formatBytes(uploadMaxBytes) } };
      files.push({ property, descriptor, upload });
      return descriptor;
    });
    if (info.file.many) {
      const kept = Array.isArray(record[property]) ? (record[property] as unknown[]) : [];
      record[property] = [...kept, ...descriptors];
    } else {
      if (descriptors.length > 1) issues[property] = { key: 'validation.maxItems', params: { limit: 1 } };
      record[property] = descriptors[0];
    }
  }
  return Object.keys(issues).length ? { issues } : { values: record, files };
}

/**
 * Stores the validated files and puts their URLs into the descriptors (and so into the record).
 * Stored before the record's transaction, so a committed record never points at a missing file;
 * when one fails (disk full) the ones already stored go again.
 */
export async function storeFiles(store: FileStore, files: PendingFile[]): Promise<void> {
  try {
    for (const { descriptor, upload } of files) {
      const extension = extensionOf(upload.filename);
      const key = `records/${randomUUID()}.${extension in CONTENT_TYPES ? extension : 'bin'}`;
      await store.put(key, upload.data);
      descriptor.url = fileUrl(key);
    }
  } catch (error) {
    await discardFiles(store, files);
    throw error;
  }
}

/**
 * A file property sent as JSON may only keep files the record already has (matched by `url`,
 * and replaced by the stored descriptor); new files come as multipart parts. So no write can
 * point a descriptor at an address of its choosing or lie about a size.
 */
export function keepStoredFiles(properties: Map<string, PropertyInfo>, values: Row, files: PendingFile[], existing?: Row): FieldIssues | null {
  const uploaded = new Set(files.map((f) => f.descriptor));
  const issues: FieldIssues = {};
  for (const [name, info] of properties) {
    if (!info.file || values[name] === undefined || values[name] === null) continue;
    const stored = existing?.[name];
    const storedList = (Array.isArray(stored) ? stored : stored ? [stored] : []) as Array<Record<string, unknown>>;
    const keep = (item: unknown) => {
      if (uploaded.has(item as Record<string, unknown>)) return item;
      const url = (item as { url?: unknown } | null)?.url;
      return storedList.find((s) => typeof url === 'string' && s.url === url);
    };
    const sent: unknown = values[name];
    const kept = Array.isArray(sent) ? sent.map(keep) : keep(sent);
    if (Array.isArray(kept) ? kept.some((k) => k === undefined) : kept === undefined) issues[name] = { key: 'validation.invalid' };
    else values[name] = kept;
  }
  return Object.keys(issues).length ? issues : null;
}

/** Removes stored files again when the write that carried them failed. */
export async function discardFiles(store: FileStore, files: PendingFile[]): Promise<void> {
  for (const { descriptor } of files) {
    const url = descriptor.url;
    if (typeof url === 'string') await store.remove(url.replace(/^\/api\/files\//, '')).catch(() => undefined);
  }
}
