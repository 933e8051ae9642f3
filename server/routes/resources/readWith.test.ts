/**
 * `x-store.readWith` against the real platform: the operator, who may see devices but not the
 * channel-display page, reads their company's channel display of a device model (the device
 * detail asks for it), may not write it, and sees no other company's; without a device page they
 * are refused again.
 */
import type { ListResult } from '../../../src/lib/schema/wire';
import { loginAs, platformWithUsers, signedInject, type TestSession } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };

const fixture = platformWithUsers();
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: TestSession, json?: Record<string, unknown>, query?: Record<string, string>) =>
  signedInject<T>(fixture.platform, { method, url, session, lang: 'en', ...(json ? { json } : {}), ...(query ? { query } : {}) });
const listOf = (session: TestSession, filter: Record<string, unknown>) =>
  call<ListResult<Row>>('GET', '/channelDisplay', session, undefined, { limit: '10', filter: JSON.stringify(filter) });

describe('the channel display, read alongside devices', () => {
  it("gives the operator their company's display of a model, whole, and by id", async () => {
    const listed = await listOf(fixture.operator, { deviceModel: 'CTH-200' });
    expect(listed.statusCode).toBe(200);
    const [row] = listed.envelope.data!.list;
    expect(row).toMatchObject({ deviceModel: 'CTH-200', channels: ['temperature', 'humidity', 'battery'], showThresholds: true });
    const one = await call('GET', `/channelDisplay/${row!.id}`, fixture.operator);
    expect(one.statusCode).toBe(200);
    expect(one.envelope.data).toMatchObject({ deviceModel: 'CTH-200' });
  });

  it('refuses the operator every write, storing nothing', async () => {
    const before = await fixture.count('records');
    const [row] = (await listOf(fixture.operator, { deviceModel: 'CTH-200' })).envelope.data!.list;
    const created = await call('POST', '/channelDisplay', fixture.operator, { deviceModel: 'CT-100', channels: ['temperature'] });
    const updated = await call('PUT', `/channelDisplay/${row!.id}`, fixture.operator, { deviceModel: 'CTH-200', channels: ['battery'] });
    const deleted = await call('DELETE', `/channelDisplay/${row!.id}`, fixture.operator);
    expect([created, updated, deleted].map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(await fixture.count('records')).toBe(before);
    const again = await call('GET', `/channelDisplay/${row!.id}`, fixture.operator);
    expect(again.envelope.data).toMatchObject({ channels: ['temperature', 'humidity', 'battery'] });
  });

  it("shows no other company's display", async () => {
    const [row] = (await listOf(fixture.operator, { deviceModel: 'CTH-200' })).envelope.data!.list;
    const other = (await loginAs(fixture.platform, 'admin0002')).session;
    expect((await listOf(other, { deviceModel: 'CTH-200' })).envelope.data!.list).toEqual([]);
    expect((await call('GET', `/channelDisplay/${row!.id}`, other)).statusCode).toBe(404);
  });

  it('refuses a user whose role shows no device page', async () => {
    const db = fixture.platform.app.db;
    const [row] = (await listOf(fixture.operator, { deviceModel: 'CTH-200' })).envelope.data!.list;
    const roleId = (await db.selectFrom('users').select('role_id').where('username', '=', 'operator01').executeTakeFirstOrThrow()).role_id;
    const deviceMenus = await db.selectFrom('menus').select('id').where('component', 'in', ['/device/list/index', '/device/expired/index']).execute();
    expect(deviceMenus.length).toBeGreaterThan(0);
    await db.deleteFrom('role_menus').where('role_id', '=', roleId).where('menu_id', 'in', deviceMenus.map((m) => m.id)).execute();
    expect((await listOf(fixture.operator, { deviceModel: 'CTH-200' })).statusCode).toBe(403);
    expect((await call('GET', `/channelDisplay/${row!.id}`, fixture.operator)).statusCode).toBe(403);
  });
});
