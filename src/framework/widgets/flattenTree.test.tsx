import { flattenTree } from './referenceInputs';

describe('organization tree', () => {
  it('lists parents before their children, depth first, orphans as roots', () => {
    const records = [
      { id: 3, name: 'Unit B', parentId: 1 },
      { id: 1, name: 'HQ', parentId: null },
      { id: 2, name: 'Unit A', parentId: 1 },
      { id: 4, name: 'Dept', parentId: 2 },
      { id: 5, name: 'Orphan', parentId: 99 },
    ];
    expect(flattenTree(records, (r) => String(r.name)).map((c) => `${c.depth}:${c.name}`)).toEqual(['0:HQ', '1:Unit B', '1:Unit A', '2:Dept', '0:Orphan']);
  });
});
