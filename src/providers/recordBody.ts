/**
 * The body of a create or update: plain JSON, or multipart when the record carries new files
 * (field `record` = the JSON, one part per file property). In the JSON a file is its descriptor
 * `{ name, size, type }` (defs.schema.json `file`); a stored one keeps its `url`.
 */
import { toFormData } from '../api';

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** react-admin's file inputs hold `{ rawFile: File, src, title }`; a plain File is accepted too. */
function newFile(value: unknown): Blob | undefined {
  if (isBlob(value)) return value;
  if (value && typeof value === 'object' && isBlob((value as { rawFile?: unknown }).rawFile)) return (value as { rawFile: Blob }).rawFile;
  return undefined;
}

const descriptor = (blob: Blob) => ({ name: blob instanceof File ? blob.name : 'blob', size: blob.size, type: blob.type });

/** A stored file shown in a file input (`{ ...stored, src, title }`) goes back without the preview keys. */
function stored(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'src' in value) {
    const { src, title: _title, ...rest } = value as Record<string, unknown>;
    return Object.keys(rest).length ? rest : src;
  }
  return value;
}

export interface WireRecord {
  json: Record<string, unknown>;
  files: Record<string, Blob[]>;
}

export function toWireRecord(record: Record<string, unknown>): WireRecord {
  const json: Record<string, unknown> = {};
  const files: Record<string, Blob[]> = {};
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) {
      const blobs = value.map(newFile).filter((b): b is Blob => Boolean(b));
      if (blobs.length) files[key] = blobs;
      json[key] = value.map((item) => {
        const blob = newFile(item);
        return blob ? descriptor(blob) : stored(item);
      });
      continue;
    }
    const blob = newFile(value);
    if (blob) {
      files[key] = [blob];
      json[key] = descriptor(blob);
    } else {
      json[key] = stored(value);
    }
  }
  return { json, files };
}

export function recordBody(record: Record<string, unknown>): FormData | Record<string, unknown> {
  const { json, files } = toWireRecord(record);
  if (Object.keys(files).length === 0) return json;
  return toFormData({ record: JSON.stringify(json) }, files);
}
