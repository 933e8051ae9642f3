/**
 * The breadcrumb's model (spec §2 "Breadcrumb"): the chain of server routes matching the current
 * path, outermost first.
 * - It starts with Index (/index) unless the first shown route is the Dashboard.
 * - Routes with meta.breadcrumb === false, and routes without a title, are hidden.
 * - The last item and the routes marked noredirect are not links; the others link to their
 *   redirect, or to their own path with the current parameters filled in.
 */
import type { RouteNode } from '../../lib/contract';
import { pickTitle, type Language } from '../../lib/language';
import { isExternal, matchPath, perPathname, resolvePath } from '../../lib/routes';

export interface BreadcrumbItem {
  key: string;
  title: string;
  /** where the item links to; absent when it is not a link */
  to?: string;
}

export const INDEX_PATH = '/index';

interface Step {
  node: RouteNode;
  fullPath: string;
}

const paramCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;

/** The route chain of the page serving `pathname`; static segments win over parameters. */
export const matchRouteChain = perPathname(function matchRouteChain(routes: readonly RouteNode[], pathname: string): Step[] {
  let best: Step[] = [];
  let bestParams = Infinity;
  const walk = (nodes: readonly RouteNode[], base: string, chain: Step[]) => {
    for (const node of nodes) {
      if (isExternal(node.path)) continue;
      const fullPath = resolvePath(base, node.path);
      const steps = [...chain, { node, fullPath }];
      if (node.component && matchPath(fullPath, pathname) && paramCount(fullPath) < bestParams) {
        best = steps;
        bestParams = paramCount(fullPath);
      }
      walk(node.children ?? [], fullPath, steps);
    }
  };
  walk(routes, '/', []);
  return best;
});

/** The vue-era platform marks a route with `redirect: 'noRedirect'`; ours with meta.noredirect. */
function isNoRedirect(node: RouteNode): boolean {
  return node.meta?.noredirect === true || node.redirect?.toLowerCase() === 'noredirect';
}

const isDashboard = (node: RouteNode | undefined) => node?.name.trim().toLowerCase() === 'dashboard';

function fill(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
}

export function buildBreadcrumb(routes: readonly RouteNode[], pathname: string, language: Language, indexTitle: string): BreadcrumbItem[] {
  const chain = matchRouteChain(routes, pathname);
  const params = (chain.length && matchPath((chain[chain.length - 1] as Step).fullPath, pathname)) || {};
  const shown = chain.filter(({ node }) => (node.meta?.title?.length ?? 0) > 0 && node.meta?.breadcrumb !== false);

  const items: BreadcrumbItem[] = shown.map(({ node, fullPath }) => {
    const to = isNoRedirect(node) ? undefined : node.redirect ? resolvePath(fullPath, node.redirect) : fill(fullPath, params);
    return { key: fullPath, title: pickTitle(node.meta?.title, language, node.name), ...(to ? { to } : {}) };
  });
  if (!isDashboard(shown[0]?.node)) items.unshift({ key: INDEX_PATH, title: indexTitle, to: INDEX_PATH });

  return items.map((item, index) => (index === items.length - 1 ? { key: item.key, title: item.title } : item));
}
