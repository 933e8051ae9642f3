/** Writes the menu tree and its operation codes; returns what was written for the role grants. */
import type { Kysely } from 'kysely';
import { actionCode, hiddenCode, platformHiddenName, PLATFORM_ACTION_NAMES } from '../../../../src/lib/permissionCodes';
import type { Database } from '../../schema';
import type { MenuSeed } from './define';

export interface SeededOperation {
  id: number;
  code: string;
}

export interface SeededMenu {
  id: number;
  /** route name of the top-level area it belongs to */
  area: string;
  seed: MenuSeed;
  operations: SeededOperation[];
}

function operationRows(menuId: number, seed: MenuSeed) {
  const label = seed.title[2];
  const actions = (seed.actions ?? []).map((action) => ({
    code: actionCode(seed.name, action),
    fullname: PLATFORM_ACTION_NAMES[action],
    description: `${label}: ${action}`,
  }));
  const hidden = (seed.hiddenActions ?? []).map((action) => ({
    code: hiddenCode(seed.name, action),
    fullname: platformHiddenName(action),
    description: `${label}: hides the ${action} button`,
  }));
  const extra = (seed.extraCodes ?? []).map(({ code, fullname }) => ({ code, fullname, description: `${label}: ${code}` }));
  return [...actions, ...hidden, ...extra].map((row, index) => ({ ...row, menu_id: menuId, sortcode: (index + 1) * 10 }));
}

/** A menu and its subtree, menus first: the operations of every menu are written afterwards in one statement. */
async function insertOne(
  db: Kysely<Database>,
  seed: MenuSeed,
  parentId: number | null,
  sort: number,
  area: string,
  out: SeededMenu[],
): Promise<void> {
  const { id } = await db
    .insertInto('menus')
    .values({
      parent_id: parentId,
      route_name: seed.name,
      name: seed.title[0],
      name_tw: seed.title[1],
      name_en: seed.title[2],
      display_name: seed.title[0],
      path: seed.path,
      component: seed.component,
      description: seed.title[2],
      icon: seed.icon ?? '',
      redirect: seed.redirect ?? '',
      affix: seed.affix ? 1 : 0,
      hidden: seed.hidden ? 1 : 0,
      no_cache: seed.noCache ? 1 : 0,
      breadcrumb: seed.breadcrumb === false ? 0 : 1,
      no_redirect: seed.noRedirect ? 1 : 0,
      sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  out.push({ id, area, seed, operations: [] });
  for (const [index, child] of (seed.children ?? []).entries()) {
    await insertOne(db, child, id, (index + 1) * 10, area, out);
  }
}

/** how many operation rows one statement writes (SQLite allows 32,766 parameters; a row has five) */
const OPERATIONS_PER_STATEMENT = 1000;

export async function insertMenus(db: Kysely<Database>, tree: readonly MenuSeed[]): Promise<SeededMenu[]> {
  const out: SeededMenu[] = [];
  for (const [index, area] of tree.entries()) await insertOne(db, area, null, (index + 1) * 10, area.name, out);
  // in the order the menus were written, as one statement per menu wrote them before (same ids)
  const rows = out.flatMap((menu) => operationRows(menu.id, menu.seed));
  const byMenu = new Map(out.map((menu) => [menu.id, menu]));
  for (let start = 0; start < rows.length; start += OPERATIONS_PER_STATEMENT) {
    const written = await db
      .insertInto('operations')
      .values(rows.slice(start, start + OPERATIONS_PER_STATEMENT))
      .returning(['id', 'code', 'menu_id'])
      .execute();
    for (const { id, code, menu_id } of written) byMenu.get(menu_id)!.operations.push({ id, code });
  }
  for (const menu of out) menu.operations.sort((a, b) => a.id - b.id);
  return out;
}
