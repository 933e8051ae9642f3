/**
 * What a data timeout means (issue 26, src/lib/alarmEnds.ts), decided when the engine ends an
 * alarm (store.ts for an end a batch of readings finds, sweep.ts for the rest): a reading of the
 * alarm's field after its last exceeding time and up to its end says the value came back in range
 * (an offline alarm's device: back online); none says the device went silent. The minutes are the
 * timeout it waited. Readings are stored before they are judged, so a batch's own count. One probe
 * per ended alarm on the readings key (device, ts): ends are rare beside readings.
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

/** The field a kind is judged on; offline (and a kind not known here): null, any reading at all. */
const fieldOf = (kind: string) => (kind in FIELD_OF_KIND ? FIELD_OF_KIND[kind as ReadingKind] : null);

export async function timeoutNotes(db: Kysely<Database>, alarms: readonly TimedOut[]): Promise<Map<number, EndNote>> {
  const notes = new Map<number, EndNote>();
  for (const alarm of alarms) {
    const field = fieldOf(alarm.kind);
    let query = db
      .selectFrom('readings')
      .select('ts')
      .where('device_id', '=', alarm.deviceId)
      .where('ts', '>', alarm.lastExceededAt)
      .where('ts', '<=', alarm.endedAt);
    if (field) query = query.where(field, 'is not', null);
    const heard = await query.limit(1).executeTakeFirst();
    notes.set(alarm.id, {
      detail: heard ? (alarm.kind === 'offline' ? 'backOnline' : 'backInRange') : 'silent',
      minutes: Math.max(0, Math.round((alarm.endedAt - alarm.lastExceededAt) / 60)),
    });
  }
  return notes;
}
