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
  const rows = operationRows(id, seed);
  const operations = rows.length
    ? await db.insertInto('operations').values(rows).returning(['id', 'code']).execute()
    : [];
  out.push({ id, area, seed, operations });
  for (const [index, child] of (seed.children ?? []).entries()) {
    await insertOne(db, child, id, (index + 1) * 10, area, out);
  }
}

export async function insertMenus(db: Kysely<Database>, tree: readonly MenuSeed[]): Promise<SeededMenu[]> {
  const out: SeededMenu[] = [];
  for (const [index, area] of tree.entries()) await insertOne(db, area, null, (index + 1) * 10, area.name, out);
  return out;
}
