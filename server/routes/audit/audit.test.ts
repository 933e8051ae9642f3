/**
 * Issue 30 §1, the audit trail: a write through the API and its entry commit together (who,
 * when, from where, which record, the changed fields old and new, secrets masked); a failed
 * write leaves none; no route edits or deletes an entry; a modified entry breaks the hash chain
 * and the check names it; company admins read their company's entries; bad input is refused.
 */
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { ApiStatus } from '../../../src/lib/contract';
import { MASKED, type AuditEntry, type AuditPage, type ChainVerdict } from '../../../src/lib/audit';
import { isPostgres } from '../../db/migrations/columns';
import { signedGet } from '../../../test/support/readingsFixture';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
}, 120_000);
afterAll(() => platform.close());

const nowUnix = () => Math.floor(platform.clock.now() / 1000);
const range = () => ({ start: nowUnix() - 3600, end: nowUnix() + 3600 });
const trail = (query: Record<string, string | number> = {}, session = admin) =>
  signedInject<AuditPage>(platform, { method: 'GET', url: '/audit', session, query: { ...range(), ...query } });
const verify = (session = admin) => signedInject<ChainVerdict>(platform, { method: 'GET', url: '/audit/verify', session });
const entriesOf = async (entity: string, recordId: number) => (await trail({ entity, recordId: String(recordId), limit: 100 })).envelope.data!.list;

describe('a write and its audit entry', () => {
  it('records create, update and delete with who, when, the address and each changed field old and new', async () => {
    const created = await signedInject<{ id: number }>(platform, { method: 'POST', url: '/role', session: admin, json: { name: 'auditors', description: 'first' }, remoteAddress: '198.51.100.7' });
    expect(created.envelope.status).toBe(ApiStatus.ok);
    const id = created.envelope.data!.id;
    platform.clock.advance(30);
    await signedInject(platform, { method: 'PUT', url: `/role/${id}`, session: admin, json: { description: 'second' }, remoteAddress: '198.51.100.8' });
    platform.clock.advance(30);
    await signedInject(platform, { method: 'DELETE', url: `/role/${id}`, session: admin });

    const [deleted, updated, made] = await entriesOf('role', id);
    expect(made).toMatchObject({ action: 'create', actor: { username: 'admin0001' }, ip: '198.51.100.7', companyId: 1, at: nowUnix() - 60 });
    expect(made!.changes).toEqual(expect.arrayContaining([{ field: 'name', old: null, new: 'auditors' }, { field: 'description', old: null, new: 'first' }]));
    expect(updated).toMatchObject({ action: 'update', ip: '198.51.100.8', at: nowUnix() - 30, changes: [{ field: 'description', old: 'first', new: 'second' }] });
    expect(deleted).toMatchObject({ action: 'delete', at: nowUnix() });
    expect(deleted!.changes).toEqual(expect.arrayContaining([{ field: 'name', old: 'auditors', new: null }]));
    expect((await verify()).envelope.data).toMatchObject({ ok: true, broken: null });
  });

  it('masks passwords: a new user’s password never lands in the trail', async () => {
    const created = await signedInject<{ id: number }>(platform, {
      method: 'POST',
      url: '/user',
      session: admin,
      json: { username: 'masked001', realname: 'Masked', roleId: 1, organizationId: 1 },
    });
    expect(created.envelope.status).toBe(ApiStatus.ok);
    const [entry] = await entriesOf('user', created.envelope.data!.id);
    const text = JSON.stringify(entry);
    expect(text).not.toContain('Secret@9876');
    const stored = await platform.app.db.selectFrom('users').select('password_hash').where('username', '=', 'masked001').executeTakeFirstOrThrow();
    expect(text).not.toContain(stored.password_hash);
    const password = entry!.changes.find((c) => c.field === 'password');
    if (password) expect(password.new).toBe(MASKED);
  });

  it('leaves no entry when the write fails (a duplicate), and no write when its entry fails', async () => {
    await signedInject(platform, { method: 'POST', url: '/role', session: admin, json: { name: 'unique-role' } });
    const before = await countRows(platform, 'audit_entries');
    const duplicate = await signedInject(platform, { method: 'POST', url: '/role', session: admin, json: { name: 'unique-role' } });
    expect(duplicate.statusCode).toBe(422);
    expect(await countRows(platform, 'audit_entries')).toBe(before);

    // the trail refuses the entry: the write it describes is rolled back with it
    const db = platform.app.db;
    if (isPostgres(db)) {
      await sql`create function audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(db);
      await sql`create trigger audit_refuse before insert on audit_entries for each row execute function audit_refuse()`.execute(db);
    } else {
      await sql`create trigger audit_refuse before insert on audit_entries begin select raise(abort, 'refused'); end`.execute(db);
    }
    const roles = await countRows(platform, 'roles');
    const refused = await signedInject(platform, { method: 'POST', url: '/role', session: admin, json: { name: 'never-stored' } });
    expect(refused.envelope.status).not.toBe(ApiStatus.ok);
    expect(await countRows(platform, 'roles')).toBe(roles);
    await sql`drop trigger audit_refuse${isPostgres(db) ? sql` on audit_entries` : sql``}`.execute(db);
    if (isPostgres(db)) await sql`drop function audit_refuse()`.execute(db);
    expect(await countRows(platform, 'audit_entries')).toBe(before);
  });

  it('reads a role’s permission-change log from the trail', async () => {
    const menu = await platform.app.db.selectFrom('menus').select('id').where('route_name', '=', 'Device').executeTakeFirstOrThrow();
    const id = (await signedInject<{ id: number }>(platform, { method: 'POST', url: '/role', session: admin, json: { name: 'granted', menuIds: [menu.id] } })).envelope.data!.id;
    const [permissions] = await entriesOf('role', id).then((list) => list.filter((e) => e.action === 'permissions'));
    const log = await signedInject<Array<{ id: number }>>(platform, { method: 'GET', url: `/role/${id}/permissionlog`, session: admin });
    expect(log.envelope.data!.map((e) => e.id)).toEqual([permissions!.id]);
  });
});

describe('reading the trail', () => {
  it('filters by user, entity, action and time, pages newest first, and exports the filtered entries as xlsx', async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) await signedInject(platform, { method: 'POST', url: '/role', session: admin, json: { name } });
    const first = await trail({ entity: 'role', action: 'create', username: 'admin0001', limit: 2, page: 1 });
    const second = await trail({ entity: 'role', action: 'create', username: 'admin0001', limit: 2, page: 2 });
    const all = [...first.envelope.data!.list, ...second.envelope.data!.list];
    expect(first.envelope.data!.total).toBeGreaterThanOrEqual(3);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect(all.every((e) => e.entity === 'role' && e.action === 'create')).toBe(true);
    expect((await trail({ username: 'nobody-at-all' })).envelope.data).toEqual({ list: [], total: 0 });
    expect((await trail({ start: nowUnix() + 7200, end: nowUnix() + 9000 })).envelope.data!.total).toBe(0);

    const file = await signedGet(platform, '/audit/export', { ...range(), entity: 'role', action: 'create', username: 'admin0001' }, admin);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.rowCount - 1).toBe(first.envelope.data!.total);
  });

  it("keeps companies apart: a company admin reads only their company's entries", async () => {
    const second = (await loginAs(platform, 'admin0002')).session;
    const theirs = (await signedInject<{ id: number }>(platform, { method: 'POST', url: '/role', session: second, json: { name: 'second-co-role' } })).envelope.data!.id;
    const seen = (await trail({ limit: 100 }, second)).envelope.data!.list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e: AuditEntry) => e.companyId === 2)).toBe(true);
    expect(seen.map((e) => e.recordId)).toContain(String(theirs));
    // the platform admin reads every company's
    expect((await trail({ entity: 'role', recordId: String(theirs) })).envelope.data!.total).toBe(1);
  });

  it('refuses bad input with clear field messages, and a user without the page', async () => {
    const missing = await signedInject(platform, { method: 'GET', url: '/audit', session: admin });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.envelope)).toContain('Please enter a start time and end time');
    const tooLong = await trail({ start: nowUnix() - 40 * 86400, end: nowUnix() });
    expect(tooLong.statusCode).toBe(422);
    expect((await trail({ start: nowUnix(), end: nowUnix() - 10 })).statusCode).toBe(422);
    expect((await trail({ limit: 1000 })).statusCode).toBe(422);
    expect((await trail({ page: 'x' })).statusCode).toBe(422);
    expect((await trail({ action: 'erase' })).statusCode).toBe(422);
    expect((await trail({ entity: 'e'.repeat(101) })).statusCode).toBe(422);
    const operator = (await loginAs(platform, 'operator01')).session;
    expect((await trail({}, operator)).statusCode).toBe(403);
    expect((await verify(operator)).statusCode).toBe(403);
    expect((await signedInject(platform, { method: 'GET', url: '/audit/export', session: operator, query: range() })).statusCode).toBe(403);
  });
});

/** Every route of the app's route table (Fastify's printRoutes tree), with its full path. */
function routeTable(tree: string): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4))!;
    stack.length = depth;
    stack[depth] = match[1]!;
    const url = stack.join('');
    for (const method of match[2]?.split(',') ?? []) routes.push({ method: method.trim(), url: url.startsWith('/') ? url : `/${url}` });
  }
  return routes;
}

describe('append-only', () => {
  it('has no route that edits or deletes an entry: every audit and login-log route is a read', async () => {
    const routes = routeTable(platform.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContainEqual({ method: 'POST', url: '/api/role' });
    const logRoutes = routes.filter((r) => /^\/api\/(audit|loginlog)\b/.test(r.url));
    expect(logRoutes.length).toBeGreaterThanOrEqual(4);
    expect(logRoutes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
    // and nothing else names them: no route of any entity called audit or loginlog
    expect(routes.filter((r) => /audit_entries|login_log|auditentr/i.test(r.url))).toEqual([]);

    const [entry] = (await trail({ limit: 1 })).envelope.data!.list;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [`/audit/${entry!.id}`, '/audit', '/loginlog', '/loginlog/1']) {
        const response = await signedInject(platform, { method, url, session: admin, ...(method === 'DELETE' ? {} : { json: { action: 'x' } }) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    await expect(sql`update audit_entries set ip = '0.0.0.0' where id = ${entry!.id}`.execute(platform.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entries where id = ${entry!.id}`.execute(platform.app.db)).rejects.toThrow(/append-only/);
  });

  it('a modified entry breaks the chain: the check names it', async () => {
    const db = platform.app.db;
    expect((await verify()).envelope.data!.ok).toBe(true);
    const [, target] = (await trail({ limit: 3 })).envelope.data!.list;
    // a direct edit by someone who can lift the triggers
    if (isPostgres(db)) await sql`alter table audit_entries disable trigger audit_entries_append_only`.execute(db);
    else await sql`drop trigger audit_entries_no_update`.execute(db);
    await sql`update audit_entries set actor_username = 'someone-else' where id = ${target!.id}`.execute(db);
    const verdict = (await verify()).envelope.data!;
    expect(verdict).toMatchObject({ ok: false, broken: { id: target!.id, at: target!.at, reason: 'hash' } });
    expect(verdict.checked).toBeGreaterThan(0);
  });
});
