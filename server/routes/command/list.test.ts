/**
 * The setting records (GET /command, /command/:id) and the device picker (GET /command/devices):
 * one company's only, filtered and paged, readable with a view code of a command page.
 */
import type { CommandDevice, DeviceCommand } from '../../../src/lib/deviceCommands';
import { commandPlatform, deviceIds, getCommand, passTime, sendSettings, errorsOf } from '../../../test/support/deviceCommands';
import { loginAs, signedInject, type TestSession } from '../../../test/support/testPlatform';

const fixture = commandPlatform();

const list = (query: Record<string, string | number>, session?: TestSession) =>
  signedInject<{ list: DeviceCommand[]; total: number }>(fixture.platform, { method: 'GET', url: '/command', query, session: session ?? fixture.admin });
const devices = (query: Record<string, string | number>, session?: TestSession) =>
  signedInject<{ list: CommandDevice[]; total: number }>(fixture.platform, {
    method: 'GET',
    url: '/command/devices',
    query,
    session: session ?? fixture.admin,
  });

const sent: DeviceCommand[] = [];
let otherCompany: { session: TestSession; command: DeviceCommand };
let offlineBefore: number;

beforeAll(async () => {
  fixture.random.value = 0.5;
  const [a, b] = await deviceIds(fixture, 'temperature', 2);
  offlineBefore = (await fixture.platform.app.db.selectFrom('devices').select('offline_minutes').where('id', '=', a!).executeTakeFirstOrThrow())
    .offline_minutes;
  sent.push(...(await sendSettings(fixture, { deviceIds: [a, b], uploadPeriod: 600 })).envelope.data!.list);
  fixture.random.value = 0.03;
  sent.push(...(await sendSettings(fixture, { deviceIds: [a], offlineMinutes: 30 })).envelope.data!.list);
  await passTime(fixture, 60);
  fixture.random.value = 0.5;
  const [c] = await deviceIds(fixture, 'vehicle', 1);
  sent.push(...(await sendSettings(fixture, { deviceIds: [c], alarmEnabled: false })).envelope.data!.list);
  const [foreign] = await deviceIds(fixture, 'temperature', 1, 'other');
  const session = (await loginAs(fixture.platform, 'admin0002')).session;
  const command = (await sendSettings(fixture, { deviceIds: [foreign], uploadPeriod: 120 }, { session })).envelope.data!.list[0]!;
  otherCompany = { session, command };
});

describe('GET /command', () => {
  it('lists the company’s commands newest first, with who sent them and old → new values', async () => {
    const answer = await list({ page: 1, limit: 10 });
    expect(answer.envelope.status).toBe('1');
    const { list: rows, total } = answer.envelope.data!;
    expect(total).toBe(4);
    expect(rows.map((r) => r.id)).toEqual(sent.map((c) => c.id).sort((x, y) => y - x));
    expect(rows.every((r) => r.sentBy === 'admin0001')).toBe(true);
    expect(rows.find((r) => r.values && 'offlineMinutes' in r.values)).toMatchObject({
      state: 'failed',
      previous: { offlineMinutes: offlineBefore },
      values: { offlineMinutes: 30 },
    });
    expect(rows.map((r) => r.id)).not.toContain(otherCompany.command.id);
  });

  it('filters by device, state, kind and time, and pages', async () => {
    const deviceId = sent[0]!.deviceId;
    expect((await list({ deviceId })).envelope.data!.total).toBe(2);
    expect((await list({ state: 'success' })).envelope.data!.list.map((r) => r.id).sort()).toEqual([sent[0]!.id, sent[1]!.id].sort());
    expect((await list({ state: 'reserved' })).envelope.data!.list.map((r) => r.id)).toEqual([sent[3]!.id]);
    expect((await list({ kind: 'upgrade' })).envelope.data!.total).toBe(0);
    const lastSent = sent[3]!.createdAt;
    expect((await list({ start: lastSent })).envelope.data!.list.map((r) => r.id)).toEqual([sent[3]!.id]);
    expect((await list({ end: lastSent - 1 })).envelope.data!.total).toBe(3);
    const page2 = (await list({ page: 2, limit: 3 })).envelope.data!;
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.list.map((r) => r.id)).toEqual([Math.min(...sent.map((c) => c.id))]);
  });

  it('answers the commands of `ids` (a sender’s live list), the company’s only', async () => {
    const ids = [sent[0]!.id, sent[3]!.id, otherCompany.command.id].join(',');
    const answer = await list({ ids });
    expect(answer.envelope.data!.list.map((r) => r.id).sort()).toEqual([sent[0]!.id, sent[3]!.id].sort());
  });

  it('refuses bad filters per field', async () => {
    const bad = async (query: Record<string, string | number>) => {
      const answer = await list(query);
      expect(answer.envelope.status).toBe('-5');
      return errorsOf(answer);
    };
    expect(await bad({ state: 'done' })).toEqual({ state: 'Please choose one of the listed values' });
    expect(await bad({ limit: 1000 })).toEqual({ limit: 'Must be at most 100' });
    expect(await bad({ page: 0 })).toEqual({ page: 'Must be at least 1' });
    expect(await bad({ deviceId: 'seven' })).toEqual({ deviceId: 'Must be an integer' });
    expect(await bad({ ids: '1,,2' })).toEqual({ ids: 'Incorrect format' });
    expect(await bad({ start: 1_700_000_100, end: 1_700_000_000 })).toEqual({ end: 'The start time cannot exceed the end time' });
  });

  it('is read with a view code of a command page (the operator), and refused without one', async () => {
    expect((await list({}, fixture.operator)).envelope.status).toBe('1');
    const { db } = fixture.platform.app;
    const operator = await db.selectFrom('users').select('role_id').where('username', '=', 'operator01').executeTakeFirstOrThrow();
    const views = await db
      .selectFrom('operations')
      .select('id')
      .where('code', 'in', ['deviceparamset_view', 'devicesetrecord_view', 'deviceupgrade_view'])
      .execute();
    await db
      .deleteFrom('role_operations')
      .where('role_id', '=', operator.role_id)
      .where(
        'operation_id',
        'in',
        views.map((v) => v.id),
      )
      .execute();
    try {
      for (const url of ['/command', `/command/${sent[0]!.id}`, '/command/devices', '/command/firmware?model=CT-100']) {
        const answer = await signedInject(fixture.platform, { method: 'GET', url, session: fixture.operator });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.envelope.status).toBe('-4');
      }
    } finally {
      await db
        .insertInto('role_operations')
        .values(views.map((v) => ({ role_id: operator.role_id, operation_id: v.id })))
        .execute();
    }
  });
});

describe('GET /command/:id', () => {
  it('answers one command of the company, -6 for another company’s or none', async () => {
    expect((await getCommand(fixture, sent[2]!.id)).envelope.data).toMatchObject({ id: sent[2]!.id, kind: 'settings', deviceNumber: sent[2]!.deviceNumber });
    expect((await getCommand(fixture, otherCompany.command.id)).envelope.status).toBe('-6');
    expect((await getCommand(fixture, otherCompany.command.id, otherCompany.session)).envelope.status).toBe('1');
    expect((await getCommand(fixture, 987_654)).envelope.status).toBe('-6');
    expect((await signedInject(fixture.platform, { method: 'GET', url: '/command/abc', session: fixture.admin })).envelope.status).toBe('-6');
  });
});

describe('GET /command/devices', () => {
  it('searches the company’s devices by number or name, of one type or model, with their settings', async () => {
    const all = (await devices({ limit: 200 })).envelope.data!;
    expect(all.total).toBe(320);
    const vehicles = (await devices({ type: 'vehicle', limit: 5 })).envelope.data!;
    expect(vehicles.list).toHaveLength(5);
    expect(vehicles.list.every((d) => d.type === 'vehicle' && d.model === 'CV-300G')).toBe(true);
    expect(vehicles.list[0]!.settings).toMatchObject({
      acquisitionPeriod: expect.any(Number),
      offlineMinutes: expect.any(Number),
      alarmEnabled: expect.any(Boolean),
    });
    const number = vehicles.list[0]!.number;
    expect((await devices({ q: number })).envelope.data!.list.map((d) => d.number)).toEqual([number]);
    expect((await devices({ q: '%' })).envelope.data!.total).toBe(0);
    const byIds = (await devices({ ids: `${sent[0]!.deviceId},${otherCompany.command.deviceId}` })).envelope.data!;
    expect(byIds.list.map((d) => d.id)).toEqual([sent[0]!.deviceId]);
  });

  it('refuses a type that is none', async () => {
    const answer = await devices({ type: 'fridge' });
    expect(answer.envelope).toMatchObject({ status: '-5', data: { errors: { type: 'Please choose one of the listed values' } } });
  });
});
