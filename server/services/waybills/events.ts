/** A waybill's history (issue 29 §1): every action with who, when, the reason and, for an adjustment, each field's old and new value. */
import type { Kysely } from 'kysely';
import type { FieldChange, WaybillEvent, WaybillEventKind } from '../../../src/lib/waybillActions';
import type { Database } from '../../db/schema';

export interface Actor {
  id: number;
  name: string;
  companyId: number;
}

export async function writeEvent(
  db: Kysely<Database>,
  waybillId: number,
  actor: Actor,
  event: { kind: WaybillEventKind; at: number; reason?: string; changes?: FieldChange[] },
): Promise<number> {
  const row = await db
    .insertInto('waybill_events')
    .values({
      waybill_id: waybillId,
      company_id: actor.companyId,
      kind: event.kind,
      at: event.at,
      user_id: actor.id,
      user_name: actor.name,
      reason: event.reason ?? '',
      changes: JSON.stringify(event.changes ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function changesOf(json: string): FieldChange[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as FieldChange[]) : [];
  } catch {
    return [];
  }
}

export async function listEvents(db: Kysely<Database>, waybillId: number): Promise<WaybillEvent[]> {
  const rows = await db.selectFrom('waybill_events').selectAll().where('waybill_id', '=', waybillId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as WaybillEventKind,
    at: Number(row.at),
    userName: row.user_name,
    reason: row.reason,
    changes: changesOf(row.changes),
  }));
}

/** The name a history or signature shows: the user's real name, else the login account. */
export async function actorOf(db: Kysely<Database>, user: { id: number; username: string; companyId: number }): Promise<Actor> {
  const row = await db.selectFrom('users').select(['realname', 'username']).where('id', '=', user.id).executeTakeFirst();
  return { id: user.id, name: row?.realname || row?.username || user.username, companyId: user.companyId };
}
