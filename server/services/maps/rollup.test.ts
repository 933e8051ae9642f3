import type { SiteFigures } from '../../../src/lib/maps';
import { regionsOf, subtreeFigures, totalFigures, type TreeNode } from './rollup';

const figures = (devices: number, online = 0, openAlarms = 0, excursionsToday = 0): SiteFigures => ({ devices, online, openAlarms, excursionsToday });

describe('the data overview tree', () => {
  // HQ(1) ─ A(2) ─ A1(4)
  //       └ B(3)
  const tree: TreeNode[] = [
    { id: 1, parentId: null, name: 'HQ' },
    { id: 2, parentId: 1, name: 'A' },
    { id: 3, parentId: 1, name: 'B' },
    { id: 4, parentId: 2, name: 'A1' },
  ];
  const own = new Map([
    [1, figures(1, 1)],
    [2, figures(2, 1, 1)],
    [4, figures(3, 2, 2, 1)],
  ]);

  it('sums every subtree and counts each organization once in the totals', () => {
    const sums = subtreeFigures(tree, own);
    expect(sums.get(4)).toEqual(figures(3, 2, 2, 1));
    expect(sums.get(2)).toEqual(figures(5, 3, 3, 1));
    expect(sums.get(3)).toEqual(figures(0));
    expect(sums.get(1)).toEqual(figures(6, 4, 3, 1));
    expect(totalFigures(tree, own)).toEqual(sums.get(1));
  });

  it("makes the headquarters' children the regions; its own figures are in no region", () => {
    const regions = regionsOf(tree, subtreeFigures(tree, own));
    expect(regions.map((r) => [r.name, r.devices])).toEqual([
      ['A', 5],
      ['B', 0],
    ]);
  });

  it('makes the top of a branch the region when the user sees only that branch', () => {
    const branch = tree.filter((node) => node.id === 2 || node.id === 4);
    const regions = regionsOf(branch, subtreeFigures(branch, own));
    expect(regions).toEqual([{ organizationId: 2, name: 'A', ...figures(5, 3, 3, 1) }]);
  });

  it('copes with a very deep tree and with a cycle in bad data', () => {
    const deep: TreeNode[] = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, parentId: i === 0 ? null : i, name: `n${i}` }));
    const sums = subtreeFigures(deep, new Map([[20_000, figures(1)]]));
    expect(sums.get(1)).toEqual(figures(1));
    const cycle: TreeNode[] = [
      { id: 1, parentId: 2, name: 'x' },
      { id: 2, parentId: 1, name: 'y' },
    ];
    const looped = subtreeFigures(cycle, new Map([[1, figures(1)], [2, figures(1)]]));
    expect([...looped.values()].every((sum) => sum.devices >= 1 && sum.devices <= 2)).toBe(true);
  });
});
