/**
 * Who may read and write an entity (spec §6, docs/resources-design.md "Permissions").
 * A page is a component of `x-ui.components` found in `menus.component`; its key is the route
 * name in lowercase. Reads need the page's menu; a write needs the action code of
 * `x-ui.permissions` on a page whose fixed filter matches the record (or the lack of its hidden code).
 * Components no menu shows are reachable only by admin users (admin value ≤ 1, spec §4).
 * Platform data (what every company shares, and the companies themselves) is written only by a
 * platform administrator (admin value 0, issue 10 §5), whatever the role holds.
 */
import type { Kysely } from 'kysely';
import { componentOf, type ComponentUi, type EntityAction, type EntitySchema } from '../../../src/lib/schema/types';
import { matchesFilter, narrowsTo, resolveFilter, type ListFilter } from '../../../src/lib/schema/wire';
import type { Database } from '../../db/schema';
import { codeFor, pageKey } from '../../../src/lib/permissionCodes';
import { roleHasOperation, roleMenuIds } from '../menus';
import { isAdminUser, isPlatformAdmin } from './authority';
import type { AuthUser } from '../users';

interface Page {
  component: ComponentUi;
  menus: Array<{ id: number; routeName: string }>;
}

async function pagesOf(db: Kysely<Database>, schema: EntitySchema): Promise<Page[]> {
  const components = schema['x-ui'].components.map(componentOf);
  const paths = components.map((c) => c.path);
  const rows = paths.length
    ? await db.selectFrom('menus').select(['id', 'route_name', 'component']).where('component', 'in', paths).execute()
    : [];
  return components.map((component) => ({
    component,
    menus: rows.filter((row) => row.component === component.path).map((row) => ({ id: row.id, routeName: row.route_name })),
  }));
}

/**
 * Rows every company shares (no `x-store.companyScoped`: menus, operation codes) or the companies
 * themselves (`companyColumn: id`): one company's admin changing them would change every tenant.
 */
export function isPlatformData(schema: EntitySchema): boolean {
  const store = schema['x-store'];
  return !store?.companyScoped || store.companyColumn === 'id' || store.platformWrites === true;
}

/** The company a user's calls are limited to; null: a platform admin sees every company in the company list. */
export function companyScopeOf(schema: EntitySchema, user: AuthUser): number | null {
  const store = schema['x-store'];
  return isPlatformAdmin(user) && (store?.companyColumn === 'id' || store?.platformWrites === true) ? null : user.companyId;
}

/** Whether the role has the menu of one of these component pages; when no menu shows any of them, admin users only. */
export async function hasPageOf(db: Kysely<Database>, user: AuthUser, components: readonly string[]): Promise<boolean> {
  const menus = components.length ? await db.selectFrom('menus').select('id').where('component', 'in', components).execute() : [];
  if (!menus.length) return isAdminUser(user);
  const granted = await roleMenuIds(db, user.roleId);
  return menus.some((menu) => granted.has(menu.id));
}

function fixed(page: Page, nowUnix: number): ListFilter {
  return resolveFilter(page.component.filter ?? {}, nowUnix);
}

/** The menus of the pages, or null when no menu shows any of them. */
async function viewable(db: Kysely<Database>, user: AuthUser, pages: Page[]): Promise<boolean | null> {
  const menus = pages.flatMap((p) => p.menus);
  if (!menus.length) return null;
  const granted = await roleMenuIds(db, user.roleId);
  return menus.some((menu) => granted.has(menu.id));
}

/** A list: the pages its filter narrows to; a filter narrowing to none spans them all and needs them all. */
export async function canList(db: Kysely<Database>, user: AuthUser, schema: EntitySchema, filter: ListFilter, nowUnix: number): Promise<boolean> {
  const pages = await pagesOf(db, schema);
  if (!pages.some((p) => p.menus.length)) return isAdminUser(user);
  const narrowed = pages.filter((p) => narrowsTo(filter, p.component.filter ?? {}, nowUnix));
  if (narrowed.length) return (await viewable(db, user, narrowed)) ?? isAdminUser(user);
  const granted = await roleMenuIds(db, user.roleId);
  return pages.filter((p) => p.menus.length).every((p) => p.menus.some((m) => granted.has(m.id)));
}

/** One record: a page whose fixed filter it matches. */
export async function canRead(db: Kysely<Database>, user: AuthUser, schema: EntitySchema, record: Record<string, unknown>, nowUnix: number): Promise<boolean> {
  const pages = (await pagesOf(db, schema)).filter((p) => matchesFilter(record, fixed(p, nowUnix)));
  return (await viewable(db, user, pages)) ?? isAdminUser(user);
}

/** Whether these pages (the ones a record belongs to) let the user do `action`. */
async function mayWrite(
  db: Kysely<Database>,
  user: AuthUser,
  schema: EntitySchema,
  action: Extract<EntityAction, 'create' | 'edit' | 'delete' | 'import'>,
  pages: Page[],
): Promise<boolean> {
  if (isPlatformData(schema) && !isPlatformAdmin(user)) return false;
  const code = schema['x-ui'].permissions?.[action];
  if (!code) return (await viewable(db, user, pages)) ?? isAdminUser(user);
  const menus = pages.flatMap((p) => p.menus);
  if (!menus.length) return isAdminUser(user);
  const granted = await roleMenuIds(db, user.roleId);
  for (const menu of menus) {
    const { actionCode, hiddenCode } = codeFor(code, pageKey(menu.routeName));
    if (actionCode) {
      if (await roleHasOperation(db, user.roleId, actionCode)) return true;
    } else if (hiddenCode && granted.has(menu.id) && !(await roleHasOperation(db, user.roleId, hiddenCode))) {
      return true;
    }
  }
  return false;
}

/** A write of `record` (the stored one for edit and delete, the new one for create). */
export async function canWrite(
  db: Kysely<Database>,
  user: AuthUser,
  schema: EntitySchema,
  action: Extract<EntityAction, 'create' | 'edit' | 'delete' | 'import'>,
  record: Record<string, unknown>,
  nowUnix: number,
): Promise<boolean> {
  const pages = (await pagesOf(db, schema)).filter((p) => matchesFilter(record, fixed(p, nowUnix)));
  return mayWrite(db, user, schema, action, pages);
}

/**
 * Whether some record could be written: true when any single page (or, for admin users, a
 * record on no page) allows it. Checked before the body is read, so that a writer without the
 * permission gets 403 and learns nothing of the fields (issue 10 §5); canWrite still decides.
 */
export async function canWriteSome(
  db: Kysely<Database>,
  user: AuthUser,
  schema: EntitySchema,
  action: Extract<EntityAction, 'create' | 'edit' | 'delete' | 'import'>,
): Promise<boolean> {
  if (await mayWrite(db, user, schema, action, [])) return true;
  for (const page of await pagesOf(db, schema)) if (await mayWrite(db, user, schema, action, [page])) return true;
  return false;
}
