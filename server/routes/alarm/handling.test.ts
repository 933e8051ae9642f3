import type { Kysely } from 'kysely';
import { ALARM_BULK_MAX, type BulkResult } from '../../../src/lib/alarms';
import { ApiStatus } from '../../../src/lib/contract';
import { countRows, createTestPlatform, loginAs, signedInject, type TestPlatform, type TestSession } from '../../../test/support/testPlatform';
import { alarmWorld, insertAlarm, insertRecord, nowOf, type AlarmWorld } from '../../../test/support/alarmWorld';
import { refuseInserts } from '../../../test/support/refuseWrites';
import { HANDLING_CODE } from './access';

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

type Action = 'acknowledge' | 'close' | 'snooze';
const post = (action: Action, json: Record<string, unknown>, session = admin, lang = 'en') =>
  signedInject<BulkResult>(platform, { method: 'POST', url: `/alarm/${action}`, json, session, lang });

const alarmOf = (id: number) => platform.app.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: number) => platform.app.db.selectFrom('alarm_events').select(['kind', 'ts', 'actor_name', 'detail']).where('alarm_id', '=', id).orderBy('id').execute();
const errorsOf = (envelope: { data?: unknown }) => (envelope.data as { errors: Record<string, string> }).errors;
/** a valid body of each action for these ids */
const bodyFor = (action: Action, ids: number[]) => (action === 'close' ? { ids, reason: 'r' } : action === 'snooze' ? { ids, minutes: 15 } : { ids, comment: 'c' });

describe('POST /alarm/acknowledge', () => {
  it('acknowledges open alarms with a typed comment, skipping the closed, the acknowledged and the unknown', async () => {
    const open = await insertAlarm(platform, world.insideDevice);
    const other = await insertAlarm(platform, world.outsideDevice);
    const closed = await insertAlarm(platform, world.insideDevice, { status: 'closed' });
    const already = await insertAlarm(platform, world.insideDevice, { acknowledged_at: nowOf(platform) - 5, handling: 'processed' });
    const { envelope } = await post('acknowledge', { ids: [open, closed, already, 99_999_999, other], comment: '  door left open  ' });
    expect(envelope.status).toBe(ApiStatus.ok);
    expect(envelope.data).toEqual({
      done: [open, other],
      skipped: [
        { id: closed, reason: 'closed' },
        { id: already, reason: 'alreadyAcknowledged' },
        { id: 99_999_999, reason: 'notFound' },
      ],
    });
    const now = nowOf(platform);
    expect(await alarmOf(open)).toMatchObject({
      status: 'open',
      handling: 'processed',
      acknowledged_at: now,
      acknowledged_by_name: 'admin0001',
      ack_comment: 'door left open',
      solution_id: null,
    });
    expect((await alarmOf(open)).acknowledged_by).toEqual(expect.any(Number));
    expect((await eventsOf(open)).map((e) => [e.kind, e.ts, e.actor_name, JSON.parse(e.detail)])).toEqual([
      ['acknowledged', now, 'admin0001', {}],
      ['comment', now, 'admin0001', { comment: 'door left open' }],
    ]);
    // a skipped one is untouched
    expect(await eventsOf(closed)).toEqual([]);
    expect((await alarmOf(closed)).acknowledged_at).toBeNull();
  });

  it("takes a handling solution's content as the comment when none is typed, and records the solution", async () => {
    const solution = await insertRecord(platform, 'triggerDealSolution', world.companyId, { name: 'Moved stock', content: 'Moved the stock to the backup fridge' });
    const picked = await insertAlarm(platform, world.insideDevice);
    const typed = await insertAlarm(platform, world.insideDevice);
    await post('acknowledge', { ids: [picked], solutionId: solution });
    await post('acknowledge', { ids: [typed], solutionId: solution, comment: 'Called the driver' });
    expect(await alarmOf(picked)).toMatchObject({ ack_comment: 'Moved the stock to the backup fridge', solution_id: solution });
    expect(await alarmOf(typed)).toMatchObject({ ack_comment: 'Called the driver', solution_id: solution });
    expect(JSON.parse((await eventsOf(picked))[0]!.detail)).toEqual({ solutionId: solution, solutionName: 'Moved stock' });
  });

  it('needs a comment or a solution: neither, or a blank comment, is refused at the comment', async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    for (const body of [{ ids: [id] }, { ids: [id], comment: '   ' }]) {
      const { statusCode, envelope } = await post('acknowledge', body);
      expect(statusCode).toBe(422);
      expect(errorsOf(envelope)).toEqual({ comment: 'This field is required' });
    }
    expect((await alarmOf(id)).acknowledged_at).toBeNull();
  });

  it("refuses another company's solution and a missing one like a wrong reference, writing nothing", async () => {
    const foreign = await insertRecord(platform, 'triggerDealSolution', world.secondCompanyId, { name: 'Theirs', content: 'x' });
    const notASolution = await insertRecord(platform, 'alarmRule', world.companyId, { name: 'A rule' });
    const id = await insertAlarm(platform, world.insideDevice);
    const events = await countRows(platform, 'alarm_events');
    for (const solutionId of [foreign, notASolution, 99_999_999]) {
      const { statusCode, envelope } = await post('acknowledge', { ids: [id], solutionId });
      expect(statusCode).toBe(422);
      expect(errorsOf(envelope)).toEqual({ solutionId: 'Refers to something that does not exist or that you cannot see' });
    }
    expect(await countRows(platform, 'alarm_events')).toBe(events);
    expect((await alarmOf(id)).acknowledged_at).toBeNull();
  });

  it('refuses wrong bodies naming the field: types, missing, empty, too many, repeated, unknown, too long', async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ comment: 'c' }, { ids: 'This field is required' }],
      [{ ids: 'x', comment: 'c' }, { ids: 'Must be a list' }],
      [{ ids: [], comment: 'c' }, { ids: expect.stringContaining('1') as unknown as string }],
      [{ ids: ['a'], comment: 'c' }, { ids: 'Must be an integer' }],
      [{ ids: [0], comment: 'c' }, { ids: expect.any(String) as unknown as string }],
      [{ ids: Array.from({ length: ALARM_BULK_MAX + 1 }, (_, i) => i + 1), comment: 'c' }, { ids: expect.stringContaining(String(ALARM_BULK_MAX)) as unknown as string }],
      [{ ids: [id, id], comment: 'c' }, { ids: expect.any(String) as unknown as string }],
      [{ ids: [id], comment: 'x'.repeat(501) }, { comment: expect.stringContaining('500') as unknown as string }],
      [{ ids: [id], comment: 5 }, { comment: 'Must be text' }],
      [{ ids: [id], solutionId: 'one' }, { solutionId: 'Must be an integer' }],
      [{ ids: [id], comment: 'c', extra: 1 }, { extra: expect.any(String) as unknown as string }],
    ];
    for (const [body, errors] of cases) {
      const { statusCode, envelope } = await post('acknowledge', body);
      expect(statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(errorsOf(envelope)).toEqual(errors);
    }
    expect((await alarmOf(id)).acknowledged_at).toBeNull();
  });

  it('is refused to operator01, which lacks alarmhistory_edit', async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    for (const action of ['acknowledge', 'close', 'snooze'] as const) {
      const { statusCode, envelope } = await post(action, bodyFor(action, [id]), operator);
      expect(statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.forbidden);
    }
    expect((await alarmOf(id)).handling).toBe('unprocessed');
  });

  it("leaves another company's alarms alone: admin0002 gets notFound for each", async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    for (const action of ['acknowledge', 'close', 'snooze'] as const) {
      const { envelope } = await post(action, bodyFor(action, [id]), secondAdmin);
      expect(envelope.data).toEqual({ done: [], skipped: [{ id, reason: 'notFound' }] });
    }
    expect(await alarmOf(id)).toMatchObject({ status: 'open', handling: 'unprocessed', snoozed_until: null });
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('POST /alarm/close', () => {
  it('ends open alarms manually with the reason, by the user, now', async () => {
    const open = await insertAlarm(platform, world.insideDevice);
    const closed = await insertAlarm(platform, world.insideDevice, { status: 'closed' });
    const { envelope } = await post('close', { ids: [open, closed], reason: ' Probe moved ' });
    expect(envelope.data).toEqual({ done: [open], skipped: [{ id: closed, reason: 'closed' }] });
    const now = nowOf(platform);
    expect(await alarmOf(open)).toMatchObject({ status: 'closed', end_reason: 'manual', ended_at: now, ended_by_name: 'admin0001', close_comment: 'Probe moved', handling: 'processed' });
    expect((await eventsOf(open)).map((e) => [e.kind, JSON.parse(e.detail)])).toEqual([['ended', { reason: 'manual', comment: 'Probe moved' }]]);
  });

  it('requires a reason of at most 500 characters', async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    for (const [body, field] of [
      [{ ids: [id] }, 'reason'],
      [{ ids: [id], reason: '' }, 'reason'],
      [{ ids: [id], reason: '   ' }, 'reason'],
      [{ ids: [id], reason: 'x'.repeat(501) }, 'reason'],
      [{ ids: [id], reason: 7 }, 'reason'],
      [{ reason: 'r' }, 'ids'],
      [{ ids: [id], reason: 'r', comment: 'no' }, 'comment'],
    ] as const) {
      const { statusCode, envelope } = await post('close', body);
      expect(statusCode).toBe(422);
      expect(Object.keys(errorsOf(envelope))).toEqual([field]);
    }
    expect((await alarmOf(id)).status).toBe('open');
  });
});

describe('POST /alarm/snooze', () => {
  it('silences open alarms for one of the offered durations', async () => {
    const open = await insertAlarm(platform, world.insideDevice, { acknowledged_at: nowOf(platform), handling: 'processed' });
    const closed = await insertAlarm(platform, world.insideDevice, { status: 'closed' });
    const { envelope } = await post('snooze', { ids: [closed, open], minutes: 30 });
    expect(envelope.data).toEqual({ done: [open], skipped: [{ id: closed, reason: 'closed' }] });
    const until = nowOf(platform) + 30 * 60;
    expect((await alarmOf(open)).snoozed_until).toBe(until);
    expect((await eventsOf(open)).map((e) => [e.kind, JSON.parse(e.detail)])).toEqual([['snoozed', { minutes: 30, until }]]);
  });

  it('refuses minutes outside SNOOZE_CHOICES_MINUTES and of the wrong type', async () => {
    const id = await insertAlarm(platform, world.insideDevice);
    for (const minutes of [7, 0, -15, '15', 15.5, null]) {
      const { statusCode, envelope } = await post('snooze', { ids: [id], minutes });
      expect(statusCode).toBe(422);
      expect(Object.keys(errorsOf(envelope))).toEqual(['minutes']);
    }
    expect((await post('snooze', { ids: [id] })).statusCode).toBe(422);
    expect((await alarmOf(id)).snoozed_until).toBeNull();
  });
});

describe('one transaction per request', () => {
  it('writes nothing of a bulk close when one alarm of it cannot be written', async () => {
    const first = await insertAlarm(platform, world.insideDevice);
    const second = await insertAlarm(platform, world.insideDevice);
    // the storage refuses the second alarm's timeline entry, after the first alarm was ended
    const allow = await refuseInserts(platform.app.db as Kysely<unknown>, 'alarm_events', `new.alarm_id = ${Number(second)}`);
    try {
      const { statusCode } = await post('close', { ids: [first, second], reason: 'both' });
      expect(statusCode).toBe(500);
      expect(await alarmOf(first)).toMatchObject({ status: 'open', ended_at: null, handling: 'unprocessed' });
      expect(await eventsOf(first)).toEqual([]);
    } finally {
      await allow();
    }
  });
});

describe('operator01 with the edit code handles only its organizations', () => {
  beforeAll(async () => {
    const role = await platform.app.db.selectFrom('roles').select('id').where('name', '=', 'operator').where('company_id', '=', world.companyId).executeTakeFirstOrThrow();
    const code = await platform.app.db.selectFrom('operations').select('id').where('code', '=', HANDLING_CODE).executeTakeFirstOrThrow();
    await platform.app.db.insertInto('role_operations').values({ role_id: role.id, operation_id: code.id }).execute();
  });

  it('acknowledges an alarm of its organization and skips one of another as not found', async () => {
    const inside = await insertAlarm(platform, world.insideDevice);
    const outside = await insertAlarm(platform, world.outsideDevice);
    const { envelope } = await post('acknowledge', { ids: [inside, outside], comment: 'seen' }, operator);
    expect(envelope.data).toEqual({ done: [inside], skipped: [{ id: outside, reason: 'notFound' }] });
    expect((await alarmOf(outside)).acknowledged_at).toBeNull();
    const closing = await post('close', { ids: [outside], reason: 'not mine' }, operator);
    expect(closing.envelope.data).toEqual({ done: [], skipped: [{ id: outside, reason: 'notFound' }] });
    expect((await alarmOf(outside)).status).toBe('open');
  });
});
