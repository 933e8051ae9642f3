/**
 * GET /organization/options (issue 26 §3 "operator01"): the organizations a user may filter by are
 * its data scope, whatever its menus: operator01 (no Organization page, its organization's
 * subtree) gets that subtree and nothing else; an admin its whole company; another company
 * nothing of ours; no token, nothing at all; a parameter is refused by name.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { ORGANIZATION_OPTIONS_LIMIT, type OrganizationOptions } from '../../../src/lib/organizations';
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

const options = (session?: TestSession, query: Record<string, string> = {}) =>
  signedInject<OrganizationOptions>(platform, { method: 'GET', url: '/organization/options', query, ...(session ? { session } : {}) });

async function userRow(username: string) {
  return platform.app.db.selectFrom('users').select(['company_id', 'organization_id']).where('username', '=', username).executeTakeFirstOrThrow();
}

/** The subtree of `root`, walked here over the whole table (not the server's recursive query). */
async function subtreeOf(root: number): Promise<number[]> {
  const rows = await platform.app.db.selectFrom('organizations').select(['id', 'parent_id']).execute();
  const under = (id: number): number[] => [id, ...rows.filter((r) => r.parent_id === id).flatMap((r) => under(r.id))];
  return under(root).sort((a, b) => a - b);
}

async function companyOrganizations(companyId: number): Promise<number[]> {
  const rows = await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', companyId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

const idsOf = (answer: OrganizationOptions | undefined) => (answer?.list ?? []).map((o) => o.id).sort((a, b) => a - b);

/** Each option's parent, when it is an option, comes before it. */
function parentsFirst(answer: OrganizationOptions): boolean {
  const seen = new Set<number>();
  const ids = new Set(answer.list.map((o) => o.id));
  return answer.list.every((o) => {
    const ok = o.parentId === null || !ids.has(o.parentId) || seen.has(o.parentId);
    seen.add(o.id);
    return ok;
  });
}

describe('GET /organization/options', () => {
  it("gives operator01, which has no Organization page, its organization's subtree only", async () => {
    const user = await userRow('operator01');
    const expected = await subtreeOf(user.organization_id!);
    const company = await companyOrganizations(user.company_id);
    // the scope is a real part of the company: a subtree with children, not the whole tree
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(company.length);

    const { statusCode, envelope } = await options(operator);
    expect(statusCode).toBe(200);
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(idsOf(envelope.data)).toEqual(expected);
    expect(envelope.data!.total).toBe(expected.length);
    expect(parentsFirst(envelope.data!)).toBe(true);
    const own = envelope.data!.list.find((o) => o.id === user.organization_id);
    const stored = await platform.app.db.selectFrom('organizations').selectAll().where('id', '=', user.organization_id!).executeTakeFirstOrThrow();
    expect(own).toEqual({ id: stored.id, parentId: stored.parent_id, name: stored.name, level: stored.level });

    // the generic list stays the Organization page's
    const generic = await signedInject(platform, { method: 'GET', url: '/organization', session: operator });
    expect(generic.statusCode).toBe(403);
  });

  it('gives an admin its whole company, and the second company nothing of ours', async () => {
    const ours = await userRow('admin0001');
    const theirs = await userRow('admin0002');
    expect(ours.company_id).not.toBe(theirs.company_id);

    const first = await options(admin);
    expect(idsOf(first.envelope.data)).toEqual(await companyOrganizations(ours.company_id));
    expect(parentsFirst(first.envelope.data!)).toBe(true);

    const second = await options(secondAdmin);
    expect(second.envelope.status).toBe(ApiStatus.ok);
    const secondIds = idsOf(second.envelope.data);
    expect(secondIds).toEqual(await companyOrganizations(theirs.company_id));
    expect(secondIds.filter((id) => idsOf(first.envelope.data).includes(id))).toEqual([]);
  });

  it('refuses a request without a token', async () => {
    const { statusCode, envelope } = await options();
    expect(statusCode).toBe(401);
    expect(envelope.status).toBe(ApiStatus.tokenInvalid);
    expect(envelope.data).toBeUndefined();
  });

  it('refuses a parameter it does not take, by name', async () => {
    const { statusCode, envelope } = await options(operator, { q: 'x' });
    expect(statusCode).toBe(422);
    expect(envelope.status).toBe(ApiStatus.invalid);
    expect(Object.keys((envelope.data as unknown as { errors: Record<string, string> }).errors)).toEqual(['q']);
  });

  it(`answers at most ${ORGANIZATION_OPTIONS_LIMIT}, whole branches first, with the total`, async () => {
    const { company_id: companyId } = await userRow('admin0002');
    const root = await platform.app.db
      .selectFrom('organizations')
      .select('id')
      .where('company_id', '=', companyId)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await companyOrganizations(companyId)).length;
    const extra = Array.from({ length: ORGANIZATION_OPTIONS_LIMIT }, (_, i) => ({
      company_id: companyId,
      parent_id: root.id,
      name: `Branch ${i}`,
      code: `B${i}`,
      level: 2,
    }));
    await platform.app.db.insertInto('organizations').values(extra).execute();

    const { envelope } = await options(secondAdmin);
    expect(envelope.data!.total).toBe(before + ORGANIZATION_OPTIONS_LIMIT);
    expect(envelope.data!.list).toHaveLength(ORGANIZATION_OPTIONS_LIMIT);
    expect(envelope.data!.list[0]!.id).toBe(root.id);
    expect(parentsFirst(envelope.data!)).toBe(true);
  });
});
