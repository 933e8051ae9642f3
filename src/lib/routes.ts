/**
 * Pure helpers over the server's route tree (spec §2): path resolution, external links,
 * flattening into pages. Used by the app (route registration), the sidebar and logout.
 */
import type { RouteMeta, RouteNode } from './contract';

/**
 * `GET /menu/paths`: the full path of every page of the whole menu, whatever the role (issue 26 §3).
 * The console tells an address the role may not open ("no access", inside the layout) from an
 * unknown one (/404, spec §2) by it; no titles or components, only the addresses.
 */
export const MENU_PATHS_PATH = '/menu/paths';

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

/** Resolve a route path against its parent's base path ('' or '/' at the top). */
export function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith('/')) return normalize(path);
  if (isExternal(base)) return base;
  return normalize(`${base.replace(/\/+$/, '')}/${path}`);
}

function normalize(path: string): string {
  const joined = ('/' + path).replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

export interface PageEntry {
  /** full path pattern, e.g. '/device/detail/:id' */
  fullPath: string;
  name: string;
  component: string;
  meta: RouteMeta;
  hidden: boolean;
  redirect?: string;
  /** names of the ancestors, outermost first */
  ancestors: string[];
}

/**
 * Every node with a page (a non-empty component) as a flat list. Parents with an empty
 * component are the main layout and only contribute their path; external links are skipped.
 */
export function flattenRoutes(nodes: readonly RouteNode[], base = '/', ancestors: string[] = []): PageEntry[] {
  return nodes.flatMap((node) => {
    if (isExternal(node.path)) return [];
    const fullPath = resolvePath(base, node.path);
    const own: PageEntry[] = node.component
      ? [
          {
            fullPath,
            name: node.name,
            component: node.component,
            meta: node.meta ?? {},
            hidden: node.hidden === true,
            ...(node.redirect ? { redirect: node.redirect } : {}),
            ancestors,
          },
        ]
      : [];
    return [...own, ...flattenRoutes(node.children ?? [], fullPath, [...ancestors, node.name])];
  });
}

/** Full paths of the pages a user can reach from the menu (not hidden, not under a hidden parent). */
export function visibleMenuPaths(nodes: readonly RouteNode[], base = '/'): string[] {
  return nodes.flatMap((node) => {
    if (node.hidden || isExternal(node.path)) return [];
    const fullPath = resolvePath(base, node.path);
    const own = node.component ? [fullPath] : [];
    return [...own, ...visibleMenuPaths(node.children ?? [], fullPath)];
  });
}

/** Match a concrete pathname against a pattern with ':param' segments. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const a = normalize(pattern).split('/');
  const b = normalize(pathname).split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i += 1) {
    const p = a[i] ?? '';
    const v = b[i] ?? '';
    if (p.startsWith(':')) {
      if (v === '') return null;
      params[p.slice(1)] = decodeURIComponent(v);
    } else if (p !== v) return null;
  }
  return params;
}

/** How many pathnames `perPathname` remembers per tree: the pages a user goes back and forth between. */
export const PATHNAMES_REMEMBERED = 100;

/**
 * `find(tree, pathname)`, remembered per tree (by identity) for the last PATHNAMES_REMEMBERED
 * pathnames: every navigation asks the sidebar, breadcrumb and permissions where a pathname sits,
 * and a tab switch asks again for a pathname seen before. `find` must be pure.
 */
export function perPathname<T extends object, R>(find: (tree: T, pathname: string) => R): (tree: T, pathname: string) => R {
  const cache = new WeakMap<T, Map<string, R>>();
  return (tree, pathname) => {
    let known = cache.get(tree);
    if (!known) cache.set(tree, (known = new Map()));
    if (known.has(pathname)) return known.get(pathname) as R;
    const found = find(tree, pathname);
    if (known.size >= PATHNAMES_REMEMBERED) known.delete(known.keys().next().value as string);
    known.set(pathname, found);
    return found;
  };
}

/** The page entry serving a pathname, preferring static segments over parameters. */
export const findPage = perPathname((pages: readonly PageEntry[], pathname: string): PageEntry | undefined => {
  const candidates = pages.filter((p) => matchPath(p.fullPath, pathname));
  return candidates.sort((x, y) => paramCount(x.fullPath) - paramCount(y.fullPath))[0];
});

function paramCount(path: string): number {
  return path.split('/').filter((s) => s.startsWith(':')).length;
}

/**
 * A server component path as a registry key: '/device/list/index', '/device/list/index.vue' and
 * '/device/list/' name the same page (spec §4's routes carry the old console's file names).
 */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/+$/, '');
}
