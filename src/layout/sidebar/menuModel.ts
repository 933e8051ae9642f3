/**
 * The sidebar's model, built from the permitted server routes (spec §2 "Sidebar"):
 * hidden items are skipped, a parent with one visible child (or none) is a single link,
 * paths resolve against the parent's base path, external links are kept as they are. A page whose
 * route redirects to another page the user has (the menu's `redirect`, e.g. Advanced alarm settings
 * → /alarm/graded) is a link to that page (issue 26 §3 "Pages that repeat each other").
 */
import type { RouteNode } from '../../lib/contract';
import { pickTitle, type Language } from '../../lib/language';
import { flattenRoutes, isExternal, resolvePath } from '../../lib/routes';
import { assetRolesOf } from '../../providers/authProvider';

export interface MenuNode {
  key: string;
  /** route name, e.g. 'Announcement' (badges hang on it) */
  name: string;
  title: string;
  /** full console path or external URL; '' for a group */
  to: string;
  external: boolean;
  icon?: string;
  /** spec §2: a page of the asset area carries its asset role (vehicle 1, coldstore 2, box 3, cabinet 4) */
  assetRole?: number;
  /** a link to another page (`to`): that page's title; the entry is never the current page itself */
  linkOf?: string;
  children?: MenuNode[];
}

/** The asset role of `node` when it is a child of `parent`; the mapping lives once, in assetRolesOf. */
function assetRoleOf(node: RouteNode, parent: RouteNode | undefined): number | undefined {
  if (!parent) return undefined;
  return assetRolesOf([{ path: parent.path, component: '', name: parent.name, children: [{ ...node, children: [] }] }])[0];
}

/** The titles of the pages of the tree, by full path: the targets a page may link to. */
type Targets = ReadonlyMap<string, string>;

function targetsOf(nodes: readonly RouteNode[], language: Language): Targets {
  return new Map(flattenRoutes(nodes).map((page) => [page.fullPath, pickTitle(page.meta.title, language, page.name)]));
}

/** Where a page whose route redirects to another of the user's pages links, with that page's title. */
function linkOf(node: RouteNode, to: string, targets: Targets): { to: string; title: string } | null {
  const redirect = node.redirect?.trim() ?? '';
  if (!node.component || !redirect || redirect.toLowerCase() === 'noredirect' || isExternal(redirect)) return null;
  const target = resolvePath(to, redirect);
  const title = targets.get(target);
  return target !== to && title !== undefined ? { to: target, title } : null;
}

function leaf(node: RouteNode, to: string, language: Language, targets: Targets, parent?: RouteNode): MenuNode {
  const assetRole = assetRoleOf(node, parent);
  const link = linkOf(node, to, targets);
  return {
    key: to,
    name: node.name,
    title: pickTitle(node.meta?.title, language, node.name),
    to: link?.to ?? to,
    external: isExternal(to),
    ...(node.meta?.icon ? { icon: node.meta.icon } : {}),
    ...(assetRole ? { assetRole } : {}),
    ...(link ? { linkOf: link.title } : {}),
  };
}

export function buildMenu(nodes: readonly RouteNode[], language: Language, base = '/', parent?: RouteNode): MenuNode[] {
  return build(nodes, language, base, targetsOf(nodes, language), parent);
}

function build(nodes: readonly RouteNode[], language: Language, base: string, targets: Targets, parent?: RouteNode): MenuNode[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => {
      const to = resolvePath(base, node.path);
      const children = node.children ?? [];
      const visible = children.filter((c) => !c.hidden);
      if (children.length === 0 || visible.length === 0) return leaf(node, to, language, targets, parent);
      if (visible.length === 1) {
        const only = visible[0] as RouteNode;
        // The only child stands for its parent, unless it has children of its own to show.
        if (!(only.children ?? []).some((c) => !c.hidden)) {
          const item = leaf(only, resolvePath(to, only.path), language, targets, node);
          return only.meta?.icon || !node.meta?.icon ? item : { ...item, icon: node.meta.icon };
        }
      }
      return {
        ...leaf(node, to, language, targets, parent),
        key: `group:${to}`,
        to: '',
        external: false,
        children: build(visible, language, to, targets, node),
      };
    });
}
