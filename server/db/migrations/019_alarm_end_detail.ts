/**
 * What a data timeout means (issue 26, src/lib/alarmEnds.ts): `alarms.end_detail` ('backInRange',
 * 'backOnline' or 'silent') and `end_minutes` (the timeout the alarm waited), also added to the
 * `ended` timeline entry's detail. Ends stored before get theirs where the readings still tell:
 * readings of the alarm's field after its last exceeding time and up to its end → back in range
 * (an offline alarm: back online); none, while the readings of its exceeding are still there → the
 * device went silent; else (readings pruned, an alarm with no readings at all) nothing, and the
 * pages show the plain "Data timeout". Self-contained SQL: the engine's code may change later.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** The reading column an alarm kind is judged on; offline: any reading. */
const FIELD_OF_KIND: Readonly<Record<string, string | null>> = {
  temperature_high: 'temperature',
  temperature_low: 'temperature',
  humidity_high: 'humidity',
  humidity_low: 'humidity',
  battery_low: 'battery',
  power_off: 'power',
  unplugged: 'door',
  offline: null,
};

interface Ended {
  id: number;
  device_id: number;
  type: string;
  created_at: number | string;
  first_exceeded_at: number | string | null;
  last_exceeded_at: number | string | null;
  ended_at: number | string;
}

async function anyReading(db: Kysely<unknown>, deviceId: number, field: string | null, from: RawBuilder<unknown>, to: number): Promise<boolean> {
  const measured = field === null ? sql`` : sql` and ${sql.ref(field)} is not null`;
  const { rows } = await sql<{ ts: number }>`select ts from readings where device_id = ${deviceId} and ${from} and ts <= ${to}${measured} limit 1`.execute(db);
  return rows.length > 0;
}

/** Gives the data-timeout ends without a detail theirs where the readings tell; returns how many. */
export async function deriveEndDetails(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<Ended>`
    select id, device_id, type, created_at, first_exceeded_at, last_exceeded_at, ended_at from alarms
    where end_reason = 'dataTimeout' and end_detail is null and ended_at is not null`.execute(db);
  let derived = 0;
  for (const alarm of rows) {
    if (!(alarm.type in FIELD_OF_KIND)) continue;
    const field = FIELD_OF_KIND[alarm.type]!;
    const first = Number(alarm.first_exceeded_at ?? alarm.created_at);
    const last = Number(alarm.last_exceeded_at ?? alarm.created_at);
    const ended = Number(alarm.ended_at);
    let detail: string | null = null;
    if (await anyReading(db, alarm.device_id, field, sql`ts > ${last}`, ended)) detail = field === null ? 'backOnline' : 'backInRange';
    else if (field !== null && (await anyReading(db, alarm.device_id, field, sql`ts >= ${first}`, last))) detail = 'silent';
    if (detail === null) continue;
    const minutes = Math.max(0, Math.round((ended - last) / 60));
    await sql`update alarms set end_detail = ${detail}, end_minutes = ${minutes} where id = ${alarm.id}`.execute(db);
    const events = await sql<{ id: number; detail: string }>`select id, detail from alarm_events where alarm_id = ${alarm.id} and kind = 'ended'`.execute(db);
    for (const event of events.rows) {
      let before: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(event.detail);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) before = parsed as Record<string, unknown>;
      } catch {
        // a detail that is not JSON is replaced
      }
      await sql`update alarm_events set detail = ${JSON.stringify({ ...before, detail, minutes })} where id = ${event.id}`.execute(db);
    }
    derived += 1;
  }
  return derived;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alarms').addColumn('end_detail', 'text').execute();
  await db.schema.alterTable('alarms').addColumn('end_minutes', 'integer').execute();
  await deriveEndDetails(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alarms').dropColumn('end_minutes').execute();
  await db.schema.alterTable('alarms').dropColumn('end_detail').execute();
}
