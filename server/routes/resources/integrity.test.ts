/**
 * What no write may do, whatever the console shows: half-write, break a cross-field rule by
 * sending one side, read past its pages through a filter, hand out more than its user has,
 * point at another company's records or at files it did not upload, or knot the organization tree.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { ListResult } from '../../../src/lib/schema/wire';
import { initialPasswordHash } from '../../services/resources/userHooks';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

const db = () => platform.app.db;
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: Json, session = admin, query?: Record<string, string | number>) =>
  signedInject<T>(platform, { method, url, session, ...(json ? { json } : {}), ...(query ? { query } : {}) });
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Json } | undefined)?.errors;
const menuIds = async (...names: string[]) =>
  (await db().selectFrom('menus').select(['id', 'route_name']).where('route_name', 'in', names).execute()).map((m) => m.id);
// `in ()` is SQLite's, not PostgreSQL's: no codes, no query
const operationIds = async (...codes: string[]) => (codes.length ? (await db().selectFrom('operations').select('id').where('code', 'in', codes).execute()).map((o) => o.id) : []);
const roleIdOf = async (name: string) => (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const userIdOf = async (username: string) => (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** A role (made by the admin) and a user holding it, logged in. */
async function userWithRole(name: string, menus: string[], codes: string[]): Promise<{ session: TestSession; roleId: number; userId: number }> {
  const role = await call('POST', '/role', { name, menuIds: await menuIds(...menus), operationIds: await operationIds(...codes) });
  expect(role.statusCode).toBe(200);
  const username = `${name}-user`;
  const user = await call('POST', '/user', { username, realname: name, roleId: role.envelope.data!.id, organizationId: 1 });
  expect(user.statusCode).toBe(200);
  // these tests are about permissions, not the first login's password change (routes/account/password.test.ts)
  await db().updateTable('users').set({ must_change_password: 0 }).where('id', '=', user.envelope.data!.id).execute();
  return { session: (await loginAs(platform, username, username)).session, roleId: role.envelope.data!.id, userId: user.envelope.data!.id };
}

describe('writes are whole or nothing', () => {
  it('keeps a role’s permissions when its update is refused', async () => {
    const operator = await roleIdOf('operator');
    const before = await countRows(platform, 'role_menus');
    const refused = await call('PUT', `/role/${operator}`, { menuIds: [...(await menuIds('Dashboard')), 999_999] });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ menuIds: 'Refers to something that does not exist or that you cannot see' });
    expect(await countRows(platform, 'role_menus')).toBe(before);

    const roles = await countRows(platform, 'roles');
    expect((await call('POST', '/role', { name: 'badrole', menuIds: [999_999] })).statusCode).toBe(422);
    expect((await call('POST', '/role', { name: 'badrole', operationIds: [999_999] })).statusCode).toBe(422);
    expect(await countRows(platform, 'roles')).toBe(roles);
  });

  it('deletes nothing of a role its users still hold, and says why', async () => {
    const operations = await countRows(platform, 'role_operations');
    const refused = await call('DELETE', `/role/${await roleIdOf('admin')}`);
    expect(refused.envelope.status).toBe(ApiStatus.failed);
    expect(refused.envelope.message).toBe('It is in use and cannot be deleted');
    expect(await countRows(platform, 'role_operations')).toBe(operations);
    expect((await call('GET', `/role/${await roleIdOf('admin')}`)).statusCode).toBe(200);
  });

  it('clears an optional property sent as null, and refuses null for a required one', async () => {
    const device = await call('POST', '/device', { number: '55500001', name: 'clearable', type: 'temperature', model: 'M-1', expireDate: 1_900_000_000, organizationId: 1 });
    const id = device.envelope.data!.id;
    expect((await call('PUT', `/device/${id}`, { model: null })).statusCode).toBe(200);
    expect((await call('GET', `/device/${id}`)).envelope.data).not.toHaveProperty('model');
    const required = await call('PUT', `/device/${id}`, { name: null });
    expect(required.statusCode).toBe(422);
    expect(errorsOf(required)).toEqual({ name: 'This field is required' });
    expect((await call('GET', `/device/${id}`)).envelope.data).toMatchObject({ name: 'clearable' });
  });
});

describe('cross-field rules on partial updates', () => {
  it('checks a new minimum against the stored maximum', async () => {
    const rule = await call('POST', '/alarmRule', { name: 'bounds', minTemperature: 2, maxTemperature: 8 });
    const id = rule.envelope.data!.id;
    const refused = await call('PUT', `/alarmRule/${id}`, { minTemperature: 50 });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ maxTemperature: 'The maximum must be greater than the minimum (50)' });
    expect((await call('GET', `/alarmRule/${id}`)).envelope.data).toMatchObject({ minTemperature: 2, maxTemperature: 8 });
    expect((await call('PUT', `/alarmRule/${id}`, { minTemperature: 4 })).statusCode).toBe(200);
  });
});

describe('list filters cannot widen a page', () => {
  it('does not take `true` for a fixed role, nor a looser bound for a fixed token', async () => {
    const { session } = await userWithRole('coldstores', ['Asset', 'AssetColdstore'], []);
    const list = (filter: Json) => call<ListResult<Row>>('GET', '/asset', undefined, session, { filter: JSON.stringify(filter) });
    expect((await list({ role: 2 })).statusCode).toBe(200);
    expect((await list({ role: true })).statusCode).toBe(403);
    expect((await list({ role: [1, 2] })).statusCode).toBe(403);

    const expired = await userWithRole('renewals', ['Device', 'DeviceExpired'], []);
    const devices = (filter: Json) => call<ListResult<Row>>('GET', '/device', undefined, expired.session, { filter: JSON.stringify(filter) });
    expect((await devices({ expireDate_lte: '$expiringSoon' })).statusCode).toBe(200);
    expect((await devices({ expireDate_lte: 99_999_999_999 })).statusCode).toBe(403);
  });

  it('answers a page number too large for an offset with 422, not a crash', async () => {
    for (const page of ['1e20', '99999999999999999999', '1000001']) {
      const response = await call('GET', '/device', undefined, admin, { page });
      expect(response.statusCode, page).toBe(422);
      expect(errorsOf(response), page).toEqual({ page: 'Must be a positive integer' });
    }
  });
});

describe('nobody hands out more than they have', () => {
  it('lets a user manager give only roles within its own, never to itself, and not touch stronger users', async () => {
    const manager = await userWithRole('usermgr', ['Management', 'ManagementUser'], ['managementuser_view', 'managementuser_add', 'managementuser_edit']);
    const adminRole = await roleIdOf('admin');
    const adminUser = await userIdOf('admin0001');

    const self = await call('PUT', `/user/${manager.userId}`, { roleId: adminRole }, manager.session);
    expect(self.statusCode).toBe(422);
    expect(errorsOf(self)).toEqual({ roleId: 'You cannot change your own role' });
    const stronger = await call('POST', '/user', { username: 'climber01', realname: 'c', roleId: adminRole, organizationId: 1 }, manager.session);
    expect(errorsOf(stronger)).toEqual({ roleId: 'Includes permissions you do not have yourself' });
    expect((await call('POST', '/user', { username: 'peer00001', realname: 'p', roleId: manager.roleId, organizationId: 1 }, manager.session)).statusCode).toBe(200);

    const hash = (await db().selectFrom('users').select('password_hash').where('id', '=', adminUser).executeTakeFirstOrThrow()).password_hash;
    expect((await call('PUT', `/user/${adminUser}/resetpassword`, undefined, manager.session)).statusCode).toBe(403);
    expect((await call('PUT', `/user/${adminUser}`, { realname: 'takenover' }, manager.session)).statusCode).toBe(403);
    const after = await db().selectFrom('users').select(['password_hash', 'realname']).where('id', '=', adminUser).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(hash);
    expect(after.realname).not.toBe('takenover');
  });

  it('lets a role manager grant only its own permissions and leave stronger roles alone', async () => {
    const manager = await userWithRole('rolemgr', ['Management', 'ManagementRole'], ['managementrole_view', 'managementrole_add', 'managementrole_edit', 'managementrole_delete']);
    const grab = await call('PUT', `/role/${manager.roleId}`, { menuIds: await menuIds('Management', 'ManagementRole', 'ManagementUser') }, manager.session);
    expect(errorsOf(grab)).toEqual({ menuIds: 'Includes permissions you do not have yourself' });
    const ops = await call('POST', '/role', { name: 'sneaky', operationIds: await operationIds('managementuser_edit') }, manager.session);
    expect(errorsOf(ops)).toEqual({ operationIds: 'Includes permissions you do not have yourself' });
    expect((await call('PUT', `/role/${await roleIdOf('admin')}`, { menuIds: [] }, manager.session)).statusCode).toBe(403);
    expect((await call('DELETE', `/role/${await roleIdOf('admin')}`, undefined, manager.session)).statusCode).toBe(403);
    expect((await call('POST', '/role', { name: 'subset', menuIds: await menuIds('Management') }, manager.session)).statusCode).toBe(200);
    expect((await call('GET', `/role/${await roleIdOf('admin')}`)).envelope.data!.menuIds).not.toEqual([]);
  });
});

describe('references stay inside the writer’s company', () => {
  it('refuses an organization, parent or asset the company does not have', async () => {
    const company = await db().insertInto('companies').values({ name: 'Other', created_at: 0 }).returning('id').executeTakeFirstOrThrow();
    const org = await db().insertInto('organizations').values({ company_id: company.id, parent_id: null, name: 'O', code: 'O', level: 1 }).returning('id').executeTakeFirstOrThrow();
    const devices = await countRows(platform, 'devices');
    const device = await call('POST', '/device', { number: '55500002', name: 'foreignorg', type: 'temperature', expireDate: 1_900_000_000, organizationId: org.id });
    expect(device.statusCode).toBe(422);
    expect(errorsOf(device)).toEqual({ organizationId: 'Refers to something that does not exist or that you cannot see' });
    expect(await countRows(platform, 'devices')).toBe(devices);
    expect(errorsOf(await call('POST', '/organization', { name: 'child', code: 'CHILD', level: 2, parentId: org.id }))).toHaveProperty('parentId');

    // and the other company's user cannot reach this company's records
    const role = await roleIdOf('admin');
    await db().insertInto('users').values({ username: 'outsider1', password_hash: await initialPasswordHash('outsider1'), role_id: role, company_id: company.id, organization_id: org.id, created_at: 0 }).execute();
    const outsider = (await loginAs(platform, 'outsider1', 'outsider1')).session;
    expect((await call('PUT', '/device/1', { name: 'pwned' }, outsider)).statusCode).toBe(404);
    expect((await call('POST', '/device', { number: '55500003', name: 'x', type: 'temperature', expireDate: 1_900_000_000, organizationId: 1 }, outsider)).statusCode).toBe(422);

    // roles and the company itself are the company's own too
    expect((await call<ListResult<Row>>('GET', '/role', undefined, outsider)).envelope.data!.total).toBe(0);
    expect((await call('PUT', `/role/${role}`, { description: 'x' }, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/operation/tree/${role}`, undefined, outsider)).statusCode).toBe(404);
    const companies = (await call<ListResult<Row>>('GET', '/company', undefined, outsider)).envelope.data!.list;
    expect(companies.map((c) => c.id)).toEqual([company.id]);
    // companies are platform data: refused before any lookup, so the answer tells nothing of company 1
    expect((await call('PUT', '/company/1', { name: 'pwned' }, outsider)).statusCode).toBe(403);
    const made = await call('POST', '/role', { name: 'outsiders' }, outsider);
    expect((await db().selectFrom('roles').select('company_id').where('id', '=', made.envelope.data!.id).executeTakeFirstOrThrow()).company_id).toBe(company.id);
  });
});

describe('files and addresses a write may carry', () => {
  it('refuses a file descriptor that was not uploaded, and a script address for a camera', async () => {
    const records = await countRows(platform, 'records');
    const photo = { name: 'a.jpg', size: 1, type: 'image/jpeg', url: 'javascript:alert(1)' };
    const asset = await call('POST', '/asset', { role: 1, name: 'forged', type: 'frozen', status: 1, organizationId: 1, photo });
    expect(asset.statusCode).toBe(422);
    expect(errorsOf(asset)).toEqual({ photo: 'Incorrect format' });
    const camera = await call('POST', '/webcam', { name: 'cam', url: 'javascript:alert(1)', organizationId: 1 });
    expect(camera.statusCode).toBe(422);
    expect(errorsOf(camera)).toHaveProperty('url');
    expect(await countRows(platform, 'records')).toBe(records);
  });

  it('never changes a balance through the company form (spec §6: only a recharge does)', async () => {
    const before = await db().selectFrom('companies').select(['sms_balance', 'voice_balance']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect((await call('PUT', '/company/1', { smsBalance: 999_999, voiceBalance: 999_999, address: 'new address' })).statusCode).toBe(200);
    const after = await db().selectFrom('companies').select(['sms_balance', 'voice_balance', 'address']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, address: 'new address' });
  });
});

describe('asset roles (spec §3): each its own types and fields', () => {
  it('refuses a cabinet of a vehicle type with a plate, on create and on a partial update', async () => {
    const wrong = await call('POST', '/asset', { role: 4, name: 'cab', type: 'frozen', status: 1, organizationId: 1, plate: 'AB1234' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ type: 'Please choose one of the listed values', plate: 'This field does not apply here' });
    const cabinet = await call('POST', '/asset', { role: 4, name: 'cab', type: 'ordinary', status: 1, organizationId: 1, brand: 'Haier', size: '60,65,180' });
    expect(cabinet.statusCode).toBe(200);
    // the stored role counts when only the type or a field is sent
    const id = cabinet.envelope.data!.id;
    expect(errorsOf(await call('PUT', `/asset/${id}`, { type: 'desktop' }))).toEqual({ type: 'Please choose one of the listed values' });
    expect(errorsOf(await call('PUT', `/asset/${id}`, { areas: ['A'] }))).toEqual({ areas: 'This field does not apply here' });
    expect((await call('PUT', `/asset/${id}`, { type: 'lowTemperature' })).statusCode).toBe(200);
  });
});

describe('the organization tree (spec §3: five levels)', () => {
  it('keeps each child one level below its parent and nothing under itself', async () => {
    // seed: 1 HQ (1) → 2 JS (2) → 4 JS-NJ (3) → 5 JS-NJ-JN (4) → 6 JS-NJ-JN-01 (5)
    expect(errorsOf(await call('PUT', '/organization/1', { parentId: 1 }))).toEqual({ parentId: 'An organization cannot be placed under itself or one of its sub-organizations' });
    expect(errorsOf(await call('PUT', '/organization/2', { parentId: 5, level: 5 }))).toHaveProperty('level');
    expect(errorsOf(await call('PUT', '/organization/4', { parentId: 6 }))).toEqual({ parentId: 'An organization cannot be placed under itself or one of its sub-organizations' });
    const wrongLevel = await call('POST', '/organization', { name: 'branch', code: 'BR', level: 5, parentId: 1 });
    expect(errorsOf(wrongLevel)).toEqual({ level: 'The level must be 2: one below its parent' });
    expect(errorsOf(await call('POST', '/organization', { name: 'orphan', code: 'ORPH', level: 3 }))).toEqual({ level: 'Only a headquarters (level 1) has no parent' });
    const branch = await call('POST', '/organization', { name: 'branch', code: 'BR', level: 2, parentId: 1 });
    expect(branch.statusCode).toBe(200);
    expect(errorsOf(await call('PUT', '/organization/2', { level: 3 }))).toEqual({ level: 'It has sub-organizations, so its level cannot change' });
    expect((await call('GET', '/organization/4')).envelope.data).toMatchObject({ parentId: 2, level: 3 });
  });
});
