/**
 * GET /menu/paths (issue 26 §3): the address of every page of the whole menu, for any signed-in
 * user, so the console can tell an address the role may not open ("no access") from an unknown
 * one (/404). Computed here from the menus table by walking parents, not by the server's helper.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let operator: TestSession;
let secondAdmin: TestSession;
beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
}, 120_000);
afterAll(() => platform.close());

const paths = (session?: TestSession, query: Record<string, string> = {}) =>
  signedInject<string[]>(platform, { method: 'GET', url: '/menu/paths', query, ...(session ? { session } : {}) });

/** Every menu row with a component, its path joined to its ancestors' ('/'-rooted, no trailing slash). */
async function expectedPaths(): Promise<string[]> {
  const rows = await platform.app.db.selectFrom('menus').select(['id', 'parent_id', 'path', 'component']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const full = (row: (typeof rows)[number]): string => {
    if (row.path.startsWith('/')) return row.path;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    const base = parent ? full(parent) : '';
    return `${base}/${row.path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  };
  return [...new Set(rows.filter((r) => r.component && !/^https?:/.test(r.path)).map(full))].sort();
}

describe('GET /menu/paths', () => {
  it("gives operator01 every page's address of the whole menu, its own and the ones its role lacks", async () => {
    const { statusCode, envelope } = await paths(operator);
    expect(statusCode).toBe(200);
    expect(envelope.status).toBe(ApiStatus.ok);
    const answer = [...envelope.data!].sort();
    expect(answer).toEqual(await expectedPaths());
    expect(answer).toEqual(expect.arrayContaining(['/index', '/device/list', '/device/detail/:id', '/management/user', '/management/role']));
    // the same for every role and company: the menu is the product's
    expect([...(await paths(secondAdmin)).envelope.data!].sort()).toEqual(answer);
  });

  it('refuses a request without a token', async () => {
    const { statusCode, envelope } = await paths();
    expect(statusCode).toBe(401);
    expect(envelope.status).toBe(ApiStatus.tokenInvalid);
    expect(envelope.data).toBeUndefined();
  });

  it('refuses a parameter it does not take, by name', async () => {
    const { statusCode, envelope } = await paths(operator, { showall: 'true' });
    expect(statusCode).toBe(422);
    expect(Object.keys((envelope.data as unknown as { errors: Record<string, string> }).errors)).toEqual(['showall']);
  });
});
