/** The menu tree per role (GET /menu/routerinfo) and the role's operation codes (spec §6). */
import type { Kysely } from 'kysely';
import type { LocalizedTitle, RouteMeta, RouteNode } from '../../src/lib/contract';
import { flattenRoutes } from '../../src/lib/routes';
import type { Database, MenuRow } from '../db/schema';

export function menuTitle(menu: Pick<MenuRow, 'name' | 'name_tw' | 'name_en'>): LocalizedTitle {
  return [
    { lang: 'zh-CN', value: menu.name },
    { lang: 'zh-TW', value: menu.name_tw },
    { lang: 'en', value: menu.name_en },
  ];
}

export async function allMenus(db: Kysely<Database>): Promise<MenuRow[]> {
  return db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function roleMenuIds(db: Kysely<Database>, roleId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).execute();
  return new Set(rows.map((row) => row.menu_id));
}

function toRoute(menu: MenuRow, children: RouteNode[]): RouteNode {
  const meta: RouteMeta = { title: menuTitle(menu) };
  if (menu.icon) meta.icon = menu.icon;
  if (menu.affix) meta.affix = true;
  if (menu.no_cache) meta.noCache = true;
  if (!menu.breadcrumb) meta.breadcrumb = false;
  if (menu.no_redirect) meta.noredirect = true;
  const node: RouteNode = { id: menu.id, path: menu.path, component: menu.component, name: menu.route_name, meta };
  if (menu.hidden) node.hidden = true;
  if (menu.redirect) node.redirect = menu.redirect;
  if (children.length) node.children = children;
  return node;
}

/** The tree of `menus` restricted to `visible`; hidden routes (detail pages) only when `withHidden`. */
export function buildRouteTree(menus: MenuRow[], visible: Set<number>, withHidden: boolean): RouteNode[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const menu of menus) {
    const siblings = byParent.get(menu.parent_id) ?? [];
    siblings.push(menu);
    byParent.set(menu.parent_id, siblings);
  }
  const build = (parentId: number | null): RouteNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((menu) => visible.has(menu.id) && (withHidden || !menu.hidden))
      .map((menu) => toRoute(menu, build(menu.id)));
  return build(null);
}

export async function routeTree(db: Kysely<Database>, roleId: number, withHidden: boolean): Promise<RouteNode[]> {
  return buildRouteTree(await allMenus(db), await roleMenuIds(db, roleId), withHidden);
}

/** Every page's full path of the whole menu, hidden ones included, as the console resolves them (GET /menu/paths). */
export async function menuPagePaths(db: Kysely<Database>): Promise<string[]> {
  const menus = await allMenus(db);
  const tree = buildRouteTree(menus, new Set(menus.map((menu) => menu.id)), true);
  return [...new Set(flattenRoutes(tree).map((page) => page.fullPath))];
}

export async function roleHasOperation(db: Kysely<Database>, roleId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('role_operations')
    .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
    .select('operations.id')
    .where('role_operations.role_id', '=', roleId)
    .where('operations.code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Codes the role has on the page with this route name; [] for an unknown page. */
export async function pageCodes(db: Kysely<Database>, roleId: number, routeName: string): Promise<string[]> {
  const rows = await db
    .selectFrom('operations')
    .innerJoin('menus', 'menus.id', 'operations.menu_id')
    .innerJoin('role_operations', 'role_operations.operation_id', 'operations.id')
    .select('operations.code')
    .where('menus.route_name', '=', routeName)
    .where('role_operations.role_id', '=', roleId)
    .orderBy('operations.sortcode')
    .orderBy('operations.id')
    .execute();
  return rows.map((row) => row.code);
}
