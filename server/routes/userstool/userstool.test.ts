/**
 * Issue 30 §5, the Users tool: a platform admin finds a user across companies, a company admin
 * only in their company; unlock, force a password change and end sessions each do what they say
 * and are audited; bad input and missing permissions are refused.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { AuditPage, ToolUser } from '../../../src/lib/audit';
import { encryptPassword } from '../../../src/lib/sm2';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
beforeAll(async () => {
  platform = await createTestPlatform({ loginAccountFailures: 3 });
  admin = (await loginAs(platform, 'admin0001')).session;
}, 120_000);
afterAll(() => platform.close());

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const search = (q: string, session = admin) => signedInject<ToolUser[]>(platform, { method: 'GET', url: '/userstool', session, query: { q } });
const act = (id: number | string, path: string, session = admin) => signedInject<ToolUser>(platform, { method: 'POST', url: `/userstool/${id}/${path}`, session, json: {} });
const userId = async (username: string) => (await platform.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const auditOf = async (id: number) =>
  (await signedInject<AuditPage>(platform, { method: 'GET', url: '/audit', session: admin, query: { start: nowUnix() - 3600, end: nowUnix() + 60, entity: 'user', recordId: String(id) } })).envelope
    .data!.list;

describe('the Users tool', () => {
  it('finds users across companies for a platform admin, within the company for a company admin', async () => {
    const found = (await search('admin000')).envelope.data!;
    expect(found.map((u) => u.username)).toEqual(['admin0001', 'admin0002']);
    expect(found[1]).toMatchObject({ companyId: 2, lockedOut: false, mustChangePassword: false });
    const second = (await loginAs(platform, 'admin0002')).session;
    expect((await search('admin000', second)).envelope.data!.map((u) => u.username)).toEqual(['admin0002']);
    // another company's user is as absent as one that never was
    expect((await act(await userId('operator01'), 'unlock', second)).statusCode).toBe(404);
  }, 60_000);

  it('unlocks a locked-out account, audited', async () => {
    const id = await userId('operator01');
    for (const guess of ['a1', 'a2', 'a3']) {
      await signedInject(platform, { method: 'POST', url: '/auth/login', remoteAddress: `203.0.113.${guess.length}${guess[1]}`, form: { username: 'operator01', password: encryptPassword(guess, platform.app.keys.publicKey) } });
    }
    expect((await search('operator01')).envelope.data![0]!.lockedOut).toBe(true);
    const done = await act(id, 'unlock');
    expect(done.envelope.data).toMatchObject({ lockedOut: false });
    expect((await loginAs(platform, 'operator01')).session.token).toMatch(/^[0-9a-f]+$/);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'unlock', actor: { username: 'admin0001' }, changes: [{ field: 'lockedOut', old: true, new: false }] });
  }, 60_000);

  it('forces a password change and ends sessions, audited', async () => {
    const id = await userId('operator01');
    const { session } = await loginAs(platform, 'operator01');
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session })).envelope.status).toBe(ApiStatus.ok);

    expect((await act(id, 'forcepassword')).envelope.data).toMatchObject({ mustChangePassword: true });
    const row = await platform.app.db.selectFrom('users').select('must_change_password').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(1);

    const before = (await search('operator01')).envelope.data![0]!.sessions;
    expect(before).toBeGreaterThan(0);
    expect((await act(id, 'endsessions')).envelope.data).toMatchObject({ sessions: 0 });
    expect((await signedInject(platform, { method: 'GET', url: '/auth/info', session })).envelope.status).not.toBe(ApiStatus.ok);
    const actions = (await auditOf(id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['endSessions', 'forcePasswordChange']);
  }, 60_000);

  it('refuses bad input, a user without the page or its edit code, and a company admin acting on a platform admin', async () => {
    expect((await search('')).statusCode).toBe(422);
    expect((await search('x'.repeat(51))).statusCode).toBe(422);
    expect((await act('abc', 'unlock')).statusCode).toBe(404);
    expect((await act(999_999, 'unlock')).statusCode).toBe(404);
    expect((await act(1, 'erase')).statusCode).toBe(404);
    const operator = (await loginAs(platform, 'operator01', 'Oper@1234')).session;
    expect((await search('admin', operator)).statusCode).toBe(403);
    expect((await act(1, 'unlock', operator)).statusCode).toBe(403);
    const before = (await auditOf(1)).length;
    // admin0001 is a platform admin in company 1; admin0002 cannot see company 1 at all
    const second = (await loginAs(platform, 'admin0002')).session;
    expect((await act(await userId('admin0001'), 'endsessions', second)).statusCode).toBe(404);
    expect((await auditOf(1)).length).toBe(before);
  }, 60_000);
});
