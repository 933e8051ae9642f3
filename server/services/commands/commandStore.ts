/**
 * The device_commands table as the API sees it: sent commands in one transaction, lists and
 * single commands of one company, with the device they address.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CommandKind, CommandReason, CommandState, CommandValues, DeviceCommand } from '../../../src/lib/deviceCommands';
import type { Database } from '../../db/schema';
import type { Outcome } from './schedule';

export interface NewCommand {
  companyId: number;
  deviceId: number;
  deviceNumber: string;
  kind: CommandKind;
  values: CommandValues;
  previous: CommandValues;
  outcome: Outcome;
  sentBy: { id: number; username: string };
  /** unix seconds */
  createdAt: number;
  /** ms */
  dueAt: number;
}

/** Inserts the commands; a failure inserts none. Returns their ids, in order. */
export async function insertCommands(db: Kysely<Database>, commands: readonly NewCommand[]): Promise<number[]> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const ids: number[] = [];
    for (const c of commands) {
      const row = await trx
        .insertInto('device_commands')
        .values({
          company_id: c.companyId,
          device_id: c.deviceId,
          device_number: c.deviceNumber,
          kind: c.kind,
          new_values: JSON.stringify(c.values),
          old_values: JSON.stringify(c.previous),
          state: 'reserved',
          progress: null,
          reason: null,
          outcome: c.outcome,
          sent_by: c.sentBy.id,
          sent_by_username: c.sentBy.username,
          created_at: c.createdAt,
          updated_at: c.createdAt,
          finished_at: null,
          due_at: c.dueAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  });
}

export interface CommandQuery {
  companyId: number;
  page: number;
  limit: number;
  ids?: number[];
  deviceId?: number;
  state?: CommandState;
  kind?: CommandKind;
  /** unix seconds, both included, on createdAt */
  start?: number;
  end?: number;
}

function selectCommands(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('device_commands as c')
    .leftJoin('devices as d', (join) => join.onRef('d.id', '=', 'c.device_id').onRef('d.company_id', '=', 'c.company_id'))
    .where('c.company_id', '=', companyId);
}

const COLUMNS = [
  'c.id',
  'c.device_id',
  'c.device_number',
  'c.kind',
  'c.new_values',
  'c.old_values',
  'c.state',
  'c.progress',
  'c.reason',
  'c.sent_by_username',
  'c.created_at',
  'c.updated_at',
  'c.finished_at',
  'd.name',
  'd.type',
  'd.model',
] as const;

type CommandRow = {
  id: number;
  device_id: number;
  device_number: string;
  kind: string;
  new_values: string;
  old_values: string;
  state: string;
  progress: number | null;
  reason: string | null;
  sent_by_username: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  name: string | null;
  type: string | null;
  model: string | null;
};

function toCommand(row: CommandRow): DeviceCommand {
  return {
    id: row.id,
    deviceId: row.device_id,
    deviceNumber: row.device_number,
    // a deleted device keeps its commands: its number was kept, the rest is gone
    deviceName: row.name ?? '',
    deviceType: row.type ?? '',
    deviceModel: row.model ?? '',
    kind: row.kind as CommandKind,
    values: JSON.parse(row.new_values) as CommandValues,
    previous: JSON.parse(row.old_values) as CommandValues,
    state: row.state as CommandState,
    progress: row.progress,
    reason: row.reason as CommandReason | null,
    sentBy: row.sent_by_username,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** A page of one company's commands, newest first. */
export async function listCommands(db: Kysely<Database>, q: CommandQuery): Promise<{ list: DeviceCommand[]; total: number }> {
  let query = selectCommands(db, q.companyId);
  if (q.ids) query = query.where('c.id', 'in', q.ids.length ? q.ids : [0]);
  if (q.deviceId !== undefined) query = query.where('c.device_id', '=', q.deviceId);
  if (q.state) query = query.where('c.state', '=', q.state);
  if (q.kind) query = query.where('c.kind', '=', q.kind);
  if (q.start !== undefined) query = query.where('c.created_at', '>=', q.start);
  if (q.end !== undefined) query = query.where('c.created_at', '<=', q.end);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(COLUMNS)
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { list: rows.map(toCommand), total: Number(total) };
}

export async function getCommand(db: Kysely<Database>, companyId: number, id: number): Promise<DeviceCommand | undefined> {
  const row = await selectCommands(db, companyId).select(COLUMNS).where('c.id', '=', id).executeTakeFirst();
  return row ? toCommand(row) : undefined;
}
