/**
 * What saving a role takes away (issue 26 §3 "saving confirms"): the pages and codes the stored
 * role has that the form's values no longer do. Pure: the role editor asks before saving them.
 */
export interface RemovedPermissions {
  menus: number[];
  operations: number[];
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/** Ids of `stored` not in `edited`, in the stored order; a property the form did not send removes nothing. */
function missing(stored: unknown, edited: unknown): number[] {
  if (edited === undefined) return [];
  const kept = new Set(ids(edited));
  return ids(stored).filter((id) => !kept.has(id));
}

export function removedPermissions(stored: Record<string, unknown>, edited: Record<string, unknown>): RemovedPermissions {
  return { menus: missing(stored.menuIds, edited.menuIds), operations: missing(stored.operationIds, edited.operationIds) };
}

export function removesAny(removed: RemovedPermissions): boolean {
  return removed.menus.length > 0 || removed.operations.length > 0;
}
