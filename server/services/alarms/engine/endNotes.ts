/**
 * What a data timeout means (issue 26, src/lib/alarmEnds.ts), decided when the engine ends an
 * alarm (store.ts for an end a batch of readings finds, sweep.ts for the rest): a reading of the
 * alarm's field after its last exceeding time and up to its end says the value came back in range
 * (an offline alarm's device: back online); none says the device went silent. The minutes are the
 * timeout it waited. Readings are stored before they are judged, so a batch's own count. One
 * statement for up to NOTES_PER_QUERY ended alarms, a range of the readings key (device, ts) each.
 */
import type { Kysely } from 'kysely';
import type { EndNote } from '../../../../src/lib/alarmEnds';
import type { Database } from '../../../db/schema';
import { FIELD_OF_KIND, type ReadingKind } from './judge';

export interface TimedOut {
  id: number;
  deviceId: number;
  kind: string;
  lastExceededAt: number;
  endedAt: number;
}

/** 3 bound values an alarm: far under SQLite's limit. */
const NOTES_PER_QUERY = 200;

/** The field a kind is judged on; offline (and a kind not known here): null, any reading at all. */
const fieldOf = (kind: string) => (kind in FIELD_OF_KIND ? FIELD_OF_KIND[kind as ReadingKind] : null);

export async function timeoutNotes(db: Kysely<Database>, alarms: readonly TimedOut[]): Promise<Map<number, EndNote>> {
  const notes = new Map<number, EndNote>();
  for (let start = 0; start < alarms.length; start += NOTES_PER_QUERY) {
    const part = alarms.slice(start, start + NOTES_PER_QUERY);
    const heard = await db
      .selectFrom('readings')
      .select(['device_id', 'ts', 'temperature', 'humidity', 'battery', 'power', 'door'])
      .where((eb) =>
        eb.or(part.map((alarm) => eb.and([eb('device_id', '=', alarm.deviceId), eb('ts', '>', alarm.lastExceededAt), eb('ts', '<=', alarm.endedAt)]))),
      )
      .execute();
    for (const alarm of part) {
      const field = fieldOf(alarm.kind);
      const back = heard.some(
        (row) =>
          row.device_id === alarm.deviceId &&
          Number(row.ts) > alarm.lastExceededAt &&
          Number(row.ts) <= alarm.endedAt &&
          (field === null || row[field] !== null),
      );
      notes.set(alarm.id, {
        detail: back ? (alarm.kind === 'offline' ? 'backOnline' : 'backInRange') : 'silent',
        minutes: Math.max(0, Math.round((alarm.endedAt - alarm.lastExceededAt) / 60)),
      });
    }
  }
  return notes;
}
