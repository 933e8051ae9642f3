/**
 * A property with its `$ref` to the shared definitions followed (`defs.schema.json#/$defs/x`),
 * so the widget registry and the list see its type, format and enum.
 */
import type { PropertySchema } from '../../lib/schema/types';

type Shared = readonly object[];

function lookup(ref: string, shared: Shared, base: object | undefined): { node: PropertySchema; doc: object } | undefined {
  const [file = '', pointer = ''] = ref.split('#');
  // '#/$defs/file' inside defs.schema.json points into the same document
  const doc =
    file === ''
      ? base
      : shared.find((s) => {
          const id = (s as { $id?: unknown }).$id;
          return typeof id === 'string' && id.endsWith(file);
        });
  if (!doc) return undefined;
  let node: unknown = doc;
  for (const segment of pointer.split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node && typeof node === 'object' ? { node: node as PropertySchema, doc } : undefined;
}

export function resolveProperty(property: PropertySchema, shared: Shared, base?: object, depth = 0): PropertySchema {
  if (depth > 5) return property;
  const { $ref, ...own } = property;
  let merged: PropertySchema = own;
  let doc = base;
  if ($ref) {
    const target = lookup($ref, shared, base);
    if (target) {
      doc = target.doc;
      merged = { ...resolveProperty(target.node, shared, target.doc, depth + 1), ...own };
    }
  }
  if (merged.items) merged.items = resolveProperty(merged.items, shared, doc, depth + 1);
  return merged;
}

/** The first type of a property ('integer' for `["integer","null"]`). */
export function typeOf(property: PropertySchema): string | undefined {
  const { type } = property;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return type;
}
