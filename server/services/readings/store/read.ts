/**
 * The read side of the readings storage: a device's readings over a range (in time order, whole,
 * cut, its newest, or in keyset pages for streaming), their count, and the monitor's query joining devices to
 * their latest state. Portable SQL (Kysely, CASE, LIKE … ESCAPE, a recursive CTE): nothing
 * SQLite-only, so that PostgreSQL can serve it unchanged.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { LOW_BATTERY_PERCENT, MIN_OFFLINE_MINUTES, MONITOR_STATES, type MonitorState, type ReadingField } from '../../../../src/lib/readings';
import type { Database, ReadingValues } from '../../../db/schema';
import type { StoredReading } from '../chart';

type Db = Kysely<Database>;

/** Both ends included, unix seconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** Rows a keyset page of an export reads: enough to keep round trips rare, few enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 5000;

function rangeQuery(db: Db, deviceId: number, span: TimeSpan, fields: readonly ReadingField[]) {
  return db
    .selectFrom('readings')
    .select(['ts', ...fields])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', span.start)
    .where('ts', '<=', span.end);
}

/** The device's readings of the span in time order, the first `limit` only when given. */
export async function readReadings(db: Db, deviceId: number, span: TimeSpan, fields: readonly ReadingField[], limit?: number): Promise<StoredReading[]> {
  let query = rangeQuery(db, deviceId, span, fields).orderBy('ts');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()) as StoredReading[];
}

/** The device's newest `limit` readings of the span, newest first: spec §5's 100 rows are the newest of the range (issue 26 §3). */
export async function newestReadings(db: Db, deviceId: number, span: TimeSpan, fields: readonly ReadingField[], limit: number): Promise<StoredReading[]> {
  return (await rangeQuery(db, deviceId, span, fields).orderBy('ts', 'desc').limit(limit).execute()) as StoredReading[];
}

export async function countReadings(db: Db, deviceId: number, span: TimeSpan): Promise<number> {
  const row = await db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('device_id', '=', deviceId)
    .where('ts', '>=', span.start)
    .where('ts', '<=', span.end)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The span's readings in pages of `pageSize`, each page starting after the last one's time (keyset: no OFFSET scan). */
export async function* readingPages(db: Db, deviceId: number, span: TimeSpan, fields: readonly ReadingField[], pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<StoredReading[]> {
  let after: number | null = null;
  for (;;) {
    let query = rangeQuery(db, deviceId, span, fields);
    if (after !== null) query = query.where('ts', '>', after);
    const rows = (await query.orderBy('ts').limit(pageSize).execute()) as StoredReading[];
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    after = Number(rows[rows.length - 1]!.ts);
  }
}

/** `organizationId` and every organization under it, within the company. */
export async function organizationSubtree(db: Db, companyId: number, organizationId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', organizationId)
        .where('company_id', '=', companyId)
        .unionAll((eb) => eb.selectFrom('organizations').innerJoin('tree', 'tree.id', 'organizations.parent_id').select('organizations.id')),
    )
    .selectFrom('tree')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

export interface MonitorFilter {
  companyId: number;
  /** part of the name or the number */
  q?: string;
  /** devices of these organizations (an organization and its subtree) */
  organizationIds?: readonly number[];
  type?: string;
  /** devices fitted to these assets ([]: none) */
  assetIds?: readonly number[];
  /** these devices only ([]: none): the devices placed on a floor plan (routes/floorplan) */
  deviceIds?: readonly number[];
  state?: MonitorState;
  page: number;
  limit: number;
}

/** A device with its latest state, as the monitor query reads it. */
export interface MonitorDbRow extends ReadingValues {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  organization_id: number;
  asset_id: number | null;
  temperature_min: number | null;
  temperature_max: number | null;
  humidity_min: number | null;
  humidity_max: number | null;
  /** null: no reading ever */
  ts: number | null;
  last_seen: number | null;
  online: number;
  state: MonitorState;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** src/lib/readings.ts offlineAfterSeconds of the device `d` in SQL (CASE, not max(): PostgreSQL's is GREATEST). */
export function offlineAfterSql(): RawBuilder<number> {
  const minutes = sql`(case when d.offline_minutes < ${MIN_OFFLINE_MINUTES} then ${MIN_OFFLINE_MINUTES} else d.offline_minutes end)`;
  return sql<number>`(case when ${minutes} * 60 < d.acquisition_period then d.acquisition_period else ${minutes} * 60 end)`;
}

/**
 * src/lib/readings.ts isOnline in SQL: heard from within max(max(10, offline_minutes) minutes,
 * one acquisition period) of now.
 */
export function onlineSql(nowUnix: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(s.last_seen is not null and s.last_seen + ${offlineAfterSql()} >= ${nowUnix})`;
}

/**
 * src/lib/readings.ts monitorState in SQL, so that filtering and paging by state stay exact: offline
 * first, then a value outside its thresholds (a null on either side compares to null: no
 * excursion), then a low battery.
 */
export function stateSql(online: RawBuilder<SqlBool>): RawBuilder<MonitorState> {
  return sql<MonitorState>`case
    when not ${online} then 'offline'
    when s.temperature < d.temperature_min or s.temperature > d.temperature_max
      or s.humidity < d.humidity_min or s.humidity > d.humidity_max then 'exceeding'
    when s.battery <= ${LOW_BATTERY_PERCENT} then 'lowBattery'
    else 'normal' end`;
}

/** What the device pages filter on: the company, a text in the name or number, organizations, a type. */
export interface DeviceFilter {
  companyId: number;
  q?: string;
  /** none matches an empty list */
  organizationIds?: readonly number[];
  type?: string;
}

/** The conditions of a DeviceFilter over `devices as d`. */
export function deviceConditions(filter: DeviceFilter): Array<RawBuilder<SqlBool>> {
  const conditions = [sql<SqlBool>`d.company_id = ${filter.companyId}`];
  const text = filter.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    conditions.push(sql<SqlBool>`(lower(d.name) like ${pattern} escape '\\' or d.number like ${pattern} escape '\\')`);
  }
  const ids = filter.organizationIds;
  if (ids) conditions.push(ids.length ? sql<SqlBool>`d.organization_id in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`);
  if (filter.type) conditions.push(sql<SqlBool>`d.type = ${filter.type}`);
  return conditions;
}

function monitorBase(db: Db, filter: MonitorFilter, nowUnix: number) {
  const online = onlineSql(nowUnix);
  let query = db
    .selectFrom('devices as d')
    .leftJoin('device_state as s', 's.device_id', 'd.id')
    .select([
      'd.id',
      'd.number',
      'd.name',
      'd.type',
      'd.model',
      'd.organization_id',
      'd.asset_id',
      'd.temperature_min',
      'd.temperature_max',
      'd.humidity_min',
      'd.humidity_max',
      's.ts',
      's.last_seen',
      's.temperature',
      's.humidity',
      's.battery',
      's.signal',
      's.power',
      's.lat',
      's.lng',
      's.pressure',
      's.light',
      's.o2',
      's.co2',
      's.shake',
      's.door',
      sql<number>`case when ${online} then 1 else 0 end`.as('online'),
      stateSql(online).as('state'),
    ]);
  for (const condition of deviceConditions(filter)) query = query.where(condition);
  if (filter.assetIds) query = filter.assetIds.length ? query.where('d.asset_id', 'in', filter.assetIds) : query.where(sql<SqlBool>`1 = 0`);
  if (filter.deviceIds) query = filter.deviceIds.length ? query.where('d.id', 'in', filter.deviceIds) : query.where(sql<SqlBool>`1 = 0`);
  return query;
}

export interface MonitorResult {
  rows: MonitorDbRow[];
  total: number;
  counts: Record<MonitorState, number>;
}

/** One page of the company's devices with their state, ordered by number; counts per state under the filters but the state. */
export async function monitorRows(db: Db, filter: MonitorFilter, nowUnix: number): Promise<MonitorResult> {
  const base = monitorBase(db, filter, nowUnix);
  const grouped = await db
    .selectFrom(base.as('m'))
    .select(['m.state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('m.state')
    .execute();
  const counts = Object.fromEntries(MONITOR_STATES.map((state) => [state, 0])) as Record<MonitorState, number>;
  for (const row of grouped) counts[row.state] = Number(row.n);

  let page = db.selectFrom(base.as('m')).selectAll();
  if (filter.state) page = page.where('m.state', '=', filter.state);
  const rows = await page
    .orderBy('m.number')
    .orderBy('m.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  const total = filter.state ? counts[filter.state] : MONITOR_STATES.reduce((sum, state) => sum + counts[state], 0);
  return { rows: rows as MonitorDbRow[], total, counts };
}
