/**
 * The sidebar's model, built from the permitted server routes (spec §2 "Sidebar"):
 * hidden items are skipped, a parent with one visible child (or none) is a single link,
 * paths resolve against the parent's base path, external links are kept as they are.
 */
import type { RouteNode } from '../../lib/contract';
import { pickTitle, type Language } from '../../lib/language';
import { isExternal, resolvePath } from '../../lib/routes';
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
  children?: MenuNode[];
}

/** The asset role of `node` when it is a child of `parent`; the mapping lives once, in assetRolesOf. */
function assetRoleOf(node: RouteNode, parent: RouteNode | undefined): number | undefined {
  if (!parent) return undefined;
  return assetRolesOf([{ path: parent.path, component: '', name: parent.name, children: [{ ...node, children: [] }] }])[0];
}

function leaf(node: RouteNode, to: string, language: Language, parent?: RouteNode): MenuNode {
  const assetRole = assetRoleOf(node, parent);
  return {
    key: to,
    name: node.name,
    title: pickTitle(node.meta?.title, language, node.name),
    to,
    external: isExternal(to),
    ...(node.meta?.icon ? { icon: node.meta.icon } : {}),
    ...(assetRole ? { assetRole } : {}),
  };
}

export function buildMenu(nodes: readonly RouteNode[], language: Language, base = '/', parent?: RouteNode): MenuNode[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => {
      const to = resolvePath(base, node.path);
      const children = node.children ?? [];
      const visible = children.filter((c) => !c.hidden);
      if (children.length === 0 || visible.length === 0) return leaf(node, to, language, parent);
      if (visible.length === 1) {
        const only = visible[0] as RouteNode;
        // The only child stands for its parent, unless it has children of its own to show.
        if (!(only.children ?? []).some((c) => !c.hidden)) {
          const item = leaf(only, resolvePath(to, only.path), language, node);
          return only.meta?.icon || !node.meta?.icon ? item : { ...item, icon: node.meta.icon };
        }
      }
      return {
        ...leaf(node, to, language, parent),
        key: `group:${to}`,
        to: '',
        external: false,
        children: buildMenu(visible, language, to, node),
      };
    });
}
