/**
 * Seeded alarms come from data (issue 26 §1): on a freshly seeded database every alarm was opened
 * by the rule engine from stored readings, with its peak and limit, and the readings beyond the limit
 * are there at its first exceeding time; the peak is the furthest of them (computed here from the
 * readings). The same holds once the simulator has filled its history. The history has acknowledged,
 * closed, back-in-range and silent ends, and the silent ones end as such at the first sweep.
 */
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { MEMORY } from '../../config';
import { FIELD_OF_KIND, READING_KINDS, type ReadingKind } from '../../services/alarms/engine/judge';
import type { Database } from '../schema';
import { ALARM_HISTORY_DAYS, plannedEndings, type Ending } from './alarmHistoryPlan';
import { DEVICE_COUNT } from './monitoring';

const DAY = 86_400;
const isReadingKind = (kind: string): kind is ReadingKind => (READING_KINDS as readonly string[]).includes(kind);
const VALUE_KINDS = new Set<string>(['temperature_high', 'temperature_low', 'humidity_high', 'humidity_low', 'battery_low']);

/** Beyond the alarm's limit, as the engine judges (judge.ts): above a high limit, below a low one, a battery at or below, a switch at its value. */
function beyond(kind: ReadingKind, value: number, threshold: number | null): boolean {
  if (kind === 'power_off') return value === 0;
  if (kind === 'unplugged') return value === 1;
  if (kind === 'battery_low') return value <= threshold!;
  return kind.endsWith('_high') ? value > threshold! : value < threshold!;
}

/** Checks every alarm of a reading kind of the first company against the readings; returns them. */
async function expectEvidence(db: Kysely<Database>) {
  const alarms = await db.selectFrom('alarms').selectAll().where('company_id', '=', 1).orderBy('id').execute();
  for (const alarm of alarms) {
    if (!isReadingKind(alarm.type)) continue;
    const field = FIELD_OF_KIND[alarm.type];
    const what = `alarm ${alarm.id} (${alarm.type}, device ${alarm.device_id})`;
    if (VALUE_KINDS.has(alarm.type)) {
      expect(alarm.peak_value, what).not.toBeNull();
      expect(alarm.threshold, what).not.toBeNull();
    }
    const at = await db
      .selectFrom('readings')
      .select(field)
      .where('device_id', '=', alarm.device_id)
      .where('ts', '=', alarm.first_exceeded_at!)
      .executeTakeFirst();
    expect(at, `${what}: a reading at its first exceeding time`).toBeDefined();
    expect(beyond(alarm.type, Number(at![field]), alarm.threshold), `${what}: beyond its limit then`).toBe(true);
    // the peak: the furthest breach between its first and last exceeding time, from the readings
    if (VALUE_KINDS.has(alarm.type)) expect(alarm.peak_value, `${what}: its peak`).toBe(await furthestOf(db, alarm, alarm.last_exceeded_at!));
  }
  return alarms;
}

/** The furthest breach of an alarm's readings from its first exceeding time to `until`, computed from the readings. */
async function furthestOf(
  db: Kysely<Database>,
  alarm: { type: string; device_id: number; first_exceeded_at: number | null; threshold: number | null },
  until: number,
) {
  const kind = alarm.type as ReadingKind;
  const field = FIELD_OF_KIND[kind];
  const run = await db
    .selectFrom('readings')
    .select(field)
    .where('device_id', '=', alarm.device_id)
    .where('ts', '>=', alarm.first_exceeded_at!)
    .where('ts', '<=', until)
    .where(field, 'is not', null)
    .execute();
  const breaches = run.map((row) => Number(row[field])).filter((value) => beyond(kind, value, alarm.threshold));
  return kind.endsWith('_high') ? Math.max(...breaches) : Math.min(...breaches);
}

describe('the seeded alarms', { timeout: 60_000 }, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('were all opened by the engine from seeded readings, with their evidence (SIMULATOR=false)', async () => {
    app = await buildApp({ dataDir: MEMORY, alarmSweepSeconds: 3600 });
    const now = app.nowUnix();
    const alarms = await expectEvidence(app.db);
    const endings = plannedEndings(DEVICE_COUNT);
    expect(alarms).toHaveLength(endings.length);
    for (const alarm of alarms) {
      expect(alarm.source).toBe('history');
      expect(alarm.created_at).toBeGreaterThanOrEqual(now - ALARM_HISTORY_DAYS[1] * DAY);
      expect(alarm.created_at).toBeLessThan(now - 7 * DAY);
      const opened = await app.db
        .selectFrom('alarm_events')
        .select('detail')
        .where('alarm_id', '=', alarm.id)
        .where('kind', '=', 'opened')
        .executeTakeFirstOrThrow();
      // the value it opened with: the furthest of its run up to then (the peak may have grown since)
      const openedWith = VALUE_KINDS.has(alarm.type) ? await furthestOf(app.db, alarm, alarm.created_at) : null;
      expect(JSON.parse(opened.detail)).toEqual({
        source: 'history',
        ruleId: alarm.rule_id,
        value: openedWith,
        threshold: alarm.threshold,
        firstExceededAt: alarm.first_exceeded_at,
      });
    }
    expect(new Set(alarms.map((a) => a.type)).size).toBeGreaterThanOrEqual(5);

    // what people did, and how the others ended
    const count = (ending: Ending) => endings.filter((e) => e === ending).length;
    const closedByHand = alarms.filter((a) => a.end_reason === 'manual');
    expect(closedByHand).toHaveLength(count('closed'));
    for (const alarm of closedByHand) {
      expect(alarm).toMatchObject({ status: 'closed', handling: 'processed', ended_by_name: 'admin0001' });
      expect(alarm.close_comment).not.toBe('');
      expect(alarm.ended_at!).toBeGreaterThan(alarm.last_exceeded_at!);
    }
    const acknowledged = alarms.filter((a) => a.acknowledged_at !== null);
    expect(acknowledged).toHaveLength(count('acknowledged'));
    for (const alarm of acknowledged) {
      expect(alarm.solution_id).not.toBeNull();
      expect(alarm.acknowledged_at!).toBeGreaterThan(alarm.created_at);
      expect(alarm.acknowledged_at!).toBeLessThan(alarm.ended_at!);
      expect(alarm).toMatchObject({ status: 'closed', end_reason: 'dataTimeout', end_detail: 'backInRange' });
    }
    expect(alarms.filter((a) => a.end_detail === 'backInRange' && a.acknowledged_at === null)).toHaveLength(count('backInRange'));
    // the silent ones are open until the first sweep, which ends them as silent
    const open = alarms.filter((a) => a.status === 'open');
    expect(open).toHaveLength(count('silent'));
    await app.alarmEngine.sweep();
    const swept = await app.db
      .selectFrom('alarms')
      .selectAll()
      .where(
        'id',
        'in',
        open.map((a) => a.id),
      )
      .execute();
    expect(swept.every((a) => a.status === 'closed' && a.end_reason === 'dataTimeout' && a.end_detail === 'silent')).toBe(true);
    // and nothing else opened: the devices of the seeded readings were never heard from live
    expect(await app.db.selectFrom('alarms').select('id').where('status', '=', 'open').execute()).toEqual([]);
  });

  it('keep their evidence once the simulator has filled its history, and so do the alarms it made', async () => {
    app = await buildApp({ dataDir: MEMORY, alarmSweepSeconds: 3600, simDevices: 28, simHistoryDays: 1, simSeed: 7 });
    await app.simulator.backfill();
    await app.alarmEngine.sweep();
    const alarms = await expectEvidence(app.db);
    expect(alarms.length).toBeGreaterThan(plannedEndings(DEVICE_COUNT).length);
  });
});
