/** The devices commands are sent to: one company's, with their settings and firmware. */
import { sql, type Kysely } from 'kysely';
import type { CommandDevice } from '../../../src/lib/deviceCommands';
import type { Database } from '../../db/schema';
import { settingsOf } from './deviceSettings';

const COLUMNS = [
  'id',
  'number',
  'name',
  'type',
  'model',
  'firmware',
  'acquisition_period',
  'upload_period',
  'offline_minutes',
  'alarm_enabled',
  'temperature_min',
  'temperature_max',
  'humidity_min',
  'humidity_max',
] as const;

type Row = { id: number; number: string; name: string; type: string; model: string; firmware: string } & Parameters<typeof settingsOf>[0];

const toDevice = (row: Row): CommandDevice => ({
  id: row.id,
  number: row.number,
  name: row.name,
  type: row.type,
  model: row.model,
  firmware: row.firmware,
  settings: settingsOf(row),
});

export interface DeviceQuery {
  companyId: number;
  q?: string;
  type?: string;
  model?: string;
  ids?: number[];
  limit: number;
}

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchDevices(db: Kysely<Database>, query: DeviceQuery): Promise<{ list: CommandDevice[]; total: number }> {
  let select = db.selectFrom('devices').where('company_id', '=', query.companyId);
  if (query.ids) select = select.where('id', 'in', query.ids.length ? query.ids : [0]);
  if (query.type) select = select.where('type', '=', query.type);
  if (query.model) select = select.where('model', '=', query.model);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${literal(q)}%`;
    select = select.where(sql<boolean>`(number like ${pattern} escape '\\' or name like ${pattern} escape '\\')`);
  }
  const { total } = await select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await select.select(COLUMNS).orderBy('number').limit(query.limit).execute();
  return { list: rows.map(toDevice), total: Number(total) };
}

/** The devices of these ids that belong to the company (another company's are as absent as missing ones). */
export async function companyDevices(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<CommandDevice[]> {
  const rows = await db
    .selectFrom('devices')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toDevice);
}
