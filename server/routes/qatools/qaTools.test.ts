/**
 * The QA tools (issue 30 §5): refused without the permission (and in production unless allowed),
 * storing nothing; with it each action has its effect through the platform's own paths: readings
 * stored, an excursion's alarm opened, an offline alarm opened and the simulator silenced, a test
 * notification delivered; the log lists them. Bad input on every endpoint.
 */
import { ApiStatus } from '../../../src/lib/contract';
import type { QaEffects, QaLogEntry, QaNotification, QaResult, QaStatus } from '../../../src/lib/qaTools';
import { silencedDevices } from '../../services/qaTools/silence';
import { ingestReadings } from '../../services/readings/ingest';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let admin: TestSession;
let operator: TestSession;
let deviceId: number;
let otherCompanyDevice: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = (await loginAs(platform, 'admin0001')).session;
  operator = (await loginAs(platform, 'operator01')).session;
  const db = platform.app.db;
  const [first, second] = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((c) => c.id) as [number, number];
  // a device of the first company with its alarms on and limits of its own, heard from once
  const device = await db.selectFrom('devices').select(['id', 'number']).where('company_id', '=', first).where('alarm_enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  deviceId = device.id;
  await db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8 }).where('id', '=', deviceId).execute();
  const heard = await ingestReadings(platform.app, [{ number: device.number, ts: Math.floor(platform.clock.now() / 1000) - 600, temperature: 5 }]);
  expect(heard.stored).toBe(1);
  otherCompanyDevice = (await db.selectFrom('devices').select('id').where('company_id', '=', second).orderBy('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => platform.close());

type Form = Record<string, string | number>;
const post = <T = QaResult>(path: string, form: Form, session = admin, on = platform) => signedInject<T>(on, { method: 'POST', url: `/qatools/${path}`, form, session });
const get = <T>(path: string, query: Form = {}, session = admin) => signedInject<T>(platform, { method: 'GET', url: `/qatools/${path}`, query, session });
const effects = async () => (await get<QaEffects>('effects', { deviceId })).envelope.data!;
const errorsOf = (data: unknown) => Object.keys((data as { errors: Record<string, string> }).errors);

describe('without the permission', () => {
  it('refuses every action and every view to a user without the QA pages, storing nothing', async () => {
    const readings = await countRows(platform, 'readings');
    for (const [path, form] of [
      ['readings', { deviceId, temperature: 5 }],
      ['excursion', { deviceId, field: 'temperature', direction: 'above' }],
      ['offline', { deviceId }],
      ['restore', { deviceId }],
      ['notify', { channel: 'web', address: 'x' }],
    ] as const) {
      const refused = await post(path, form, operator);
      expect(refused.envelope.status, path).toBe(ApiStatus.forbidden);
    }
    for (const path of ['status', 'log']) expect((await get(path, {}, operator)).envelope.status).toBe(ApiStatus.forbidden);
    expect((await get('effects', { deviceId }, operator)).envelope.status).toBe(ApiStatus.forbidden);
    expect(await countRows(platform, 'readings')).toBe(readings);
    expect(await countRows(platform, 'qa_actions')).toBe(0);
    expect(await silencedDevices(platform.app.db, Math.floor(platform.clock.now() / 1000))).toEqual(new Map());
  });

  it('refuses the actions in production unless the platform allows them (QA_TOOLS_IN_PRODUCTION)', async () => {
    const production = await createTestPlatform({ consoleEnv: 'production' });
    try {
      const session = (await loginAs(production, 'admin0001')).session;
      const refused = await post('readings', { deviceId, temperature: 5 }, session, production);
      expect(refused.envelope.status).toBe(ApiStatus.forbidden);
      expect(refused.envelope.message).toBe('The QA tools are not enabled in production');
      expect(await countRows(production, 'qa_actions')).toBe(0);
      const status = (await signedInject<QaStatus>(production, { method: 'GET', url: '/qatools/status', session })).envelope.data!;
      expect(status.enabled).toBe(false);
    } finally {
      await production.close();
    }
    const allowed = await createTestPlatform({ consoleEnv: 'production', qaToolsInProduction: true });
    try {
      const session = (await loginAs(allowed, 'admin0001')).session;
      const done = await post('notify', { channel: 'web', address: 'admin0001' }, session, allowed);
      expect(done.envelope.status).toBe(ApiStatus.ok);
      expect(await countRows(allowed, 'qa_actions')).toBe(1);
    } finally {
      await allowed.close();
    }
  }, 60_000);
});

describe('with the permission', () => {
  it('lists the company\u2019s devices, and says the user may act', async () => {
    const status = (await get<QaStatus>('status')).envelope.data!;
    expect(status).toMatchObject({ enabled: true, canAct: true });
    expect(status.devices.some((d) => d.id === deviceId)).toBe(true);
    expect(status.devices.some((d) => d.id === otherCompanyDevice)).toBe(false);
  });

  it('injects readings through the devices\u2019 path: stored, the newest in the effects, logged', async () => {
    const before = await countRows(platform, 'readings');
    const done = await post('readings', { deviceId, temperature: 4.4, battery: 77, signal: 66, count: 3 });
    expect(done.envelope.status, JSON.stringify(done.envelope)).toBe(ApiStatus.ok);
    expect(done.envelope.data!.stored).toBe(3);
    expect(await countRows(platform, 'readings')).toBe(before + 3);
    const newest = (await effects()).readings[0]!;
    expect(newest).toMatchObject({ temperature: 4.4, battery: 77, signal: 66 });
    const log = (await get<QaLogEntry[]>('log')).envelope.data!;
    expect(log[0]).toMatchObject({ action: 'readings', username: 'admin0001', id: done.envelope.data!.actionId });
  });

  it('forces an excursion: the device\u2019s temperature alarm opens', async () => {
    platform.clock.advance(60);
    const done = await post('excursion', { deviceId, field: 'temperature', direction: 'above' });
    expect(done.envelope.status).toBe(ApiStatus.ok);
    const [alarmId] = done.envelope.data!.alarmIds;
    expect(alarmId).toBeDefined();
    const alarm = await platform.app.db.selectFrom('alarms').select(['type', 'device_id', 'ended_at']).where('id', '=', alarmId!).executeTakeFirstOrThrow();
    expect(alarm).toMatchObject({ type: 'temperature_high', device_id: deviceId, ended_at: null });
    expect((await effects()).alarms.map((a) => a.id)).toContain(alarmId);
  });

  it('forces the device offline: its offline alarm opens and the simulator leaves it silent; restore lifts it', async () => {
    platform.clock.advance(60);
    const done = await post('offline', { deviceId, minutes: 30 });
    expect(done.envelope.status).toBe(ApiStatus.ok);
    const now = Math.floor(platform.clock.now() / 1000);
    expect((await silencedDevices(platform.app.db, now)).get(deviceId)).toBe(now + 30 * 60);
    const kinds = await platform.app.db.selectFrom('alarms').select('type').where('id', 'in', done.envelope.data!.alarmIds.length ? done.envelope.data!.alarmIds : [0]).execute();
    expect(kinds.map((k) => k.type)).toContain('offline');
    expect((await effects()).online).toBe(false);
    expect((await get<QaStatus>('status')).envelope.data!.devices.find((d) => d.id === deviceId)!.silencedUntil).toBe(now + 30 * 60);

    expect((await post('restore', { deviceId })).envelope.status).toBe(ApiStatus.ok);
    expect((await silencedDevices(platform.app.db, now)).has(deviceId)).toBe(false);
  });

  it('sends a test notification that the notifier delivers', async () => {
    const done = await post('notify', { channel: 'sms', address: '13800000001' });
    expect(done.envelope.status).toBe(ApiStatus.ok);
    const id = done.envelope.data!.notificationId!;
    const read = async () => (await get<QaNotification>(`notification/${id}`)).envelope.data!;
    expect((await read()).state).toBe('toBeSent');
    for (let i = 0; i < 5 && ['toBeSent', 'inProgress'].includes((await read()).state); i++) {
      await platform.app.alarmNotifier.tick();
      platform.clock.advance(60);
    }
    expect(['success', 'failed']).toContain((await read()).state);
    const log = (await get<QaLogEntry[]>('log')).envelope.data!;
    expect(log[0]).toMatchObject({ action: 'notify', notificationState: (await read()).state });
  });

  it('refuses bad input on every endpoint, storing nothing', async () => {
    const actions = await countRows(platform, 'qa_actions');
    const readings = await countRows(platform, 'readings');
    const cases: Array<[string, Form, string]> = [
      ['readings', { deviceId }, 'temperature'],
      ['readings', { temperature: 5 }, 'deviceId'],
      ['readings', { deviceId, temperature: 'warm' }, 'temperature'],
      ['readings', { deviceId, temperature: 5, count: 21 }, 'count'],
      ['readings', { deviceId, humidity: -1 }, 'humidity'],
      // a temperature device measures no humidity: the platform's own refusal, with its reason
      ['readings', { deviceId, humidity: 50 }, 'humidity'],
      ['readings', { deviceId: otherCompanyDevice, temperature: 5 }, 'deviceId'],
      ['excursion', { deviceId, field: 'pressure', direction: 'above' }, 'field'],
      ['excursion', { deviceId, field: 'temperature', direction: 'sideways' }, 'direction'],
      ['excursion', { deviceId: otherCompanyDevice, field: 'temperature', direction: 'above' }, 'deviceId'],
      ['offline', { deviceId, minutes: 5 }, 'minutes'],
      ['offline', { deviceId: 'x' }, 'deviceId'],
      ['restore', {}, 'deviceId'],
      ['notify', { channel: 'pigeon', address: 'x' }, 'channel'],
      ['notify', { channel: 'sms', address: 'not a phone' }, 'address'],
      ['notify', { channel: 'email', address: 'not-an-email' }, 'address'],
      ['notify', { channel: 'web' }, 'address'],
    ];
    for (const [path, form, field] of cases) {
      const refused = await post(path, form);
      expect(refused.envelope.status, `${path} ${JSON.stringify(form)}`).toBe(ApiStatus.invalid);
      expect(errorsOf(refused.envelope.data)).toContain(field);
    }
    expect((await get('effects', {})).envelope.status).toBe(ApiStatus.invalid);
    expect((await get('effects', { deviceId: otherCompanyDevice })).envelope.status).toBe(ApiStatus.invalid);
    expect((await get('notification/abc')).envelope.status).toBe(ApiStatus.notFound);
    expect(await countRows(platform, 'qa_actions')).toBe(actions);
    expect(await countRows(platform, 'readings')).toBe(readings);
  });
});
