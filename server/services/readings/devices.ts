/**
 * The `devices` rows that ingestion needs: found by the 8-digit number a device sends, and their
 * own online/battery/signal columns kept in step with the latest state (the device list and the
 * dashboard read those, not `device_state`).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/columns';
import type { Database } from '../../db/schema';

export interface IngestDevice {
  id: number;
  number: string;
  name: string;
  model: string;
  companyId: number;
  online: number;
  battery: number;
  signal: number;
  offlineMinutes: number;
  acquisitionPeriod: number;
}

/** Numbers per lookup: well under SQLite's bound-variable limit. */
const NUMBERS_PER_QUERY = 2000;

export async function devicesByNumber(db: Kysely<Database>, numbers: readonly string[]): Promise<Map<string, IngestDevice>> {
  const found = new Map<string, IngestDevice>();
  for (let start = 0; start < numbers.length; start += NUMBERS_PER_QUERY) {
    const part = numbers.slice(start, start + NUMBERS_PER_QUERY);
    const rows = await db
      .selectFrom('devices')
      .select(['id', 'number', 'name', 'model', 'company_id', 'online', 'battery', 'signal', 'offline_minutes', 'acquisition_period'])
      // PostgreSQL: one bound array rather than a bound value each (store/unnest.ts anyOf)
      .where((eb) => (isPostgres(db) ? eb('number', '=', sql<string>`any(${part}::text[])`) : eb('number', 'in', part)))
      .execute();
    // written out: a rest and a spread per row cost V8 a new hidden class each (store/state.ts)
    for (const row of rows) {
      found.set(row.number, {
        id: row.id,
        number: row.number,
        name: row.name,
        model: row.model,
        companyId: row.company_id,
        online: row.online,
        battery: row.battery,
        signal: row.signal,
        offlineMinutes: row.offline_minutes,
        acquisitionPeriod: row.acquisition_period,
      });
    }
  }
  return found;
}

export interface DeviceStatus {
  id: number;
  online: number;
  battery: number;
  signal: number;
}

/** Devices per UPDATE: each binds seven values. */
const DEVICES_PER_UPDATE = 500;

/** Writes the new online/battery/signal of these devices: one statement per chunk, a CASE per column. */
export async function writeDeviceStatus(db: Kysely<Database>, changes: readonly DeviceStatus[]): Promise<void> {
  for (let start = 0; start < changes.length; start += DEVICES_PER_UPDATE) {
    const [first, ...rest] = changes.slice(start, start + DEVICES_PER_UPDATE);
    if (!first) return;
    await db
      .updateTable('devices')
      .set((eb) => {
        const column = (name: 'online' | 'battery' | 'signal') => {
          let kase = eb.case().when('id', '=', first.id).then(first[name]);
          for (const change of rest) kase = kase.when('id', '=', change.id).then(change[name]);
          return kase.else(eb.ref(name)).end();
        };
        return { online: column('online'), battery: column('battery'), signal: column('signal') };
      })
      .where('id', 'in', [first.id, ...rest.map((change) => change.id)])
      .execute();
  }
}

/** Marks these devices offline in the device list. */
export async function markDevicesOffline(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.updateTable('devices').set({ online: 0 }).where('id', 'in', ids).where('online', '=', 1).execute();
}
