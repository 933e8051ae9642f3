/** Records with a parent as an indented tree: the organization pickers' choices. */
import type { RaRecord } from 'react-admin';

export interface TreeChoice {
  id: RaRecord['id'];
  name: string;
  depth: number;
}

/** Records with a `parentId` (or `parent`) as a depth-first list, roots first. */
export function flattenTree(records: readonly RaRecord[], labelOf: (r: RaRecord) => string): TreeChoice[] {
  const ids = new Set(records.map((r) => r.id));
  const parentOf = (r: RaRecord) => (r.parentId ?? r.parent ?? null) as RaRecord['id'] | null;
  const children = new Map<RaRecord['id'] | null, RaRecord[]>();
  for (const record of records) {
    const parent = parentOf(record);
    const key = parent !== null && ids.has(parent) ? parent : null;
    children.set(key, [...(children.get(key) ?? []), record]);
  }
  const out: TreeChoice[] = [];
  const seen = new Set<RaRecord['id']>();
  const walk = (parent: RaRecord['id'] | null, depth: number) => {
    for (const record of children.get(parent) ?? []) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      out.push({ id: record.id, name: labelOf(record), depth });
      walk(record.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
