import { ApiStatus } from '../../../src/lib/contract';
import { FLOOR_PLAN_MAX_BYTES, type FloorPlan, type FloorPlanDetail } from '../../../src/lib/floorPlans';
import { referencedFiles } from '../../services/orphanFiles';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let second: TestSession;
let operator: TestSession;
beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  second = (await loginAs(platform, 'admin0002')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  // a seeded platform on a shared, loaded machine
}, 120_000);
afterAll(() => platform.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

const companyOf = async (username: string) =>
  (await platform.app.db.selectFrom('users').select('company_id').where('username', '=', username).executeTakeFirstOrThrow()).company_id;
const organizationOf = async (companyId: number) =>
  (await platform.app.db.selectFrom('organizations').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
const deviceOf = async (companyId: number) =>
  (await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;

function upload(session: TestSession, fields: Record<string, string | number>, image?: { filename: string; contentType: string; data: Buffer }) {
  return signedInject<{ id: number }>(platform, { method: 'POST', url: '/floorplan', session, form: fields, ...(image ? { files: { image } } : {}) });
}
const list = (session: TestSession) => signedInject<FloorPlan[]>(platform, { method: 'GET', url: '/floorplan', session });
const detail = (session: TestSession, id: number) => signedInject<FloorPlanDetail>(platform, { method: 'GET', url: `/floorplan/${id}`, session });
const place = (session: TestSession, id: number, deviceId: number | string, form: Record<string, string | number>) =>
  signedInject(platform, { method: 'PUT', url: `/floorplan/${id}/devices/${deviceId}`, session, form });

async function newPlan(name = 'Store-A'): Promise<number> {
  const organizationId = await organizationOf(await companyOf('admin0001'));
  const made = await upload(admin, { name, organizationId }, { filename: 'plan.png', contentType: 'image/png', data: PNG });
  expect(made.envelope.data).toEqual({ id: expect.any(Number) });
  return made.envelope.data!.id;
}

describe('/floorplan', () => {
  it('stores an uploaded plan, serves its image back and lists it', async () => {
    const id = await newPlan('Upload-1');
    const listed = (await list(admin)).envelope.data!.find((plan) => plan.id === id)!;
    expect(listed).toMatchObject({ name: 'Upload-1', devices: 0 });
    expect(listed.image).toMatch(/^\/api\/files\/plans\/\d+-[0-9a-f]+\.png$/);
    const served = await platform.app.inject({ method: 'GET', url: listed.image });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // the start-up sweep of orphan uploads keeps it: a record points at it
    const kept = await referencedFiles(platform.app.db, platform.app.resources.entities.values());
    expect(kept.has(listed.image.replace('/api/files/', ''))).toBe(true);
  });

  it('refuses another type, a disguised file, a file over 5 MB, no file, and another company\'s site, storing nothing', async () => {
    const organizationId = await organizationOf(await companyOf('admin0001'));
    const before = await countRows(platform, 'floor_plans');
    const pdf = await upload(admin, { name: 'P', organizationId }, { filename: 'plan.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4') });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.envelope.data).toEqual({ errors: { image: 'The upload format is incorrect, please upload jpg, jpeg, png, gif format' } });
    const disguised = await upload(admin, { name: 'P', organizationId }, { filename: 'plan.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') });
    expect(disguised.envelope.data).toEqual({ errors: { image: 'The upload format is incorrect, please upload jpg, jpeg, png, gif format' } });
    const big = await upload(admin, { name: 'P', organizationId }, { filename: 'plan.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(FLOOR_PLAN_MAX_BYTES)]) });
    expect(big.envelope.data).toEqual({ errors: { image: 'The file must not exceed 5 MB' } });
    const none = await upload(admin, { name: 'P', organizationId });
    expect(none.envelope.data).toEqual({ errors: { image: 'This field is required' } });
    const foreignSite = await organizationOf(await companyOf('admin0002'));
    const foreign = await upload(admin, { name: 'P', organizationId: foreignSite }, { filename: 'plan.png', contentType: 'image/png', data: PNG });
    expect(foreign.envelope.data).toEqual({ errors: { organizationId: 'Refers to something that does not exist or that you cannot see' } });
    const blank = await upload(admin, { name: '', organizationId }, { filename: 'plan.png', contentType: 'image/png', data: PNG });
    expect(blank.envelope.status).toBe(ApiStatus.invalid);
    expect(await countRows(platform, 'floor_plans')).toBe(before);
  });

  it('needs the page to read and its action codes to write', async () => {
    expect((await list(operator)).envelope.status).toBe(ApiStatus.forbidden);
    const denied = await upload(operator, { name: 'P', organizationId: 1 }, { filename: 'plan.png', contentType: 'image/png', data: PNG });
    expect(denied.envelope.status).toBe(ApiStatus.forbidden);
    const id = await newPlan('Guarded');
    expect((await signedInject(platform, { method: 'DELETE', url: `/floorplan/${id}`, session: operator })).envelope.status).toBe(ApiStatus.forbidden);
    expect((await place(operator, id, await deviceOf(await companyOf('admin0001')), { x: 0.5, y: 0.5 })).envelope.status).toBe(ApiStatus.forbidden);
  });

  it('places, moves and removes a device as fractions of the plan, with its live state in the plan', async () => {
    const id = await newPlan('Places');
    const deviceId = await deviceOf(await companyOf('admin0001'));
    expect((await place(admin, id, deviceId, { x: 0.25, y: 0.75 })).envelope.status).toBe(ApiStatus.ok);
    expect((await place(admin, id, deviceId, { x: 0.3, y: 0.123456 })).envelope.status).toBe(ApiStatus.ok);
    const shown = (await detail(admin, id)).envelope.data!;
    expect(shown.placed).toHaveLength(1);
    expect(shown.placed[0]).toMatchObject({ x: 0.3, y: 0.1235, device: { id: deviceId } });
    expect(shown.placed[0]!.device.state).toMatch(/^(normal|exceeding|offline|lowBattery)$/);
    // its open alarms: how many and the highest level (a closed one does not count)
    const alarm = { device_id: deviceId, type: 'temperature_high', company_id: await companyOf('admin0001'), created_at: platform.app.nowUnix() };
    const before = (await detail(admin, id)).envelope.data!.placed[0]!;
    await platform.app.db.insertInto('alarms').values([{ ...alarm, level: 2, status: 'open' }, { ...alarm, level: 4, status: 'open' }, { ...alarm, level: 5, status: 'closed' }]).execute();
    expect((await detail(admin, id)).envelope.data!.placed[0]).toMatchObject({ openAlarms: before.openAlarms + 2, alarmLevel: Math.max(before.alarmLevel ?? 0, 4) });
    expect((await list(admin)).envelope.data!.find((plan) => plan.id === id)!.devices).toBe(1);
    expect((await signedInject(platform, { method: 'DELETE', url: `/floorplan/${id}/devices/${deviceId}`, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await detail(admin, id)).envelope.data!.placed).toEqual([]);
  });

  it('refuses positions outside 0…1 or not numbers, and leaves the place as it was', async () => {
    const id = await newPlan('Bounds');
    const deviceId = await deviceOf(await companyOf('admin0001'));
    await place(admin, id, deviceId, { x: 0.5, y: 0.5 });
    const over = await place(admin, id, deviceId, { x: 1.5, y: 0.5 });
    expect(over.statusCode).toBe(422);
    expect(over.envelope.data).toEqual({ errors: { x: 'Must be at most 1' } });
    const under = await place(admin, id, deviceId, { x: 0.5, y: -0.1 });
    expect(under.envelope.data).toEqual({ errors: { y: 'Must be at least 0' } });
    const text = await place(admin, id, deviceId, { x: 'left', y: 0.5 });
    expect(text.envelope.status).toBe(ApiStatus.invalid);
    const missing = await place(admin, id, deviceId, { x: 0.5 });
    expect(missing.envelope.data).toEqual({ errors: { y: 'This field is required' } });
    expect((await detail(admin, id)).envelope.data!.placed[0]).toMatchObject({ x: 0.5, y: 0.5 });
  });

  it('keeps companies apart: no placing another company\'s device, no reading, renaming or deleting another company\'s plan', async () => {
    const id = await newPlan('Mine');
    const foreignDevice = await deviceOf(await companyOf('admin0002'));
    const foreign = await place(admin, id, foreignDevice, { x: 0.5, y: 0.5 });
    expect(foreign.envelope).toMatchObject({ status: ApiStatus.notFound, message: 'The device does not exist' });
    expect(await platform.app.db.selectFrom('floor_plan_devices').select('device_id').where('device_id', '=', foreignDevice).execute()).toEqual([]);
    expect((await list(second)).envelope.data!.some((plan) => plan.id === id)).toBe(false);
    expect((await detail(second, id)).envelope).toMatchObject({ status: ApiStatus.notFound, message: 'The floor plan does not exist' });
    const rename = await signedInject(platform, { method: 'PUT', url: `/floorplan/${id}`, session: second, form: { name: 'Taken' } });
    expect(rename.envelope.status).toBe(ApiStatus.notFound);
    expect((await signedInject(platform, { method: 'DELETE', url: `/floorplan/${id}`, session: second })).envelope.status).toBe(ApiStatus.notFound);
    const ownDevice = await deviceOf(await companyOf('admin0002'));
    expect((await place(second, id, ownDevice, { x: 0.5, y: 0.5 })).envelope.status).toBe(ApiStatus.notFound);
    expect((await detail(admin, id)).envelope.data).toMatchObject({ name: 'Mine', placed: [] });
  });

  it('renames with a valid name only, and deletes the plan with its places and image', async () => {
    const id = await newPlan('Old');
    const bad = await signedInject(platform, { method: 'PUT', url: `/floorplan/${id}`, session: admin, form: { name: 'x'.repeat(51) } });
    expect(bad.envelope.data).toEqual({ errors: { name: 'At most 50 characters' } });
    expect((await signedInject(platform, { method: 'PUT', url: `/floorplan/${id}`, session: admin, form: { name: 'New' } })).envelope.status).toBe(ApiStatus.ok);
    const { image } = (await detail(admin, id)).envelope.data!;
    expect((await detail(admin, id)).envelope.data!.name).toBe('New');
    await place(admin, id, await deviceOf(await companyOf('admin0001')), { x: 0.1, y: 0.1 });
    expect((await signedInject(platform, { method: 'DELETE', url: `/floorplan/${id}`, session: admin })).envelope.status).toBe(ApiStatus.ok);
    expect((await detail(admin, id)).envelope.status).toBe(ApiStatus.notFound);
    expect(await platform.app.db.selectFrom('floor_plan_devices').select('device_id').where('plan_id', '=', id).execute()).toEqual([]);
    expect((await platform.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await signedInject(platform, { method: 'DELETE', url: '/floorplan/abc', session: admin })).envelope.status).toBe(ApiStatus.notFound);
  });

  it("offers the company's own devices only, filtered by name or number", async () => {
    const devices = (await signedInject<Array<{ id: number; number: string }>>(platform, { method: 'GET', url: '/floorplan/devices', session: admin })).envelope.data!;
    const own = await platform.app.db.selectFrom('devices').select('id').where('company_id', '=', await companyOf('admin0001')).execute();
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => own.some((row) => row.id === device.id))).toBe(true);
    const one = devices[0]!;
    const found = await signedInject<Array<{ id: number }>>(platform, { method: 'GET', url: '/floorplan/devices', query: { q: one.number }, session: admin });
    expect(found.envelope.data!.map((device) => device.id)).toEqual([one.id]);
    const foreign = await signedInject<Array<{ id: number }>>(platform, { method: 'GET', url: '/floorplan/devices', query: { q: one.number }, session: second });
    expect(foreign.envelope.data).toEqual([]);
    const long = await signedInject(platform, { method: 'GET', url: '/floorplan/devices', query: { q: 'x'.repeat(51) }, session: admin });
    expect(long.envelope.data).toEqual({ errors: { q: 'At most 50 characters' } });
    expect((await signedInject(platform, { method: 'GET', url: '/floorplan/devices', session: operator })).envelope.status).toBe(ApiStatus.forbidden);
  });

  it('seeds the demo plan with placed devices', async () => {
    const plans = (await list(admin)).envelope.data!;
    const demo = plans.find((plan) => plan.image === '/api/files/notices/demo-floor-plan.png');
    expect(demo?.devices).toBeGreaterThan(0);
    expect((await platform.app.inject({ method: 'GET', url: demo!.image })).headers['content-type']).toBe('image/png');
  });
});
