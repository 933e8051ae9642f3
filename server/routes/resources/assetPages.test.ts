/**
 * The asset pages and the clients and containers of issue 29 §4–§5 through the generic resource
 * routes: each entity's own rules refuse bad input with a clear message and store nothing, another
 * company's asset is refused, a container's history is written by the server when its asset
 * changes, and a document upload keeps to its types and size.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { ListResult } from '../../../src/lib/schema/wire';
import { signedGet } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

type Json = Record<string, unknown>;
type Row = Json & { id: number };

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let secondAdmin: TestSession;
/** company 1's assets by role (1 vehicle, 2 cold store, 3 box, 4 cabinet) */
const assets = new Map<number, number>();
let secondColdStore: number;
let foreignAsset: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  const { list } = (await call<ListResult<Row>>('GET', '/asset', admin, undefined, { limit: '200' })).envelope.data!;
  for (const asset of list) if (!assets.has(asset.role as number)) assets.set(asset.role as number, asset.id);
  secondColdStore = list.find((asset) => asset.role === 2 && asset.id !== assets.get(2))!.id;
  const secondOrg = (await db().selectFrom('organizations').select('id').where('company_id', '=', 2).orderBy('id').executeTakeFirstOrThrow()).id;
  const made = await call<Row>('POST', '/asset', secondAdmin, { role: 3, name: '二公司冷藏箱', type: 'ordinary', status: 1, organizationId: secondOrg });
  expect(made.statusCode).toBe(200);
  foreignAsset = made.envelope.data!.id;
  // a platform seeded from scratch: seconds on the shared, loaded machine
}, 60_000);
afterAll(() => platform.close());

const db = () => platform.app.db;
function call<T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: TestSession, json?: Json, query?: Record<string, string>) {
  return signedInject<T>(platform, { method, url, session, ...(json ? { json } : {}), ...(query ? { query } : {}) });
}
const errorsOf = (response: { envelope: { data?: unknown } }) => (response.envelope.data as { errors?: Json } | null | undefined)?.errors;
const recordCount = async (resource: string) =>
  Number((await db().selectFrom('records').select((eb) => eb.fn.countAll<number>().as('n')).where('resource', '=', resource).executeTakeFirstOrThrow()).n);
const tableCount = async (table: 'containers' | 'container_history' | 'nfc_tags') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const vehicle = () => assets.get(1)!;
const coldStore = () => assets.get(2)!;
const box = () => assets.get(3)!;

/** Posts each bad body and expects exactly these fields' messages, and nothing stored. */
async function refusesAll(url: string, count: () => Promise<number>, cases: Array<[Json, Json]>) {
  const before = await count();
  for (const [body, errors] of cases) {
    const response = await call('POST', url, admin, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(422);
    expect(response.envelope.status).toBe(ApiStatus.invalid);
    expect(errorsOf(response), JSON.stringify(body)).toEqual(errors);
  }
  expect(await count()).toBe(before);
}

describe('waybill clients', () => {
  it('stores a client, refuses §5 formats and a second entry of an institution', async () => {
    const made = await call('POST', '/waybillClient', admin, { institution: '上海第一医院', role: 'consignee', contactPerson: '王医生', contactNumber: '+8613800000000' });
    expect(made.envelope.data).toMatchObject({ institution: '上海第一医院', role: 'consignee', contactNumber: '+8613800000000' });
    await refusesAll('/waybillClient', () => recordCount('waybillClient'), [
      [{ role: 'both' }, { institution: 'This field is required' }],
      [{ institution: '某单位', role: 'both', contactNumber: '021-1234 5678' }, { contactNumber: 'Incorrect format: an optional + followed by digits' }],
      [{ institution: '某单位', role: 'shipper' }, { role: 'Please choose one of the listed values' }],
      [{ institution: '上海第一医院', role: 'both' }, { institution: 'This institution is already in the address book' }],
    ]);
    // its own institution is no duplicate of itself; another company may hold the same one
    expect((await call('PUT', `/waybillClient/${made.envelope.data!.id}`, admin, { institution: '上海第一医院', address: '浦东' })).statusCode).toBe(200);
    expect((await call('POST', '/waybillClient', secondAdmin, { institution: '上海第一医院', role: 'both' })).statusCode).toBe(200);
  });
});

describe('containers', () => {
  it('writes the history when the current asset changes, not on other edits, and reads it back newest first', async () => {
    const made = await call('POST', '/container', admin, { number: 'CSQU9990001', type: 'reefer', size: '12.19,2.44,2.59', assetId: vehicle() });
    expect(made.statusCode).toBe(200);
    const id = made.envelope.data!.id;
    const history = async () => (await call('GET', `/container/${id}`, admin)).envelope.data!.history as Json[];
    expect(await history()).toEqual([expect.objectContaining({ assetId: vehicle(), since: expect.any(Number) })]);
    const first = (await history())[0]!;
    expect(first).not.toHaveProperty('until');
    expect(first.changedBy).toBeTruthy();

    platform.clock.advance(60);
    await call('PUT', `/container/${id}`, admin, { description: '只改备注' });
    expect(await history()).toHaveLength(1);

    await call('PUT', `/container/${id}`, admin, { assetId: box() });
    platform.clock.advance(60);
    await call('PUT', `/container/${id}`, admin, { assetId: null });
    const entries = await history();
    expect(entries.map((e) => e.assetId)).toEqual([undefined, box(), vehicle()]);
    expect(entries[1]).toMatchObject({ since: (first.since as number) + 60, until: (first.since as number) + 120 });
    expect(entries[2]!.until).toBe(entries[1]!.since);
    expect(typeof entries[1]!.assetName).toBe('string');

    // deleting the container takes its history with it
    expect((await call('DELETE', `/container/${id}`, admin)).statusCode).toBe(200);
    expect(await db().selectFrom('container_history').select('id').where('container_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a bad size, a duplicate number and another company’s asset, writing no container and no history', async () => {
    await call('POST', '/container', admin, { number: 'TGHU1234567', type: 'dry' });
    const both = async () => (await tableCount('containers')) * 1000 + (await tableCount('container_history'));
    await refusesAll('/container', both, [
      [{ number: 'A1', type: 'dry', size: '1，2，3' }, { size: 'Enter exactly three numbers separated by half-width commas, e.g. 1,2,3' }],
      [{ number: 'A1', type: 'dry', size: '1,2' }, { size: 'Enter exactly three numbers separated by half-width commas, e.g. 1,2,3' }],
      [{ number: 'A 1', type: 'box' }, { number: 'Whitespace is not allowed', type: 'Please choose one of the listed values' }],
      [{ number: 'TGHU1234567', type: 'dry', assetId: vehicle() }, { number: 'This value is already in use' }],
      [{ number: 'A2', type: 'dry', assetId: foreignAsset }, { assetId: 'Refers to something that does not exist or that you cannot see' }],
    ]);
    // the number is the company's own: company 2 may use it
    expect((await call('POST', '/container', secondAdmin, { number: 'TGHU1234567', type: 'dry', assetId: foreignAsset })).statusCode).toBe(200);
  });
});

describe('warehouses, print presets', () => {
  it('refuses names with whitespace, areas with three decimals, a preset interval not offered', async () => {
    const org = (await db().selectFrom('organizations').select('id').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    expect((await call('POST', '/warehouse', admin, { name: '一号仓', area: 1200.5, organizationId: org })).statusCode).toBe(200);
    await refusesAll('/warehouse', () => recordCount('warehouse'), [
      [{ name: '一号 仓', organizationId: org }, { name: 'Whitespace is not allowed' }],
      [{ name: '二号仓', organizationId: org, area: 1.234 }, { area: 'Too many decimals: at most 2 allowed' }],
      [{ name: '二号仓' }, { organizationId: 'This field is required' }],
    ]);
    expect((await call('POST', '/printPreset', admin, { name: '近24小时', rangeHours: 24, intervalMinutes: 5 })).statusCode).toBe(200);
    await refusesAll('/printPreset', () => recordCount('printPreset'), [
      [{ name: 'x', rangeHours: 24, intervalMinutes: 7 }, { intervalMinutes: 'Please choose one of the listed values' }],
      [{ name: 'x', rangeHours: 0, intervalMinutes: 5 }, { rangeHours: 'Must be at least 1' }],
      [{ name: 'x', rangeHours: 3000, intervalMinutes: 5 }, { rangeHours: 'Must be at most 2160' }],
    ]);
  });

  it('refuses a write without the page code (403) before looking at the input', async () => {
    const before = await recordCount('warehouse');
    const response = await call('POST', '/warehouse', operator, { name: 'bad name' });
    expect(response.statusCode).toBe(403);
    expect(response.envelope.status).toBe(ApiStatus.forbidden);
    expect(await recordCount('warehouse')).toBe(before);
  });
});

describe('groups', () => {
  it('puts an area in a cold store only, once per name, and a group over the company’s assets', async () => {
    expect((await call('POST', '/assetGroup', admin, { name: 'C区', kind: 'area', coldStoreId: coldStore() })).statusCode).toBe(200);
    expect((await call('POST', '/assetGroup', admin, { name: '华东车队', kind: 'group', assetIds: [vehicle(), box()] })).statusCode).toBe(200);
    await refusesAll('/assetGroup', () => recordCount('assetGroup'), [
      [{ name: 'D区', kind: 'area' }, { coldStoreId: 'Choose the cold store this area belongs to' }],
      [{ name: 'D区', kind: 'area', coldStoreId: vehicle() }, { coldStoreId: 'Areas belong to cold stores: choose a cold store' }],
      [{ name: 'C区', kind: 'area', coldStoreId: coldStore() }, { name: 'This cold store already has an area of this name' }],
      [{ name: 'D区', kind: 'area', coldStoreId: coldStore(), assetIds: [box()] }, { assetIds: 'This field does not apply here' }],
      [{ name: '外借', kind: 'group', assetIds: [box(), foreignAsset] }, { assetIds: 'Refers to something that does not exist or that you cannot see' }],
    ]);
  });
});

describe('areas and their cold store', () => {
  const areasOf = async (coldStoreId: number) => (await call('GET', `/asset/${coldStoreId}`, admin)).envelope.data!.areas as string[];

  it('keeps the cold store’s areas list in step: added, renamed, moved and deleted', async () => {
    const before = await areasOf(coldStore());
    const made = await call('POST', '/assetGroup', admin, { name: '速冻区', kind: 'area', coldStoreId: coldStore() });
    const id = made.envelope.data!.id;
    expect(await areasOf(coldStore())).toEqual([...before, '速冻区']);
    await call('PUT', `/assetGroup/${id}`, admin, { name: '速冻一区' });
    expect(await areasOf(coldStore())).toEqual([...before, '速冻一区']);
    await call('PUT', `/assetGroup/${id}`, admin, { coldStoreId: secondColdStore });
    expect(await areasOf(coldStore())).toEqual(before);
    expect(await areasOf(secondColdStore)).toContain('速冻一区');
    expect((await call('DELETE', `/assetGroup/${id}`, admin)).statusCode).toBe(200);
    expect(await areasOf(secondColdStore)).not.toContain('速冻一区');
  });

  it('leaves the cold store alone when an area is refused', async () => {
    const before = await areasOf(coldStore());
    const refused = await call('POST', '/assetGroup', admin, { name: '坏 名字', kind: 'area', coldStoreId: coldStore() });
    expect(refused.statusCode).toBe(422);
    expect(await areasOf(coldStore())).toEqual(before);
  });
});

describe('maintenance', () => {
  it('computes the next due date from the time and the interval, and keeps it on a partial edit', async () => {
    const performedAt = 1_780_000_000;
    const made = await call('POST', '/maintenance', admin, { assetId: coldStore(), kind: 'defrost', performedAt, intervalHours: 8 });
    expect(made.envelope.data).toMatchObject({ nextDueAt: performedAt + 8 * 3600 });
    const id = made.envelope.data!.id;
    // the server's, whatever the client sends
    const edited = await call('PUT', `/maintenance/${id}`, admin, { intervalHours: 12, nextDueAt: 1 });
    expect(edited.envelope.data).toMatchObject({ intervalHours: 12, nextDueAt: performedAt + 12 * 3600 });
    const cleared = await call('PUT', `/maintenance/${id}`, admin, { intervalHours: null });
    expect(cleared.envelope.data).not.toHaveProperty('nextDueAt');
    // lists sort by it
    const { list } = (await call<ListResult<Row>>('GET', '/maintenance', admin, undefined, { sort: 'nextDueAt', order: 'DESC' })).envelope.data!;
    expect(list.length).toBeGreaterThan(0);
  });

  it('needs a repair state on a repair and none on other kinds', async () => {
    const base = { assetId: vehicle(), performedAt: 1_780_000_000 };
    expect((await call('POST', '/maintenance', admin, { ...base, kind: 'repair', repairState: 2 })).envelope.data).toMatchObject({ repairState: 2 });
    await refusesAll('/maintenance', () => recordCount('maintenance'), [
      [{ ...base, kind: 'repair' }, { repairState: 'Say whether the repair fixed it' }],
      [{ ...base, kind: 'repair', repairState: 3 }, { repairState: 'Please choose one of the listed values' }],
      [{ ...base, kind: 'defrost', repairState: 1 }, { repairState: 'This field does not apply here' }],
      [{ ...base, kind: 'inspection', intervalHours: 0.5 }, { intervalHours: 'Must be an integer' }],
      [{ ...base, assetId: foreignAsset, kind: 'inspection' }, { assetId: 'Refers to something that does not exist or that you cannot see' }],
    ]);
  });
});

describe('NFC tags', () => {
  it('binds a tag to an asset, once per company, with an upper-case hexadecimal UID', async () => {
    expect((await call('POST', '/nfcTag', admin, { tagId: '04AABBCCDDEE01', assetId: box() })).statusCode).toBe(200);
    const hex = "Enter the tag's UID: 8 to 20 upper-case hexadecimal digits (0-9, A-F), e.g. 04A224B2C35E80";
    await refusesAll('/nfcTag', () => tableCount('nfc_tags'), [
      [{ tagId: '04aabbccddee01', assetId: box() }, { tagId: hex }],
      [{ tagId: '04A224', assetId: box() }, { tagId: hex }],
      [{ tagId: '04AABBCCDDEE01', assetId: vehicle() }, { tagId: 'This value is already in use' }],
      [{ tagId: '04A224B2C35E81', assetId: foreignAsset }, { assetId: 'Refers to something that does not exist or that you cannot see' }],
      [{ tagId: '04A224B2C35E81' }, { assetId: 'This field is required' }],
    ]);
    expect((await call('POST', '/nfcTag', secondAdmin, { tagId: '04AABBCCDDEE01', assetId: foreignAsset })).statusCode).toBe(200);
  });
});

describe('documents', () => {
  const upload = (record: Json, file: { filename: string; contentType: string; data: Uint8Array }, session = admin) =>
    signedInject<Row>(platform, { method: 'POST', url: '/assetFile', session, form: { record: JSON.stringify(record) }, files: { file } });
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);

  it('stores a document of an allowed type and serves it back', async () => {
    const made = await upload({ name: '说明书', assetId: box(), type: 'manual' }, { filename: 'manual.pdf', contentType: 'application/pdf', data: pdf });
    expect(made.statusCode).toBe(200);
    const file = made.envelope.data!.file as { name: string; size: number; url: string };
    expect(file).toMatchObject({ name: 'manual.pdf', size: pdf.length, url: expect.stringMatching(/^\/api\/files\/records\/[a-z0-9-]+\.pdf$/) });
    const served = await platform.app.inject({ method: 'GET', url: file.url });
    expect(new Uint8Array(served.rawPayload)).toEqual(pdf);
  });

  it('refuses another type, an oversized file, a missing file, another company’s asset: no record, no file', async () => {
    const before = await recordCount('assetFile');
    const cases: Array<[Json, { filename: string; contentType: string; data: Uint8Array } | null, Json]> = [
      [{ name: 'x', assetId: box(), type: 'manual' }, { filename: 'run.exe', contentType: 'application/octet-stream', data: pdf }, { file: 'The upload format is incorrect, please upload pdf, doc, docx, xls, xlsx, txt, jpg, jpeg, png format' }],
      [{ name: 'x', assetId: box(), type: 'manual' }, { filename: 'big.pdf', contentType: 'application/pdf', data: new Uint8Array(10 * 1024 * 1024 + 1) }, { file: expect.stringMatching(/^The file must not exceed 10/) }],
      [{ name: 'x', assetId: box(), type: 'manual' }, null, { file: 'This field is required' }],
      [{ name: 'x', assetId: foreignAsset, type: 'manual' }, { filename: 'a.pdf', contentType: 'application/pdf', data: pdf }, { assetId: 'Refers to something that does not exist or that you cannot see' }],
    ];
    for (const [record, file, errors] of cases) {
      const response = file ? await upload(record, file) : await call('POST', '/assetFile', admin, record);
      expect(response.statusCode, JSON.stringify(record)).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
    expect(await recordCount('assetFile')).toBe(before);
  });

  it('lists only the company’s own documents', async () => {
    const mine = (await call<ListResult<Row>>('GET', '/assetFile', admin)).envelope.data!.list;
    const theirs = (await call<ListResult<Row>>('GET', '/assetFile', secondAdmin)).envelope.data!.list;
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.map((r) => r.id)).not.toEqual(expect.arrayContaining([mine[0]!.id]));
    expect((await call('GET', `/assetFile/${mine[0]!.id}`, secondAdmin)).statusCode).toBe(404);
  });

  it('downloads a document of the company as an attachment, and nobody else’s', async () => {
    const made = await upload({ name: '证书', assetId: box(), type: 'certificate' }, { filename: '证书.pdf', contentType: 'application/pdf', data: pdf });
    const id = made.envelope.data!.id;
    const download = (session: TestSession, which: string | number = id) => signedGet(platform, `/assetFile/${which}/download`, {}, session);
    const own = await download(admin);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(String(own.headers['content-disposition'])).toContain('attachment');
    expect(String(own.headers['content-disposition'])).toContain(encodeURIComponent('证书.pdf'));
    expect(new Uint8Array(own.rawPayload)).toEqual(pdf);
    // another company's user: as if there were none
    const foreign = await download(secondAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ status: string }>().status).toBe(ApiStatus.notFound);
    // no file management page: refused before anything is looked up
    expect((await download(operator)).statusCode).toBe(403);
    expect((await download(admin, 'x1')).statusCode).toBe(404);
    // a document whose asset is no longer the company's (moved by hand in the database) is not served
    await db().updateTable('records').set({ company_id: 2 }).where('id', '=', box()).execute();
    try {
      expect((await download(admin)).statusCode).toBe(404);
    } finally {
      await db().updateTable('records').set({ company_id: 1 }).where('id', '=', box()).execute();
    }
  });
});
