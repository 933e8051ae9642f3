/**
 * One shape for every body the API accepts: JSON (top-level object), urlencoded and multipart
 * (non-file fields as strings, a repeated field as a list; files apart). The signature and the
 * routes read the same `fields`.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';

export type FormValue = string | string[];
export type FormFields = Record<string, FormValue>;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** cut at the upload limit: the real file was larger */
  truncated: boolean;
}
export type FormFiles = Record<string, UploadedFile[]>;

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function add(fields: FormFields, key: string, value: string): void {
  const existing = fields[key];
  if (existing === undefined) fields[key] = value;
  else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file';
}

async function fromMultipart(body: Record<string, Multipart | Multipart[]>): Promise<{ fields: FormFields; files: FormFiles }> {
  const fields: FormFields = {};
  const files: FormFiles = {};
  for (const [key, entry] of Object.entries(body)) {
    for (const part of Array.isArray(entry) ? entry : [entry]) {
      if (isFile(part)) {
        const data = await part.toBuffer();
        (files[key] ??= []).push({ filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated });
      } else {
        const value = scalar(part.value);
        if (value !== undefined) add(fields, key, value);
      }
    }
  }
  return { fields, files };
}

function fromObject(body: Record<string, unknown>): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      const items = value.map(scalar).filter((v): v is string => v !== undefined);
      if (items.length) fields[key] = items;
    } else {
      const text = scalar(value);
      if (text !== undefined) fields[key] = text;
    }
  }
  return fields;
}

export async function readForm(request: FastifyRequest): Promise<{ fields: FormFields; files: FormFiles }> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { fields: {}, files: {} };
  if (request.isMultipart()) return fromMultipart(body as Record<string, Multipart | Multipart[]>);
  return { fields: fromObject(body as Record<string, unknown>), files: {} };
}

/** The first value of a field, trimmed; '' when absent. */
export function field(fields: FormFields, key: string): string {
  const value = fields[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}
