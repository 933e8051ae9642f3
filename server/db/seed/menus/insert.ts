/** Writes the menu tree and its operation codes; returns what was written for the role grants. */
import { sql, type Kysely } from 'kysely';
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

function menuRow(seed: MenuSeed, sort: number) {
  return {
    parent_id: null,
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
  };
}

interface Placed {
  seed: MenuSeed;
  /** index of its parent in the list, null for an area */
  parent: number | null;
  sort: number;
  area: string;
}

/** The tree depth-first, each menu after its parent: the order ids were always given in. */
function depthFirst(tree: readonly MenuSeed[]): Placed[] {
  const placed: Placed[] = [];
  const walk = (seed: MenuSeed, parent: number | null, sort: number, area: string) => {
    const index = placed.length;
    placed.push({ seed, parent, sort, area });
    for (const [i, child] of (seed.children ?? []).entries()) walk(child, index, (i + 1) * 10, area);
  };
  for (const [i, area] of tree.entries()) walk(area, null, (i + 1) * 10, area.name);
  return placed;
}

/** how many operation rows one statement writes (SQLite allows 32,766 parameters; a row has five) */
const OPERATIONS_PER_STATEMENT = 1000;

/**
 * Two statements for the menus however many there are (a first start, and every test platform,
 * writes them): all rows in depth-first order, so that ids are what they always were, then every
 * parent in one update. Route names are unique, so the ids are matched by them.
 */
export async function insertMenus(db: Kysely<Database>, tree: readonly MenuSeed[]): Promise<SeededMenu[]> {
  const placed = depthFirst(tree);
  const written = await db
    .insertInto('menus')
    .values(placed.map(({ seed, sort }) => menuRow(seed, sort)))
    .returning(['id', 'route_name'])
    .execute();
  const idOf = new Map(written.map((row) => [row.route_name, row.id]));
  const out: SeededMenu[] = placed.map(({ seed, area }) => ({ id: idOf.get(seed.name)!, area, seed, operations: [] }));
  const children = placed.flatMap(({ parent }, i) => (parent === null ? [] : [{ id: out[i]!.id, parentId: out[parent]!.id }]));
  if (children.length) {
    await db
      .updateTable('menus')
      .set({ parent_id: sql<number>`case id ${sql.join(children.map(({ id, parentId }) => sql`when ${id} then cast(${parentId} as integer)`), sql` `)} end` })
      .where('id', 'in', children.map(({ id }) => id))
      .execute();
  }
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
