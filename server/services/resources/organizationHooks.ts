/**
 * Organizations are a tree of the five levels of spec §3 (headquarters 1 … unit department 5):
 * a child is one level below its parent, only a headquarters has no parent, and nothing is
 * put under itself.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckResult, ResourceHooks } from './hooks';

const HEADQUARTERS = 1;

/** Whether `id` is `from` or one of its ancestors. */
async function isAncestorOrSelf(db: Kysely<Database>, id: number, from: number): Promise<boolean> {
  const seen = new Set<number>();
  for (let cursor: number | null = from; cursor !== null && !seen.has(cursor); ) {
    if (cursor === id) return true;
    seen.add(cursor);
    const row: { parent_id: number | null } | undefined = await db.selectFrom('organizations').select('parent_id').where('id', '=', cursor).executeTakeFirst();
    cursor = row?.parent_id ?? null;
  }
  return false;
}

export const organizationHooks: ResourceHooks = {
  async check({ db, values, existing }): Promise<CheckResult> {
    const merged = { ...existing, ...values };
    const parentId = typeof merged.parentId === 'number' ? merged.parentId : null;
    const level = Number(merged.level);
    if (existing && values.level !== undefined && level !== existing.level) {
      const child = await db.selectFrom('organizations').select('id').where('parent_id', '=', existing.id).executeTakeFirst();
      if (child) return { level: { key: 'validation.orgHasChildren' } };
    }
    if (parentId === null) return level === HEADQUARTERS ? null : { level: { key: 'validation.orgRoot' } };
    if (existing && (await isAncestorOrSelf(db, existing.id, parentId))) return { parentId: { key: 'validation.orgParent' } };
    const parent = await db.selectFrom('organizations').select('level').where('id', '=', parentId).executeTakeFirst();
    // a missing parent is the reference check's to report
    if (parent && level !== parent.level + 1) return { level: { key: 'validation.orgLevel', params: { level: parent.level + 1 } } };
    return null;
  },
};
