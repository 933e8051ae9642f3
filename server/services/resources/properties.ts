/**
 * What the store and the routes need to know of an entity's properties, with `$ref`s into the
 * shared definitions followed: how a value is kept (kind), which are read-only, which carry files.
 */
import type { EntitySchema, PropertySchema } from '../../../src/lib/schema/types';

/** boolean: 0/1 in a column; json: objects and arrays as JSON text; number and string as they are. */
export type PropertyKind = 'boolean' | 'json' | 'number' | 'string';

export interface FileProperty {
  /** an array of files (e.g. attachments) rather than one */
  many: boolean;
  accept?: string[];
  maxSize?: number;
}

export interface PropertyInfo {
  kind: PropertyKind;
  readOnly: boolean;
  /** never in an answer (passwords) */
  writeOnly: boolean;
  /** `x-identifier`: NFKC-normalized before validation and storage (src/lib/identifier.ts) */
  identifier: boolean;
  file?: FileProperty;
}

type Json = Record<string, unknown>;

/**
 * Follows `defs.schema.json#/$defs/x` into the shared files and `#/$defs/x` inside the file that
 * holds the reference (`self`); the outer keywords win.
 */
export function resolveProperty(property: Json, shared: readonly Json[], self?: Json, depth = 0): Json {
  const ref = property.$ref;
  if (typeof ref !== 'string' || depth > 8) return property;
  const [file = '', pointer = ''] = ref.split('#');
  const at = (root: Json | undefined): unknown => pointer.split('/').filter(Boolean).reduce<unknown>((node, part) => (node as Json | undefined)?.[part], root);
  // `#/…` of a property taken out of a shared file (array items) points into that file: try the shared files next
  const candidates = file === '' ? [self, ...shared] : shared.filter((s) => typeof s.$id === 'string' && (s.$id.endsWith(`/${file}`) || s.$id === file));
  const owner = candidates.find((root) => root && typeof at(root) === 'object');
  const target = at(owner);
  if (!target || typeof target !== 'object') return property;
  const { $ref: _ref, ...own } = property;
  return { ...resolveProperty(target as Json, shared, owner, depth + 1), ...own };
}

function isFileObject(schema: Json): boolean {
  const props = schema.properties as Json | undefined;
  return schema.type === 'object' && !!props && 'name' in props && 'url' in props;
}

function typeOf(schema: Json): string {
  const type = schema.type;
  if (Array.isArray(type)) return type.includes('object') || type.includes('array') ? 'object' : String(type[0]);
  if (typeof type === 'string') return type;
  return schema.enum && (schema.enum as unknown[]).every((v) => typeof v === 'number') ? 'number' : 'string';
}

export function describeProperty(property: PropertySchema, shared: readonly Json[], self?: Json): PropertyInfo {
  const resolved = resolveProperty(property as Json, shared, self);
  const type = typeOf(resolved);
  const kind: PropertyKind =
    type === 'boolean' ? 'boolean' : type === 'object' || type === 'array' ? 'json' : type === 'integer' || type === 'number' ? 'number' : 'string';
  const info: PropertyInfo = { kind, readOnly: resolved.readOnly === true, writeOnly: resolved.writeOnly === true, identifier: resolved['x-identifier'] === true };
  const items = type === 'array' && resolved.items ? resolveProperty(resolved.items as Json, shared, self) : undefined;
  const fileSchema = isFileObject(resolved) ? resolved : items && isFileObject(items) ? items : undefined;
  if (fileSchema) {
    const hint = (resolved['x-file'] ?? fileSchema['x-file'] ?? {}) as { accept?: string[]; maxSize?: number };
    info.file = { many: fileSchema !== resolved, ...hint };
  }
  return info;
}

export function describeEntity(schema: EntitySchema, shared: readonly Json[]): Map<string, PropertyInfo> {
  return new Map(Object.entries(schema.properties).map(([name, property]) => [name, describeProperty(property, shared, schema)]));
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
