/**
 * The alarms a panel missed (issue 13 §3 "Nothing is lost across a disconnect"): the open live
 * alarms the user sees with an id above the last one it got, oldest first, as the very `0003`
 * messages the engine broadcasts (socketMessage.ts). History alarms never sent a `0003`, so
 * they are not caught up either.
 */
import type { Kysely } from 'kysely';
import { ALARM_FEED_MAX, type AlarmSocketMessage } from '../../../../src/lib/alarms';
import type { Database } from '../../../db/schema';
import { alarmSocketMessage } from '../socketMessage';
import { scopedAlarms } from './alarmRows';
import type { AlarmScope } from './scope';

export async function missedAlarms(db: Kysely<Database>, scope: AlarmScope, after: number): Promise<AlarmSocketMessage[]> {
  const rows = await scopedAlarms(db, scope)
    .where('alarms.id', '>', after)
    .where('alarms.status', '=', 'open')
    .where('alarms.source', '=', 'live')
    .select([
      'alarms.id',
      'alarms.device_id',
      'devices.name as device_name',
      'alarms.type',
      'alarms.level',
      'alarms.first_exceeded_at',
      'alarms.created_at',
      'alarms.peak_value',
      'alarms.threshold',
    ])
    .orderBy('alarms.id')
    .limit(ALARM_FEED_MAX)
    .execute();
  return rows.map(alarmSocketMessage);
}
