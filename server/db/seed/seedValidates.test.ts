/**
 * The seeded records pass their own schemas (issue 10 §8: the physical ranges and identifier
 * rules must not refuse the demo data), so a demo record opened and saved unchanged is accepted.
 */
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

describe('the seeded data', () => {
  it('validates against every entity schema, in every company', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const entity of platform.app.resources.entities.values()) {
      const { list } = await entity.store.list({ page: 1, limit: 100_000, order: 'ASC', filter: {} }, { companyId: null, nowUnix: platform.app.nowUnix() });
      for (const record of list) {
        // what a form would send back: no id, nothing read-only or computed
        const sent = Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'id' && entity.properties.get(name)?.readOnly === false));
        const issues = entity.validate(sent, { partial: true, original: record });
        if (issues) problems.push(`${entity.name} ${record.id}: ${JSON.stringify(issues)}`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('has rows of every entity, so none is skipped by an empty listing', async () => {
    const empty: string[] = [];
    for (const entity of platform.app.resources.entities.values()) {
      // an entity served by calls of its own (x-ui.api: operation) is checked by the next test
      if (entity.schema['x-ui'].api?.list) continue;
      const { total } = await entity.store.list({ page: 1, limit: 1, order: 'ASC', filter: {} }, { companyId: null, nowUnix: platform.app.nowUnix() });
      if (!total) empty.push(entity.name);
    }
    expect(empty).toEqual([]);
  });

  it('has operation codes that pass the operation schema (they live outside the generic store)', async () => {
    const operation = platform.app.resources.entities.get('operation');
    expect(operation).toBeDefined();
    const rows = await platform.app.db.selectFrom('operations').selectAll().execute();
    expect(rows.length).toBeGreaterThan(100);
    const problems = rows.flatMap((row) => {
      const sent = { menuid: row.menu_id, code: row.code, fullname: row.fullname, sortcode: row.sortcode, description: row.description };
      const issues = operation!.validate(sent, { partial: false });
      return issues ? [`operation ${row.id} ${row.code}: ${JSON.stringify(issues)}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
