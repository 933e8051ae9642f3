import { SEND_STATES, type AlarmNotification } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, insertRecord, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';

let platform: TestPlatform;
let operator: TestSession;
let admin: TestSession;
let secondAdmin: TestSession;
let world: AlarmWorld;

beforeAll(async () => {
  platform = await createTestPlatform();
  operator = (await loginAs(platform, 'operator01')).session;
  admin = (await loginAs(platform, 'admin0001')).session;
  secondAdmin = (await loginAs(platform, 'admin0002')).session;
  world = await alarmWorld(platform);
});
afterAll(() => platform.close());

const sound = (id: number | string, session = admin) => signedInject<{ id: number }>(platform, { method: 'POST', url: `/alarm/alerter/${id}/sound`, session });
const notification = (id: number | string, session = admin) => signedInject<AlarmNotification>(platform, { method: 'GET', url: `/alarm/notification/${id}`, session });
const rowOf = (id: number) => platform.app.db.selectFrom('alarm_notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /alarm/alerter/{id}/sound', () => {
  it("records a test sound for the notifier: channel alerter, the alerter's name and number, to be sent now", async () => {
    const alerter = await insertRecord(platform, 'alerter', world.companyId, { name: 'ColdRoom-A', number: '20000001', organizationIds: [], enabled: true });
    const { envelope } = await sound(alerter);
    expect(envelope.status).toBe(ApiStatus.ok);
    const row = await rowOf(envelope.data!.id);
    expect(row).toMatchObject({
      alarm_id: null,
      company_id: world.companyId,
      channel: 'alerter',
      receiver_name: 'ColdRoom-A',
      address: '20000001',
      created_at: nowOf(platform),
      updated_at: nowOf(platform),
    });
    // the notifier may already have taken it; until then it waits to be sent, due now
    if (row.state === 'toBeSent') expect(Number(row.due_at)).toBe(platform.clock.now());
    expect(row.text).toContain('ColdRoom-A');
  });

  it('records an alerter without a number as unsent, with its reason', async () => {
    const alerter = await insertRecord(platform, 'alerter', world.companyId, { name: 'Broken' });
    const { envelope } = await sound(alerter);
    expect(await rowOf(envelope.data!.id)).toMatchObject({ state: 'unsent', reason: 'noAddress', due_at: null });
  });

  it("answers -6 for a missing alerter, another company's and a record that is not an alerter", async () => {
    const theirs = await insertRecord(platform, 'alerter', world.secondCompanyId, { name: 'Theirs', number: '30000009' });
    const solution = await insertRecord(platform, 'triggerDealSolution', world.companyId, { name: 'Not an alerter' });
    for (const id of [99_999_999, theirs, solution, 'abc']) {
      const { statusCode, envelope } = await sound(id);
      expect(statusCode).toBe(404);
      expect(envelope.status).toBe(ApiStatus.notFound);
    }
    // admin0002 cannot sound company 1's either
    const ours = await insertRecord(platform, 'alerter', world.companyId, { name: 'Ours', number: '20000002' });
    expect((await sound(ours, secondAdmin)).statusCode).toBe(404);
  });

  it('is refused to operator01, which lacks devicealert_edit', async () => {
    const alerter = await insertRecord(platform, 'alerter', world.companyId, { name: 'Quiet', number: '20000003' });
    const before = await platform.app.db.selectFrom('alarm_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { statusCode, envelope } = await sound(alerter, operator);
    expect(statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.forbidden);
    const after = await platform.app.db.selectFrom('alarm_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /alarm/notification/{id}', () => {
  it('answers the state of a test sound, for the page to poll', async () => {
    const alerter = await insertRecord(platform, 'alerter', world.companyId, { name: 'Dock', number: '20000004' });
    const { id } = (await sound(alerter)).envelope.data!;
    const { envelope } = await notification(id);
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toMatchObject({ id, alarmId: null, channel: 'alerter', receiverName: 'Dock' });
    expect(SEND_STATES).toContain(envelope.data!.state);
    expect(envelope.data!.state).toBe((await rowOf(id)).state);
  });

  it("answers -6 for another company's notification, an invisible alarm's, a missing and a malformed id", async () => {
    const alerter = await insertRecord(platform, 'alerter', world.companyId, { name: 'Gate', number: '20000005' });
    const { id: ours } = (await sound(alerter)).envelope.data!;
    const outsideAlarm = await insertAlarm(platform, world.outsideDevice);
    const insideAlarm = await insertAlarm(platform, world.insideDevice);
    const notice = (alarmId: number) =>
      platform.app.db
        .insertInto('alarm_notifications')
        .values({ alarm_id: alarmId, company_id: world.companyId, channel: 'sms', address: '13800000001', state: 'success', created_at: 1, updated_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const outside = (await notice(outsideAlarm)).id;
    const inside = (await notice(insideAlarm)).id;
    expect((await notification(ours, secondAdmin)).statusCode).toBe(404);
    expect((await notification(outside, operator)).statusCode).toBe(404);
    expect((await notification(99_999_999)).statusCode).toBe(404);
    expect((await notification('x1')).statusCode).toBe(404);
    // operator01 has the alarm pages: its own organizations' notifications, masked
    expect((await notification(inside, operator)).envelope.data).toMatchObject({ id: inside, alarmId: insideAlarm, address: '138****0001' });
    expect((await notification(outside)).envelope.status).toBe(ApiStatus.ok);
  });
});
