import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

/**
 * Issue 11 §1: in the role form's permission tree a title is told apart by its parent, so no
 * two children of one parent (or two top-level areas) may share a title, in any language.
 */
describe('the seeded menu tree', () => {
  it('has no two siblings with the same title in zh-CN, zh-TW or en', async () => {
    const menus = await platform.app.db.selectFrom('menus').select(['id', 'parent_id', 'name', 'name_tw', 'name_en']).execute();
    expect(menus.length).toBeGreaterThan(100);
    const clashes: string[] = [];
    const parents = new Set(menus.map((m) => m.parent_id));
    for (const parent of parents) {
      const siblings = menus.filter((m) => m.parent_id === parent);
      for (const column of ['name', 'name_tw', 'name_en'] as const) {
        const seen = new Set<string>();
        for (const sibling of siblings) {
          const title = sibling[column].trim().toLowerCase();
          if (seen.has(title)) clashes.push(`${column} "${sibling[column]}" under ${parent ?? 'the root'}`);
          seen.add(title);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
