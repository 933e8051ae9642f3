/**
 * Issue 29 §1, the waybill state machine on the server: every allowed transition, a refusal with
 * a clear message for every disallowed one (nothing changed), transshipment legs that the
 * temperature record follows, adjustments recorded with old and new values, the status out of
 * the generic routes, the action codes and the bodies checked first.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { TemperatureReport } from '../../../src/lib/reports';
import { actionAllowed, WAYBILL_ACTIONS, WAYBILL_STATUS, type WaybillAction } from '../../../src/lib/waybillActions';
import { userWithPages } from '../../../test/support/readingsFixture';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { waybillCalls, waybillWorld, type WaybillWorld } from '../../../test/support/waybillFixture';

let platform: TestPlatform;
let admin: TestSession;
let world: WaybillWorld;
let calls: ReturnType<typeof waybillCalls>;
const nowUnix = () => Math.floor(platform.clock.now() / 1000);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  world = await waybillWorld(platform);
  calls = waybillCalls(platform, () => admin);
}, 120_000);
// the tests move the clock on: a session of its own for each, never expired
beforeEach(async () => {
  admin = (await loginAs(platform, 'admin0001')).session;
});
afterAll(() => platform.close());

/** A waybill brought to `status` through the actions. */
async function inStatus(status: number): Promise<number> {
  const id = await calls.create([world.assetA]);
  if (status === WAYBILL_STATUS.notShipped) return id;
  expect((await calls.act(id, 'depart')).envelope.status).toBe(ApiStatus.ok);
  platform.clock.advance(600);
  if (status === WAYBILL_STATUS.arrived) expect((await calls.act(id, 'deliver')).envelope.status).toBe(ApiStatus.ok);
  if (status === WAYBILL_STATUS.rejected) expect((await calls.act(id, 'reject', { reason: 'Seal broken' })).envelope.status).toBe(ApiStatus.ok);
  platform.clock.advance(60);
  return id;
}

/** A valid body of each action: only the status may refuse it. */
function attempt(id: number, action: WaybillAction) {
  switch (action) {
    case 'reject':
      return calls.act(id, 'reject', { reason: 'Damaged' });
    case 'transship':
      return calls.act(id, 'transship', { fromAsset: world.assetA, toAsset: world.assetB, place: 'Hub' });
    case 'adjust':
      return calls.act(id, 'adjust', { reason: 'Typo', maxTemperature: 7 });
    case 'release':
      return calls.act(id, 'release', { decision: 'release', comment: 'ok', summaryHash: '0'.repeat(64), password: 'x' });
    case 'delete':
      return calls.call('DELETE', `/waybill/${id}`);
    default:
      return calls.act(id, action);
  }
}

const STATUS_NAMES: Record<number, string> = { 1: 'Not shipped', 2: 'In transit', 3: 'Arrived', 4: 'Rejected' };

describe('the state machine', () => {
  it('departs, stamping the departure and starting the record from its assets’ devices', async () => {
    const id = await calls.create([world.assetA], { deliveryTime: nowUnix() + 7200, departureTime: nowUnix() + 3600 });
    const before = await calls.row(id);
    const departed = await calls.act(id, 'depart');
    expect(departed.envelope.status).toBe(ApiStatus.ok);
    const row = await calls.row(id);
    expect(row).toMatchObject({ status: WAYBILL_STATUS.inTransit, delivery_time: null });
    expect(Number(row.departure_time)).toBe(nowUnix());
    const history = await calls.history(id);
    expect(history.legs).toEqual([{ seq: 1, assets: [world.assetA], fromAsset: null, toAsset: null, place: '', start: nowUnix(), end: null }]);
    const device = await platform.app.db.selectFrom('devices').select('number').where('id', '=', world.deviceA).executeTakeFirstOrThrow();
    expect(history.events).toHaveLength(1);
    expect(history.events[0]).toMatchObject({ kind: 'depart', userName: expect.any(String) });
    expect(history.events[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 1, new: 2 },
        { field: 'departureTime', old: before.departure_time, new: nowUnix() },
        { field: 'deliveryTime', old: before.delivery_time, new: null },
        { field: 'devices', old: null, new: expect.arrayContaining([device.number]) },
      ]),
    );
  });

  it('delivers: in transit → arrived, the delivery stamped', async () => {
    const id = await inStatus(WAYBILL_STATUS.inTransit);
    expect((await calls.act(id, 'deliver')).envelope.status).toBe(ApiStatus.ok);
    const row = await calls.row(id);
    expect(row.status).toBe(WAYBILL_STATUS.arrived);
    expect(Number(row.delivery_time)).toBe(nowUnix());
    expect((await calls.history(id)).awaitingDecision).toBe(true);
  });

  it('rejects: in transit → rejected, only with a reason, which the history keeps', async () => {
    const id = await inStatus(WAYBILL_STATUS.inTransit);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await calls.act(id, 'reject', body);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys((refused.envelope.data as { errors: object }).errors)).toEqual(['reason']);
    }
    expect((await calls.row(id)).status).toBe(WAYBILL_STATUS.inTransit);
    expect((await calls.act(id, 'reject', { reason: 'Temperature log missing' })).envelope.status).toBe(ApiStatus.ok);
    expect((await calls.row(id)).status).toBe(WAYBILL_STATUS.rejected);
    expect((await calls.history(id)).events.at(-1)).toMatchObject({ kind: 'reject', reason: 'Temperature log missing' });
  });

  it('deletes only a waybill not shipped', async () => {
    const id = await inStatus(WAYBILL_STATUS.notShipped);
    expect((await calls.call('DELETE', `/waybill/${id}`)).envelope.status).toBe(ApiStatus.ok);
    expect(await platform.app.db.selectFrom('waybills').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses every disallowed transition, saying the status, and changes nothing', async () => {
    for (const status of [1, 2, 3, 4]) {
      const id = await inStatus(status);
      for (const action of WAYBILL_ACTIONS.filter((a) => !actionAllowed(a, status))) {
        const before = await calls.row(id);
        const events = (await calls.history(id)).events.length;
        const refused = await attempt(id, action);
        expect(refused.statusCode, `${action} from ${status}`).toBe(200);
        expect(refused.envelope.status, `${action} from ${status}`).toBe(ApiStatus.failed);
        expect(refused.envelope.message).toMatch(new RegExp(`^This waybill is ${STATUS_NAMES[status]}: it cannot be `));
        expect(await calls.row(id)).toEqual(before);
        expect((await calls.history(id)).events).toHaveLength(events);
      }
    }
  });

  it('says it in the user’s language', async () => {
    const id = await inStatus(WAYBILL_STATUS.arrived);
    const zh = await signedInject(platform, { method: 'POST', url: `/waybill/${id}/depart`, session: admin, json: {}, lang: 'zh-CN' });
    expect(zh.envelope.message).toBe('运单当前为“已送达”，不能发车');
    const tw = await signedInject(platform, { method: 'POST', url: `/waybill/${id}/depart`, session: admin, json: {}, lang: 'zh-TW' });
    expect(tw.envelope.message).toMatch(/^運單目前為「.+」，不能發車$/);
  });

  it('refuses a departure without assets', async () => {
    const id = await calls.create([]);
    const refused = await calls.act(id, 'depart');
    expect(refused.envelope).toMatchObject({ status: ApiStatus.failed, message: 'A waybill needs at least one asset to depart' });
    expect((await calls.row(id)).status).toBe(WAYBILL_STATUS.notShipped);
  });
});

describe('the status out of the generic routes', () => {
  it('refuses a status on create other than not shipped, a status change, and an edit once shipped', async () => {
    const before = await platform.app.db.selectFrom('waybills').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const party = { institution: 'Depot' };
    const created = await calls.call('POST', '/waybill', { number: 'WB-GEN-1', status: 3, minTemperature: 2, maxTemperature: 8, consignor: party, consignee: party });
    expect(created.statusCode).toBe(422);
    expect(Object.keys((created.envelope.data as { errors: object }).errors)).toEqual(['status']);
    const after = await platform.app.db.selectFrom('waybills').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const draft = await inStatus(WAYBILL_STATUS.notShipped);
    const changed = await calls.call('PUT', `/waybill/${draft}`, { status: 2 });
    expect(changed.statusCode).toBe(422);
    expect((changed.envelope.data as { errors: Record<string, string> }).errors.status).toMatch(/only through the waybill's actions/);
    expect((await calls.call('PUT', `/waybill/${draft}`, { maxTemperature: 7 })).envelope.status).toBe(ApiStatus.ok);

    const shipped = await inStatus(WAYBILL_STATUS.inTransit);
    const edited = await calls.call('PUT', `/waybill/${shipped}`, { maxTemperature: 7 });
    expect(edited.statusCode).toBe(422);
    expect((edited.envelope.data as { errors: Record<string, string> }).errors.status).toMatch(/Adjust/);
    expect((await calls.row(shipped)).max_temperature).toBe(8);
  });
});

describe('permissions and input', () => {
  it('needs the action’s code: a role with the page but not the code is refused, and nothing changes', async () => {
    const viewer = await userWithPages(platform, world.companyId, ['WaybillManagement'], ['waybillmanagement_view']);
    const id = await inStatus(WAYBILL_STATUS.notShipped);
    for (const action of ['depart', 'deliver', 'transship', 'adjust', 'release'] as const) {
      const refused = await signedInject(platform, { method: 'POST', url: `/waybill/${id}/${action}`, session: viewer, json: {} });
      expect(refused.statusCode, action).toBe(403);
    }
    // the refusal comes before the body is read
    const bad = await signedInject(platform, { method: 'POST', url: `/waybill/${id}/reject`, session: viewer, json: {} });
    expect(bad.statusCode).toBe(403);
    expect((await calls.row(id)).status).toBe(WAYBILL_STATUS.notShipped);
    // its history it may read
    expect((await signedInject(platform, { method: 'GET', url: `/waybill/${id}/history`, session: viewer })).statusCode).toBe(200);

    const departer = await userWithPages(platform, world.companyId, ['WaybillManagementV3'], ['waybillmanagementv3_view', 'waybillmanagementv3_depart']);
    expect((await signedInject(platform, { method: 'POST', url: `/waybill/${id}/depart`, session: departer, json: {} })).envelope.status).toBe(ApiStatus.ok);
  });

  it('keeps companies apart: another company’s waybill is not found', async () => {
    const id = await inStatus(WAYBILL_STATUS.notShipped);
    const other = (await loginAs(platform, 'admin0002')).session;
    const refused = await signedInject(platform, { method: 'POST', url: `/waybill/${id}/depart`, session: other, json: {} });
    expect(refused.envelope.status).toBe(ApiStatus.notFound);
    expect((await calls.row(id)).status).toBe(WAYBILL_STATUS.notShipped);
  });

  it('refuses bad transshipment input with the field, and writes no leg', async () => {
    const id = await inStatus(WAYBILL_STATUS.inTransit);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ toAsset: world.assetB, place: 'Hub' }, 'fromAsset'],
      [{ fromAsset: world.assetA, toAsset: world.assetB }, 'place'],
      [{ fromAsset: world.assetB, toAsset: world.assetC, place: 'Hub' }, 'fromAsset'],
      [{ fromAsset: world.assetA, toAsset: world.assetA, place: 'Hub' }, 'toAsset'],
      [{ fromAsset: world.assetA, toAsset: 99_999_999, place: 'Hub' }, 'toAsset'],
      [{ fromAsset: world.assetA, toAsset: world.assetB, place: 'Hub', time: nowUnix() + 3600 }, 'time'],
      [{ fromAsset: world.assetA, toAsset: world.assetB, place: 'Hub', time: nowUnix() - 86_400 }, 'time'],
      [{ fromAsset: 'one', toAsset: world.assetB, place: 'Hub' }, 'fromAsset'],
    ];
    for (const [body, field] of cases) {
      const refused = await calls.act(id, 'transship', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((refused.envelope.data as { errors: object }).errors)).toEqual([field]);
    }
    expect((await calls.history(id)).legs).toHaveLength(1);
  });
});

describe('transshipment legs', () => {
  it('records each leg, and the temperature record follows the goods: each leg’s devices over that leg’s time', async () => {
    const id = await inStatus(WAYBILL_STATUS.notShipped);
    expect((await calls.act(id, 'depart')).envelope.status).toBe(ApiStatus.ok);
    const departed = nowUnix();
    platform.clock.advance(1200);
    const moved = nowUnix() - 600;
    expect((await calls.act(id, 'transship', { fromAsset: world.assetA, toAsset: world.assetB, place: 'Hub 7', time: moved })).envelope.status).toBe(ApiStatus.ok);
    platform.clock.advance(1200);
    expect((await calls.act(id, 'deliver')).envelope.status).toBe(ApiStatus.ok);
    const delivered = nowUnix();

    const history = await calls.history(id);
    expect(history.legs).toEqual([
      { seq: 1, assets: [world.assetA], fromAsset: null, toAsset: null, place: '', start: departed, end: moved },
      { seq: 2, assets: [world.assetB], fromAsset: world.assetA, toAsset: world.assetB, place: 'Hub 7', start: moved, end: delivered },
    ]);
    expect(history.events.map((e) => e.kind)).toEqual(['depart', 'transship', 'deliver']);
    expect(history.events[1]!.changes).toEqual(expect.arrayContaining([{ field: 'assets', old: [world.assetA], new: [world.assetB] }, { field: 'place', old: null, new: 'Hub 7' }]));
    // the waybill's assets are the ones carrying it now
    expect(JSON.parse((await calls.row(id)).assets)).toEqual([world.assetB]);

    const answered = await signedInject<TemperatureReport>(platform, { method: 'GET', url: '/report/temperature', query: { target: 'waybill', id, utcOffset: 0 }, session: admin });
    const devices = answered.envelope.data!.devices;
    expect(devices.find((d) => d.deviceId === world.deviceA)?.span).toEqual({ start: departed, end: moved });
    expect(devices.find((d) => d.deviceId === world.deviceB)?.span).toEqual({ start: moved, end: delivered });
  });
});

describe('adjustments', () => {
  it('records each change with its old and new value and the reason', async () => {
    const id = await inStatus(WAYBILL_STATUS.arrived);
    const before = await calls.row(id);
    const deliveryTime = Number(before.delivery_time) - 30;
    const consignee = { institution: 'Clinic B', address: 'Road 2' };
    const adjusted = await calls.act(id, 'adjust', { reason: 'Driver reported the wrong time', deliveryTime, maxTemperature: 7.5, consignee });
    expect(adjusted.envelope.status).toBe(ApiStatus.ok);
    const event = (await calls.history(id)).events.at(-1)!;
    expect(event).toMatchObject({ kind: 'adjust', reason: 'Driver reported the wrong time' });
    expect(event.changes).toEqual([
      { field: 'deliveryTime', old: Number(before.delivery_time), new: deliveryTime },
      { field: 'maxTemperature', old: 8, new: 7.5 },
      { field: 'consignee', old: { institution: 'Clinic', address: 'Road 1' }, new: consignee },
    ]);
    expect(await calls.row(id)).toMatchObject({ max_temperature: 7.5, consignee: JSON.stringify(consignee) });
    expect(Number((await calls.row(id)).delivery_time)).toBe(deliveryTime);
  });

  it('refuses an adjustment without a reason, out of order, or changing nothing, and stores nothing', async () => {
    const id = await inStatus(WAYBILL_STATUS.inTransit);
    const before = await calls.row(id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxTemperature: 7 }, 'reason'],
      [{ reason: '  ', maxTemperature: 7 }, 'reason'],
      [{ reason: 'r', departureTime: nowUnix() + 600 }, 'departureTime'],
      [{ reason: 'r', deliveryTime: nowUnix() }, 'deliveryTime'],
      [{ reason: 'r', minTemperature: 9 }, 'minTemperature'],
      [{ reason: 'r', maxTemperature: 1 }, 'maxTemperature'],
      [{ reason: 'r', status: 3 }, 'status'],
    ];
    for (const [body, field] of cases) {
      const refused = await calls.act(id, 'adjust', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys((refused.envelope.data as { errors: object }).errors)).toEqual([field]);
    }
    const same = await calls.act(id, 'adjust', { reason: 'r', maxTemperature: 8 });
    expect(same.envelope).toMatchObject({ status: ApiStatus.failed, message: 'The adjustment changes nothing' });
    expect(await calls.row(id)).toEqual(before);
    expect((await calls.history(id)).events.map((e) => e.kind)).toEqual(['depart']);
  });
});
