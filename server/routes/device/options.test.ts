/**
 * GET /device/options (issue 26 §3, the pickers): the devices a user may pick are its data scope,
 * whatever its menus: operator01 those of its organization's subtree, searched, by id, of a type;
 * another company nothing of ours; no token nothing; bad input refused by field. The expected
 * sets are computed here from the tables, walking the organization tree in JavaScript.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { DeviceOptions } from '../../../src/lib/deviceOptions';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
}, 120_000);
afterAll(() => platform.close());

const options = (session: TestSession | undefined, query: Record<string, string> = {}) =>
  signedInject<DeviceOptions>(platform, { method: 'GET', url: '/device/options', query, ...(session ? { session } : {}) });

async function scopeOf(username: string) {
  const db = platform.app.db;
  const user = await db.selectFrom('users').select(['company_id', 'organization_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const orgs = await db.selectFrom('organizations').select(['id', 'parent_id']).execute();
  const under = (id: number): number[] => [id, ...orgs.filter((o) => o.parent_id === id).flatMap((o) => under(o.id))];
  const subtree = new Set(under(user.organization_id!));
  const devices = await db.selectFrom('devices').select(['id', 'number', 'name', 'type', 'organization_id', 'company_id']).execute();
  return { user, subtree, devices, inScope: devices.filter((d) => d.company_id === user.company_id && subtree.has(d.organization_id)) };
}

const byNumber = (a: { number: string; id: number }, b: { number: string; id: number }) => a.number.localeCompare(b.number) || a.id - b.id;

describe('GET /device/options', () => {
  it("gives operator01 the devices of its organization's subtree only, by number, with the total", async () => {
    const { inScope, devices, user } = await scopeOf('operator01');
    const company = devices.filter((d) => d.company_id === user.company_id);
    expect(inScope.length).toBeGreaterThan(0);
    expect(inScope.length).toBeLessThan(company.length);

    const { statusCode, envelope } = await options(operator, { limit: '100' });
    expect(statusCode).toBe(200);
    expect(envelope.data!.total).toBe(inScope.length);
    const expected = [...inScope].sort(byNumber).slice(0, 100);
    expect(envelope.data!.list.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    expect(envelope.data!.list[0]).toEqual(expect.objectContaining({ number: expected[0]!.number, name: expected[0]!.name, organizationId: expected[0]!.organization_id }));
    // twenty by default
    expect((await options(operator)).envelope.data!.list).toHaveLength(Math.min(20, inScope.length));
  });

  it('searches the number or name, filters by type, and reads chosen ids, all within the scope', async () => {
    const { inScope, devices, user } = await scopeOf('operator01');
    const one = [...inScope].sort(byNumber)[0]!;
    const found = await options(operator, { q: one.number });
    expect(found.envelope.data!.list.map((d) => d.id)).toContain(one.id);
    expect(found.envelope.data!.list.every((d) => d.number.includes(one.number) || d.name.toLowerCase().includes(one.number))).toBe(true);

    const typed = await options(operator, { type: one.type, limit: '100' });
    expect(typed.envelope.data!.total).toBe(inScope.filter((d) => d.type === one.type).length);

    const outside = devices.find((d) => d.company_id === user.company_id && !inScope.includes(d))!;
    const chosen = await options(operator, { ids: `${one.id},${outside.id}` });
    expect(chosen.envelope.data!.list.map((d) => d.id)).toEqual([one.id]);
  });

  it('gives an admin its whole company, and the second company nothing of ours', async () => {
    const { devices, user } = await scopeOf('admin0001');
    const ours = devices.filter((d) => d.company_id === user.company_id);
    expect((await options(admin)).envelope.data!.total).toBe(ours.length);
    const theirs = await options(secondAdmin, { ids: ours.slice(0, 5).map((d) => d.id).join(','), limit: '100' });
    expect(theirs.envelope.status).toBe(ApiStatus.ok);
    expect(theirs.envelope.data!.list).toEqual([]);
    const second = await options(secondAdmin, { limit: '100' });
    expect(second.envelope.data!.list.some((d) => ours.some((o) => o.id === d.id))).toBe(false);
  });

  it('refuses a request without a token', async () => {
    const { statusCode, envelope } = await options(undefined);
    expect(statusCode).toBe(401);
    expect(envelope.status).toBe(ApiStatus.tokenInvalid);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ ids: '1,x' }, 'ids'],
    [{ q: 'x'.repeat(51) }, 'q'],
    [{ type: 'fridge' }, 'type'],
    [{ organizationId: '1' }, 'organizationId'],
  ])('refuses %o at its field', async (query, field) => {
    const { statusCode, envelope } = await options(operator, query);
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as unknown as { errors: Record<string, string> }).errors)).toEqual([field]);
  });
});
