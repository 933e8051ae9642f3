/**
 * The asset history (issue 29 §5): rows written by the server on an asset's creation and on each
 * change of its status (who, when, why), none on other edits; each history page lists its rows;
 * verifications; no route edits or deletes a row; companies apart.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { AssetHistoryPage, AssetHistoryRow } from '../../../src/lib/assetHistory';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
let org: number;
let secondOrg: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  const [first, second] = (await platform.app.db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  const orgOf = async (company: number) => (await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', company).orderBy('id').executeTakeFirstOrThrow()).id;
  org = await orgOf(first);
  secondOrg = await orgOf(second);
}, 60_000);
afterAll(() => platform.close());

type Json = Record<string, unknown>;
const createAsset = (json: Json, session = admin) => signedInject<Json>(platform, { method: 'POST', url: '/asset', json, session });
const updateAsset = (id: number, json: Json, session = admin) => signedInject<Json>(platform, { method: 'PUT', url: `/asset/${id}`, json, session });
const history = (kind: string, query: Record<string, string | number> = {}, session = admin) =>
  signedInject<AssetHistoryPage>(platform, { method: 'GET', url: `/assethistory/${kind}`, query, session });
const rowsOf = (assetId: number) => platform.app.db.selectFrom('asset_history').selectAll().where('asset_id', '=', assetId).orderBy('id').execute();

let serial = 0;
async function newAsset(extra: Json = {}, session = admin, organizationId = org): Promise<number> {
  serial += 1;
  const { envelope } = await createAsset({ role: 1, name: `历史车${serial}`, type: 'frozen', status: 1, organizationId, ...extra }, session);
  expect(envelope.status).toBe(ApiStatus.ok);
  return envelope.data!.id as number;
}

describe('the status history written by the server', () => {
  it('records the initial status on create, then each change with who, when and why, and nothing on other edits', async () => {
    const id = await newAsset();
    const created = await rowsOf(id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ event: 'status', from_status: null, to_status: 1, reason: '', user_name: '系统管理员' });
    const createdAt = Number(created[0]!.at);
    expect(createdAt).toBe(Math.floor(platform.clock.now() / 1000));

    // an edit of other fields (a reason sent or not) writes nothing
    expect((await updateAsset(id, { manufacturer: '新厂家', statusReason: 'ignored' })).envelope.status).toBe(ApiStatus.ok);
    expect((await updateAsset(id, { status: 1, manufacturer: '又一厂家' })).envelope.status).toBe(ApiStatus.ok);
    expect(await rowsOf(id)).toHaveLength(1);

    platform.clock.advance(3600);
    const repaired = await updateAsset(id, { status: 3, statusReason: '  压缩机故障  ' });
    expect(repaired.envelope.status).toBe(ApiStatus.ok);
    // the reason is not a property of the asset
    expect(repaired.envelope.data).not.toHaveProperty('statusReason');
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ from_status: 1, to_status: 3, reason: '压缩机故障', asset_role: 1, organization_id: org });
    expect(Number(rows[1]!.at)).toBe(createdAt + 3600);
  });

  it('refuses a status change without a reason, writing nothing', async () => {
    const id = await newAsset();
    const before = await countRows(platform, 'asset_history');
    for (const statusReason of [undefined, '', '   ']) {
      const refused = await updateAsset(id, { status: 4, ...(statusReason === undefined ? {} : { statusReason }) });
      expect(refused.statusCode).toBe(422);
      expect((refused.envelope.data as { errors: Json }).errors).toEqual({ statusReason: 'This field is required' });
    }
    const tooLong = await updateAsset(id, { status: 4, statusReason: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys((tooLong.envelope.data as { errors: Json }).errors)).toEqual(['statusReason']);
    expect(await countRows(platform, 'asset_history')).toBe(before);
    const stored = await signedInject<Json>(platform, { method: 'GET', url: `/asset/${id}`, session: admin });
    expect(stored.envelope.data).toMatchObject({ status: 1 });
  });
});

describe('the history pages', () => {
  it('lists repair changes (into or out of to be repaired and repair), scrapping, and verifications, each on its own page', async () => {
    const id = await newAsset();
    await updateAsset(id, { status: 2, statusReason: '温度异常' });
    await updateAsset(id, { status: 3, statusReason: '送修' });
    await updateAsset(id, { status: 5, statusReason: '修好备用' });
    await updateAsset(id, { status: 6, statusReason: '调出' }); // on no page
    await updateAsset(id, { status: 4, statusReason: '报废' });
    const verified = await signedInject<Json>(platform, { method: 'POST', url: '/assethistory/verify', json: { assetId: id, result: 2, note: '温度偏高' }, session: admin });
    expect(verified.envelope.status).toBe(ApiStatus.ok);

    const pick = (list: AssetHistoryRow[]) => list.map((row) => [row.fromStatus, row.toStatus, row.reason]);
    const repair = (await history('repair', { assetId: id })).envelope.data!;
    expect(repair.total).toBe(3);
    // newest first
    expect(pick(repair.list)).toEqual([[3, 5, '修好备用'], [2, 3, '送修'], [1, 2, '温度异常']]);
    expect(repair.list[0]).toMatchObject({ assetId: id, event: 'status', userName: '系统管理员' });

    const scrap = (await history('scrap', { assetId: id })).envelope.data!;
    expect(pick(scrap.list)).toEqual([[6, 4, '报废']]);

    const verify = (await history('verify', { assetId: id })).envelope.data!;
    expect(verify.list).toEqual([expect.objectContaining({ event: 'verify', fromStatus: 4, toStatus: 4, result: 2, reason: '温度偏高' })]);

    // the independent count: every row of the asset is on exactly the pages its change belongs to
    const all = await rowsOf(id);
    expect(all).toHaveLength(7);
  });

  it('shows the demo history of the seeded assets (npm start)', async () => {
    for (const kind of ['repair', 'verify']) {
      const seeded = (await history(kind)).envelope.data!;
      expect(seeded.total, kind).toBeGreaterThan(0);
    }
  });

  it('filters by date range and organization, and pages', async () => {
    const id = await newAsset();
    const start = Math.floor(platform.clock.now() / 1000);
    platform.clock.advance(100);
    await updateAsset(id, { status: 2, statusReason: 'a' });
    platform.clock.advance(100);
    await updateAsset(id, { status: 3, statusReason: 'b' });
    const inRange = (await history('repair', { assetId: id, start: start + 50, end: start + 150 })).envelope.data!;
    expect(inRange.list.map((row) => row.reason)).toEqual(['a']);
    const paged = (await history('repair', { assetId: id, page: 2, limit: 1 })).envelope.data!;
    expect(paged).toMatchObject({ total: 2, list: [expect.objectContaining({ reason: 'a' })] });
    expect((await history('repair', { assetId: id, organizationId: org })).envelope.data!.total).toBe(2);
    // another company's organization: nothing
    expect((await history('repair', { assetId: id, organizationId: secondOrg })).envelope.data!.total).toBe(0);
  });

  it('answers bad input with the field, an unknown page with 404, and refuses a role without the page', async () => {
    const bad = await history('repair', { start: 'yesterday', limit: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.envelope.data as unknown as { errors: Json }).errors).sort()).toEqual(['limit', 'start']);
    expect((await history('maintenance')).statusCode).toBe(404);
    const refused = await history('repair', {}, operator);
    expect(refused.envelope.status).toBe(ApiStatus.forbidden);
    expect((await signedInject(platform, { method: 'GET', url: '/assethistory/scrap/export', session: operator })).envelope.status).toBe(ApiStatus.forbidden);
    expect((await signedInject(platform, { method: 'POST', url: '/assethistory/verify', json: { assetId: 1, result: 1 }, session: operator })).envelope.status).toBe(ApiStatus.forbidden);
  });

  it('exports every row under the filters', async () => {
    const id = await newAsset();
    await updateAsset(id, { status: 4, statusReason: '报废' });
    const exported = await signedInject<AssetHistoryPage>(platform, { method: 'GET', url: '/assethistory/scrap/export', query: { assetId: id }, session: admin });
    expect(exported.envelope.data).toMatchObject({ total: 1, list: [expect.objectContaining({ toStatus: 4, reason: '报废' })] });
  });
});

describe('verifications', () => {
  it('refuses bad input and another company\u2019s asset, writing nothing', async () => {
    const id = await newAsset();
    const secondId = await newAsset({}, secondAdmin, secondOrg);
    const before = await countRows(platform, 'asset_history');
    const post = (json: Json, session = admin) => signedInject<{ errors: Json }>(platform, { method: 'POST', url: '/assethistory/verify', json, session });
    const cases: Array<[Json, string[]]> = [
      [{}, ['assetId', 'result']],
      [{ assetId: id, result: 3 }, ['result']],
      [{ assetId: id, result: 1, note: 'x'.repeat(201) }, ['note']],
      [{ assetId: 'one', result: 1 }, ['assetId']],
      [{ assetId: secondId, result: 1 }, ['assetId']],
    ];
    for (const [json, fields] of cases) {
      const refused = await post(json);
      expect(refused.statusCode, JSON.stringify(json)).toBe(422);
      expect(Object.keys(refused.envelope.data!.errors).sort()).toEqual(fields);
    }
    expect(await countRows(platform, 'asset_history')).toBe(before);
  });
});

describe('immutability and companies', () => {
  it('has no route that edits or deletes a history row', async () => {
    const id = await newAsset();
    const [row] = await rowsOf(id);
    const before = await countRows(platform, 'asset_history');
    for (const [method, url] of [
      ['PUT', `/assethistory/repair/${row!.id}`],
      ['PATCH', `/assethistory/repair/${row!.id}`],
      ['DELETE', `/assethistory/repair/${row!.id}`],
      ['DELETE', `/assethistory/repair`],
      ['PUT', `/assethistory/${row!.id}`],
      ['DELETE', `/assethistory/${row!.id}`],
      ['POST', `/assethistory/repair`],
      ['PUT', `/assetHistory/${row!.id}`],
      ['DELETE', `/assetHistory/${row!.id}`],
    ] as const) {
      const answer = await signedInject(platform, { method, url, json: { reason: 'changed' }, session: admin });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await countRows(platform, 'asset_history')).toBe(before);
    expect(await rowsOf(id)).toEqual([row]);
  });

  it('deleting an asset keeps its history', async () => {
    const id = await newAsset();
    await updateAsset(id, { status: 3, statusReason: '维修' });
    expect((await signedInject(platform, { method: 'DELETE', url: `/asset/${id}`, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await history('repair', { assetId: id })).envelope.data!.total).toBe(1);
  });

  it('keeps companies apart', async () => {
    const id = await newAsset();
    await updateAsset(id, { status: 3, statusReason: '维修' });
    const secondId = await newAsset({}, secondAdmin, secondOrg);
    await updateAsset(secondId, { status: 3, statusReason: '岭南维修' }, secondAdmin);
    const theirs = (await history('repair', {}, secondAdmin)).envelope.data!;
    expect(theirs.list.map((row) => row.assetId)).toEqual([secondId]);
    expect((await history('repair', { assetId: id }, secondAdmin)).envelope.data!.total).toBe(0);
    const ours = (await history('repair', { limit: 1000 })).envelope.data!;
    expect(ours.list.some((row) => row.assetId === secondId)).toBe(false);
  });
});
