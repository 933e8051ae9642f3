/** A compact notation for the seeded menu tree: areas (main layout) holding pages. */
import type { PageAction } from '../../../../src/lib/permissionCodes';

/** zh-CN, zh-TW, en */
export type Titles = readonly [string, string, string];

export interface MenuSeed {
  /** route name, PascalCase, unique */
  name: string;
  /** relative: no leading '/' (spec §5 "Menu") */
  path: string;
  /** '/area/page/index', or '' for the main layout */
  component: string;
  title: Titles;
  icon?: string;
  redirect?: string;
  affix?: boolean;
  hidden?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  noRedirect?: boolean;
  /** action codes `{page}_{action}` */
  actions?: readonly PageAction[];
  /** hidden-permission codes `{page}_hide_{action}` */
  hiddenActions?: readonly PageAction[];
  /** codes outside the conventions, e.g. menu_operation_edit */
  extraCodes?: ReadonlyArray<{ code: string; fullname: string }>;
  children?: MenuSeed[];
}

export const FULL: readonly PageAction[] = ['view', 'add', 'edit', 'delete', 'export'];
export const READ_ONLY: readonly PageAction[] = ['view', 'export'];
export const VIEW: readonly PageAction[] = ['view'];

type PageOptions = Omit<Partial<MenuSeed>, 'name' | 'path' | 'title' | 'children'>;
/** [route name, path, zh-CN, zh-TW, en, options] */
export type PageRow = readonly [string, string, string, string, string, PageOptions?];

/** Pages of an area; the component follows the path: 'detail/:id' → '/device/detail/index'. */
export function pages(area: string, rows: readonly PageRow[]): MenuSeed[] {
  return rows.map(([name, path, zh, tw, en, options = {}]) => ({
    name,
    path,
    component: `/${area}/${path.split('/')[0]}/index`,
    title: [zh, tw, en] as const,
    actions: FULL,
    ...options,
  }));
}

/**
 * A top-level entry using the main layout; it redirects to its first visible page.
 * A wrapper of a single page stays out of the breadcrumb, so /index reads "Dashboard", not "Home / Dashboard".
 */
export function area(path: string, name: string, title: Titles, icon: string, children: MenuSeed[]): MenuSeed {
  const first = children.find((child) => !child.hidden);
  const redirect = first ? `/${[path, first.path].filter(Boolean).join('/')}` : '';
  const breadcrumb = children.length > 1;
  return { name, path, component: '', title, icon, redirect, noRedirect: true, breadcrumb, actions: [], children };
}
