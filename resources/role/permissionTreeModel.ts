/**
 * What the role form's permission tree knows, without React: the menu tree of
 * GET /operation/tree with each page's codes as leaves, the tri-state of a node, what a click
 * changes, and the search. A selection is the pair the role saves: `menuIds` and `operationIds`.
 */
import type { LocalizedTitle } from '../../src/lib/contract';
import { pickTitle, type Language } from '../../src/lib/language';

export interface TreeOperation {
  id: number;
  code: string;
  fullname: string;
}

/** A node of GET /operation/tree (its `checked` flags are not used: the form's values are the truth). */
export interface PermissionNode {
  id: number;
  /** route name */
  name: string;
  title: LocalizedTitle;
  operations: TreeOperation[];
  children: PermissionNode[];
}

export interface Selection {
  menus: ReadonlySet<number>;
  operations: ReadonlySet<number>;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export interface TreeIndex {
  menus: Map<number, PermissionNode>;
  parentOf: Map<number, number | null>;
  /** the page each code belongs to */
  menuOfOperation: Map<number, number>;
}

export function indexTree(tree: readonly PermissionNode[]): TreeIndex {
  const index: TreeIndex = { menus: new Map(), parentOf: new Map(), menuOfOperation: new Map() };
  const walk = (nodes: readonly PermissionNode[], parent: number | null) => {
    for (const node of nodes) {
      index.menus.set(node.id, node);
      index.parentOf.set(node.id, parent);
      for (const op of node.operations) index.menuOfOperation.set(op.id, node.id);
      walk(node.children, node.id);
    }
  };
  walk(tree, null);
  return index;
}

/** The node and everything under it: menus and codes. */
function subtree(node: PermissionNode): { menus: number[]; operations: number[] } {
  const menus: number[] = [];
  const operations: number[] = [];
  const walk = (n: PermissionNode) => {
    menus.push(n.id);
    operations.push(...n.operations.map((op) => op.id));
    n.children.forEach(walk);
  };
  walk(node);
  return { menus, operations };
}

export function menuState(node: PermissionNode, selection: Selection): CheckState {
  const { menus, operations } = subtree(node);
  const selected = menus.filter((id) => selection.menus.has(id)).length + operations.filter((id) => selection.operations.has(id)).length;
  if (selected === 0) return 'unchecked';
  return selected === menus.length + operations.length ? 'checked' : 'indeterminate';
}

function ancestors(index: TreeIndex, menuId: number): number[] {
  const out: number[] = [];
  for (let at = index.parentOf.get(menuId) ?? null; at !== null; at = index.parentOf.get(at) ?? null) out.push(at);
  return out;
}

/**
 * A menu with child menus is granted exactly when something under it is: the sidebar shows a
 * page only inside its granted parent (server/services/menus.ts), and an area with nothing
 * granted in it would show empty. A page keeps its own grant: it may be given without any code.
 */
function settleParents(index: TreeIndex, menus: Set<number>, operations: ReadonlySet<number>): void {
  const settle = (node: PermissionNode): boolean => {
    const childGranted = node.children.map(settle).some(Boolean);
    if (node.children.length) {
      if (childGranted || node.operations.some((op) => operations.has(op.id))) menus.add(node.id);
      else menus.delete(node.id);
    }
    return menus.has(node.id);
  };
  for (const node of index.menus.values()) if (index.parentOf.get(node.id) === null) settle(node);
}

/** A click on a menu: a fully checked one is cleared with all under it; otherwise all under it is checked. */
export function toggleMenu(index: TreeIndex, selection: Selection, menuId: number): Selection {
  const node = index.menus.get(menuId);
  if (!node) return selection;
  const menus = new Set(selection.menus);
  const operations = new Set(selection.operations);
  const under = subtree(node);
  if (menuState(node, selection) === 'checked') {
    under.menus.forEach((id) => menus.delete(id));
    under.operations.forEach((id) => operations.delete(id));
  } else {
    [...under.menus, ...ancestors(index, menuId)].forEach((id) => menus.add(id));
    under.operations.forEach((id) => operations.add(id));
  }
  settleParents(index, menus, operations);
  return { menus, operations };
}

/** A click on a code: granting it grants its page (a code of a page the user cannot open does nothing); revoking it keeps the page. */
export function toggleOperation(index: TreeIndex, selection: Selection, operationId: number): Selection {
  const menuId = index.menuOfOperation.get(operationId);
  if (menuId === undefined) return selection;
  const menus = new Set(selection.menus);
  const operations = new Set(selection.operations);
  if (operations.has(operationId)) operations.delete(operationId);
  else {
    operations.add(operationId);
    [menuId, ...ancestors(index, menuId)].forEach((id) => menus.add(id));
  }
  settleParents(index, menus, operations);
  return { menus, operations };
}

/** Every menu that can open (has child menus or codes): what "expand all" opens. */
export function expandableIds(index: TreeIndex): Set<number> {
  return new Set([...index.menus.values()].filter((n) => n.children.length || n.operations.length).map((n) => n.id));
}

export const PAGE_ACTIONS = ['view', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/** How a code reads: a conventional `{page}_{action}` or `{page}_hide_{action}` (spec §6) by its action; any other by its name. */
export function operationKind(page: PermissionNode, op: TreeOperation): { action: PageAction; hidden: boolean } | null {
  const prefix = `${page.name.toLowerCase()}_`;
  if (!op.code.startsWith(prefix)) return null;
  const rest = op.code.slice(prefix.length);
  const hidden = rest.startsWith('hide_');
  const action = (hidden ? rest.slice('hide_'.length) : rest) as PageAction;
  return PAGE_ACTIONS.includes(action) ? { action, hidden } : null;
}

const CONVENTIONAL_SUFFIX = new RegExp(`_(hide_)?(${PAGE_ACTIONS.join('|')})$`);

/** The same reading when the page is not known (a log entry keeps the code, not the page's route name). */
export function codeKind(code: string): { action: PageAction; hidden: boolean } | null {
  const match = CONVENTIONAL_SUFFIX.exec(code);
  return match ? { action: match[2] as PageAction, hidden: Boolean(match[1]) } : null;
}

export const titleOf = (node: PermissionNode, language: Language) => pickTitle(node.title, language, node.name);

/**
 * The tree narrowed to `query` (case-insensitive, in titles, code names and codes): a matching
 * menu keeps everything under it; otherwise it stays when something under it matches, with only that.
 */
export function filterTree(
  tree: readonly PermissionNode[],
  query: string,
  language: Language,
  operationLabel: (page: PermissionNode, op: TreeOperation) => string,
): PermissionNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...tree];
  const hit = (text: string) => text.toLowerCase().includes(needle);
  const narrow = (nodes: readonly PermissionNode[]): PermissionNode[] =>
    nodes.flatMap((node) => {
      if (hit(titleOf(node, language))) return [node];
      const operations = node.operations.filter((op) => hit(operationLabel(node, op)) || hit(op.code));
      const children = narrow(node.children);
      return operations.length || children.length ? [{ ...node, operations, children }] : [];
    });
  return narrow(tree);
}
