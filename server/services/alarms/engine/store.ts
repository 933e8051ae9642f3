/**
 * The engine's reads and writes: the devices of a batch, their counters and open alarms before
 * it, and after it only what changed, a few statements a batch (issue 13: ingestion stays
 * ≥ 15,000 readings/s). The frequent writes (counters, an open alarm's last exceeding time) are
 * multi-row statements compiled once (readings/store/multiRow.ts); openings are rarer.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AlarmKind } from '../../../../src/lib/alarms';
import type { AlarmCountersTable, Database, DevicesTable } from '../../../db/schema';
import { MultiRowStatement } from '../../readings/store/multiRow';
import { alarmsChanged } from '../changes';
import { endAlarms } from '../end';
import type { EngineDevice } from './deviceRule';
import { timeoutNotes } from './endNotes';
import { kindsOf, type AlarmState, type CounterState, type Evaluation, type Opening, type PerDevice } from './evaluate';

/** Ids per `in (…)`: well under SQLite's bound-variable limit. */
const IDS_PER_QUERY = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** What the engine reads of a device. */
export const DEVICE_COLUMNS = [
  'id',
  'company_id',
  'organization_id',
  'asset_id',
  'name',
  'temperature_min',
  'temperature_max',
  'humidity_min',
  'humidity_max',
  'offline_minutes',
  'acquisition_period',
  'alarm_enabled',
] as const satisfies ReadonlyArray<keyof DevicesTable>;

export async function loadDevices(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, EngineDevice>> {
  const devices = new Map<number, EngineDevice>();
  for (const part of chunks(ids, IDS_PER_QUERY)) {
    const rows = await db.selectFrom('devices').select(DEVICE_COLUMNS).where('id', 'in', part).execute();
    for (const row of rows) devices.set(row.id, toEngineDevice(row));
  }
  return devices;
}

export function toEngineDevice(row: Pick<Selectable<DevicesTable>, (typeof DEVICE_COLUMNS)[number]>): EngineDevice {
  return {
    id: row.id,
    companyId: row.company_id,
    organizationId: row.organization_id,
    assetId: row.asset_id,
    name: row.name,
    temperatureMin: row.temperature_min,
    temperatureMax: row.temperature_max,
    humidityMin: row.humidity_min,
    humidityMax: row.humidity_max,
    offlineMinutes: row.offline_minutes,
    acquisitionPeriod: row.acquisition_period,
    alarmEnabled: row.alarm_enabled !== 0,
  };
}

export async function loadCounters(db: Kysely<Database>, deviceIds: readonly number[]): Promise<PerDevice<CounterState>> {
  const counters: PerDevice<CounterState> = new Map();
  for (const part of chunks(deviceIds, IDS_PER_QUERY)) {
    const rows = await db.selectFrom('alarm_counters').select(['device_id', 'kind', 'breaches', 'since', 'peak']).where('device_id', 'in', part).execute();
    for (const row of rows)
      kindsOf(counters, row.device_id).set(row.kind, { breaches: row.breaches, since: row.since === null ? null : Number(row.since), peak: row.peak });
  }
  return counters;
}

/** The open alarms of these devices by device and kind (of two of one kind, the newer). */
export async function loadOpenAlarms(db: Kysely<Database>, deviceIds: readonly number[]): Promise<PerDevice<AlarmState>> {
  const open: PerDevice<AlarmState> = new Map();
  for (const part of chunks(deviceIds, IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('alarms')
      .select(['id', 'device_id', 'company_id', 'type', 'level', 'created_at', 'first_exceeded_at', 'last_exceeded_at', 'peak_value', 'threshold'])
      .where('status', '=', 'open')
      .where('device_id', 'in', part)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const createdAt = Number(row.created_at);
      kindsOf(open, row.device_id).set(row.type, {
        id: row.id,
        deviceId: row.device_id,
        companyId: row.company_id,
        kind: row.type as AlarmKind,
        level: row.level,
        createdAt,
        firstExceededAt: row.first_exceeded_at === null ? createdAt : Number(row.first_exceeded_at),
        // an alarm stored without one (seeded before migration 015's columns were filled) exceeded when it opened
        lastExceededAt: row.last_exceeded_at === null ? createdAt : Number(row.last_exceeded_at),
        peak: row.peak_value,
        threshold: row.threshold,
        changed: false,
        endedAt: null,
        opening: null,
      });
    }
  }
  return open;
}

type CounterRow = Omit<AlarmCountersTable, 'breaches'> & { breaches: number };

const COUNTER_COLUMNS = ['device_id', 'kind', 'breaches', 'since', 'peak', 'updated_at'] as const satisfies ReadonlyArray<keyof CounterRow>;

const upsertCounters = new MultiRowStatement<CounterRow>(COUNTER_COLUMNS, 200, (db, rows) =>
  db
    .insertInto('alarm_counters')
    .values(MultiRowStatement.placeholders<CounterRow>(COUNTER_COLUMNS, rows))
    .onConflict((oc) =>
      oc.columns(['device_id', 'kind']).doUpdateSet((eb) => ({
        breaches: eb.ref('excluded.breaches'),
        since: eb.ref('excluded.since'),
        peak: eb.ref('excluded.peak'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    ),
);

/** An open alarm's exceeding moved: the columns an insert needs, so that one upsert statement updates many. */
interface MovedRow {
  id: number;
  device_id: number;
  type: string;
  level: number;
  created_at: number;
  company_id: number;
  last_exceeded_at: number;
  peak_value: number | null;
}

const MOVED_COLUMNS = ['id', 'device_id', 'type', 'level', 'created_at', 'company_id', 'last_exceeded_at', 'peak_value'] as const satisfies ReadonlyArray<
  keyof MovedRow
>;

// every id exists: the insert never happens, the conflict's update does
const moveAlarms = new MultiRowStatement<MovedRow>(MOVED_COLUMNS, 200, (db, rows) =>
  db
    .insertInto('alarms')
    .values(MultiRowStatement.placeholders<MovedRow>(MOVED_COLUMNS, rows))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        last_exceeded_at: eb.ref('excluded.last_exceeded_at'),
        peak_value: eb.ref('excluded.peak_value'),
      })),
    ),
);

/** An alarm opened by a batch or a sweep, as stored: what the 0003 and the caller need. */
export interface OpenedAlarm {
  id: number;
  device_id: number;
  device_name: string;
  type: string;
  level: number;
  created_at: number;
  first_exceeded_at: number;
  peak_value: number | null;
  threshold: number | null;
  company_id: number;
  organization_id: number;
  source: Opening['source'];
}

const OPENINGS_PER_INSERT = 50;

/** Stores new alarms (their `id` is set) with their 'opened' timeline entries; returns them as stored. */
export async function insertAlarms(db: Kysely<Database>, alarms: readonly AlarmState[]): Promise<OpenedAlarm[]> {
  const stored: OpenedAlarm[] = [];
  for (const part of chunks(alarms, OPENINGS_PER_INSERT)) {
    const rows = part.map((alarm) => {
      const opening = alarm.opening!;
      return {
        device_id: alarm.deviceId,
        type: alarm.kind,
        level: alarm.level,
        status: 'open' as const,
        created_at: alarm.createdAt,
        company_id: alarm.companyId,
        rule_id: opening.ruleId,
        graded_alarm_id: opening.gradedAlarmId,
        organization_id: opening.organizationId,
        source: opening.source,
        first_exceeded_at: alarm.firstExceededAt,
        last_exceeded_at: alarm.lastExceededAt,
        peak_value: alarm.peak,
        threshold: alarm.threshold,
        level_at: alarm.createdAt,
      };
    });
    const ids = await db.insertInto('alarms').values(rows).returning(['id', 'device_id', 'type', 'created_at']).execute();
    // RETURNING promises no order: matched by (device, kind, opening time), unique among openings
    const idOf = new Map(ids.map((row) => [`${row.device_id}:${row.type}:${Number(row.created_at)}`, row.id]));
    const added = part.map((alarm, i): OpenedAlarm => {
      alarm.id = idOf.get(`${alarm.deviceId}:${alarm.kind}:${alarm.createdAt}`)!;
      const { device_id, type, level, created_at, first_exceeded_at, peak_value, threshold, company_id, organization_id, source } = rows[i]!;
      return {
        id: alarm.id,
        device_id,
        device_name: alarm.opening!.deviceName,
        type,
        level,
        created_at,
        first_exceeded_at,
        peak_value,
        threshold,
        company_id,
        organization_id,
        source,
      };
    });
    await db
      .insertInto('alarm_events')
      .values(
        part.map((alarm) => ({
          alarm_id: alarm.id!,
          company_id: alarm.companyId,
          ts: alarm.createdAt,
          kind: 'opened',
          level: alarm.level,
          actor_id: null,
          detail: JSON.stringify({
            source: alarm.opening!.source,
            ruleId: alarm.opening!.ruleId,
            value: alarm.opening!.value,
            threshold: alarm.threshold,
            firstExceededAt: alarm.firstExceededAt,
          }),
        })),
      )
      .execute();
    stored.push(...added);
  }
  alarmsChanged(db, stored);
  return stored;
}

/**
 * Stores an evaluation: new alarms, the exceeding of open ones, the data timeouts found (through
 * endAlarms) and the changed counters. Returns the alarms it opened that are still open.
 */
export async function writeEvaluation(db: Kysely<Database>, evaluation: Evaluation, nowUnix: number): Promise<OpenedAlarm[]> {
  const opened = await insertAlarms(
    db,
    evaluation.alarms.filter((alarm) => alarm.id === null),
  );
  const moved = evaluation.alarms.filter((alarm) => alarm.changed && !alarm.opening);
  await moveAlarms.execute(
    db,
    moved.map((alarm) => ({
      id: alarm.id!,
      device_id: alarm.deviceId,
      type: alarm.kind,
      level: alarm.level,
      created_at: alarm.createdAt,
      company_id: alarm.companyId,
      last_exceeded_at: alarm.lastExceededAt,
      peak_value: alarm.peak,
    })),
  );
  const timedOut = evaluation.alarms.filter((alarm) => alarm.endedAt !== null);
  const ended = new Map(timedOut.map((alarm) => [alarm.id!, alarm.endedAt!]));
  const notes = await timeoutNotes(
    db,
    timedOut.map((alarm) => ({ id: alarm.id!, deviceId: alarm.deviceId, kind: alarm.kind, lastExceededAt: alarm.lastExceededAt, endedAt: alarm.endedAt! })),
  );
  if (ended.size)
    await endAlarms(db, { ids: [...ended.keys()], reason: 'dataTimeout', actor: null, endedAt: (alarm) => ended.get(alarm.id) ?? nowUnix, notes });
  await upsertCounters.execute(
    db,
    evaluation.counters.map(({ deviceId, kind, state }) => ({
      device_id: deviceId,
      kind,
      breaches: state.breaches,
      since: state.since,
      peak: state.peak,
      updated_at: nowUnix,
    })),
  );
  return opened.filter((alarm) => !ended.has(alarm.id));
}
