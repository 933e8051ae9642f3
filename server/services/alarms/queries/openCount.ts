/**
 * The alarm panel's open count (issue 26 §1): the open alarms not yet acknowledged that the user
 * may see (scope.ts: its company, and of those the organizations it sees), whenever they opened:
 * the very alarms the history lists under the state filter 'unacknowledged' (history.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { scopedAlarms } from './alarmRows';
import type { AlarmScope } from './scope';

export async function openUnacknowledgedCount(db: Kysely<Database>, scope: AlarmScope): Promise<number> {
  const row = await scopedAlarms(db, scope)
    .where('alarms.status', '=', 'open')
    .where('alarms.acknowledged_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  // SQLite answers a number, PostgreSQL a bigint's string
  return Number(row?.n ?? 0);
}
