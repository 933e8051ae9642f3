/**
 * The data overview's tree arithmetic (pure): an organization's figures are those of its whole
 * subtree among the organizations the user sees; the regions are the organizations right under
 * the headquarters (or, for a user who sees only a branch below them, the top of that branch).
 */
import type { OverviewRegion, SiteFigures } from '../../../src/lib/maps';
import { NO_FIGURES } from './siteFigures';

export interface TreeNode {
  id: number;
  parentId: number | null;
  name: string;
}

export function addFigures(a: SiteFigures, b: SiteFigures): SiteFigures {
  return { devices: a.devices + b.devices, online: a.online + b.online, openAlarms: a.openAlarms + b.openAlarms, excursionsToday: a.excursionsToday + b.excursionsToday };
}

/** Each node's figures summed over itself and every node below it. */
export function subtreeFigures(nodes: readonly TreeNode[], own: ReadonlyMap<number, SiteFigures>): Map<number, SiteFigures> {
  const children = new Map<number, number[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    if (node.parentId === null || !ids.has(node.parentId)) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  const sums = new Map<number, SiteFigures>();
  // iterative post-order: a deep tree must not overflow the stack; `seen` guards against a cycle in bad data
  const seen = new Set<number>();
  const sumOf = (root: number): SiteFigures => {
    const stack: Array<{ id: number; done: boolean }> = [{ id: root, done: false }];
    while (stack.length) {
      const top = stack.pop()!;
      if (sums.has(top.id)) continue;
      if (top.done) {
        let total = own.get(top.id) ?? NO_FIGURES;
        for (const child of children.get(top.id) ?? []) total = addFigures(total, sums.get(child) ?? NO_FIGURES);
        sums.set(top.id, total);
        continue;
      }
      if (seen.has(top.id)) continue;
      seen.add(top.id);
      stack.push({ id: top.id, done: true });
      for (const child of children.get(top.id) ?? []) stack.push({ id: child, done: false });
    }
    return sums.get(root) ?? NO_FIGURES;
  };
  for (const node of nodes) sumOf(node.id);
  return sums;
}

/**
 * The regions: the children of each headquarters (no parent) among the nodes; a node whose parent
 * the user does not see and that is not a headquarters is a region itself. A headquarters' own
 * figures belong to no region (they count in the totals only).
 */
export function regionsOf(nodes: readonly TreeNode[], sums: ReadonlyMap<number, SiteFigures>): OverviewRegion[] {
  const ids = new Set(nodes.map((node) => node.id));
  const headquarters = new Set(nodes.filter((node) => node.parentId === null).map((node) => node.id));
  const regions = nodes.filter((node) => (node.parentId === null ? false : headquarters.has(node.parentId) || !ids.has(node.parentId)));
  return regions.map((node) => ({ organizationId: node.id, name: node.name, ...(sums.get(node.id) ?? NO_FIGURES) }));
}

/** The figures of every node counted once. */
export function totalFigures(nodes: readonly TreeNode[], own: ReadonlyMap<number, SiteFigures>): SiteFigures {
  return nodes.reduce((total, node) => addFigures(total, own.get(node.id) ?? NO_FIGURES), { ...NO_FIGURES });
}
