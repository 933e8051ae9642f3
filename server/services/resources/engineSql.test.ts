/**
 * The generic store's engine SQL (engineSql.ts) on the engine of the run: SQLite here, PostgreSQL
 * in project `pg`. A generic record's numbers compare and sort as numbers (text would put 10
 * before 9), booleans filter as 0/1, the search ignores case, and a broken unique constraint is
 * read from either engine's words.
 */
import { fileURLToPath } from 'node:url';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';
import { duplicateColumns, isReferenceOrCheckFailure, recordIndexName, resourceEngineSql } from './engineSql';

const FIXTURES = fileURLToPath(new URL('../../routes/resources/fixtures', import.meta.url));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ extraSchemaDirs: [FIXTURES] });
});
afterAll(() => platform.close());

const scope = () => ({ companyId: 1, nowUnix: Math.floor(platform.clock.now() / 1000) });
const list = (filter: Record<string, unknown>, sort = 'weight', order: 'ASC' | 'DESC' = 'ASC') =>
  platform.app.resources.entities.get('gadget')!.store.list({ filter: filter as never, sort, order, page: 1, limit: 50 }, scope());

describe('the generic store on this engine', () => {
  it('compares and sorts numbers as numbers, filters booleans, and searches ignoring case', async () => {
    const store = platform.app.resources.entities.get('gadget')!.store;
    for (const [name, weight, active] of [['Nine', 9, true], ['ten', 10, false], ['Hundred', 100, true], ['two', 2.5, false]] as const) {
      await store.insert({ name, weight, active, color: 'red' }, scope());
    }
    expect((await list({})).list.map((g) => g.weight)).toEqual([2.5, 9, 10, 100]);
    expect((await list({ weight_gte: 9, weight_lte: 10 })).list.map((g) => g.name)).toEqual(['Nine', 'ten']);
    expect((await list({ active: true })).list.map((g) => g.name)).toEqual(['Nine', 'Hundred']);
    expect((await list({ active: 'false' })).list.map((g) => g.name)).toEqual(['two', 'ten']);
    expect((await list({ q: 'NINE' })).list.map((g) => g.name)).toEqual(['Nine']);
    expect((await list({}, 'weight', 'DESC')).list.map((g) => g.weight)).toEqual([100, 10, 9, 2.5]);
  });
});

describe('the catalogue on this engine', () => {
  it('gives the columns of the tables asked for, leaves out a missing one, and names the records indexes made', async () => {
    const { db } = platform.app;
    const engine = resourceEngineSql(db);
    const tables = await engine.tableColumns(db, ['roles', 'no_such_table']);
    expect([...tables.keys()]).toEqual(['roles']);
    expect([...tables.get('roles')!]).toEqual(expect.arrayContaining(['id', 'company_id', 'name']));
    const indexes = await engine.recordIndexNames(db);
    // PostgreSQL: the gadget list's sort field (name) got its expression index at start; SQLite makes none
    if (engine.recordIndex('gadget', 'name', 'string')) expect(indexes.has(recordIndexName('gadget', 'name'))).toBe(true);
    else expect(indexes.size).toBe(0);
  });
});

describe('constraint errors of both engines', () => {
  it('reads the columns of a duplicate from SQLite and from PostgreSQL', () => {
    expect(duplicateColumns(new Error('UNIQUE constraint failed: roles.company_id, roles.name'))).toEqual(['company_id', 'name']);
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "roles_company_name"'), { code: '23505', detail: 'Key (company_id, name)=(1, operator) already exists.' });
    expect(duplicateColumns(pg)).toEqual(['company_id', 'name']);
    const expression = Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (lower(username))=(admin0001) already exists.' });
    expect(duplicateColumns(expression)).toEqual(['username']);
    expect(duplicateColumns(Object.assign(new Error('x'), { code: '23503' }))).toBeNull();
    expect(isReferenceOrCheckFailure(Object.assign(new Error('insert or update violates foreign key'), { code: '23503' }))).toBe(true);
    expect(isReferenceOrCheckFailure(new Error('FOREIGN KEY constraint failed'))).toBe(true);
    expect(isReferenceOrCheckFailure(new Error('something else'))).toBe(false);
  });
});
