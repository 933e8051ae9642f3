/**
 * The simulated fleet as the database has it now: every device that is not deactivated, with its
 * model's channels, its acquisition period and the asset it is fitted to (which decides its profile
 * and, on a vehicle, its route). Read again now and then, so a changed setting takes effect.
 */
import type { Kysely } from 'kysely';
import { channelsOf } from '../../../src/lib/readings';
import type { Database } from '../../db/schema';
import { textKey } from '../seededRandom';
import { profileKindOf, type AssetInfo } from './profiles';
import type { SimDevice } from './schedule';

export interface FleetDevice extends SimDevice {
  id: number;
  /** seconds between acquisitions (the device's setting) */
  period: number;
  /** offset of its sending grid, so that the fleet does not send all at once */
  phase: number;
}

/** spec §2: 4 is deactivated */
const DEACTIVATED = 4;
/** the schema's floor of an acquisition period */
const MIN_PERIOD = 10;

interface AssetRecord extends AssetInfo {
  code: string;
}

async function assetsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, AssetRecord>> {
  const assets = new Map<number, AssetRecord>();
  if (!ids.length) return assets;
  const rows = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').where('id', 'in', ids).execute();
  for (const row of rows) {
    try {
      const data = JSON.parse(row.data) as { role?: unknown; type?: unknown; code?: unknown };
      assets.set(row.id, {
        role: typeof data.role === 'number' ? data.role : 0,
        type: typeof data.type === 'string' ? data.type : '',
        code: typeof data.code === 'string' && data.code ? data.code : `asset-${row.id}`,
      });
    } catch {
      // a record that does not parse fits the device to nothing
    }
  }
  return assets;
}

/** `limit`: only the first devices by id (0: all), for small test fleets and slow machines. */
export async function loadFleet(db: Kysely<Database>, limit = 0): Promise<FleetDevice[]> {
  let query = db
    .selectFrom('devices')
    .select(['id', 'number', 'type', 'model', 'asset_id', 'acquisition_period'])
    .where('status', '!=', DEACTIVATED)
    .orderBy('id');
  if (limit > 0) query = query.limit(limit);
  const rows = await query.execute();
  const assets = await assetsByIds(db, [...new Set(rows.flatMap((r) => (r.asset_id === null ? [] : [r.asset_id])))]);
  return rows.map((row) => {
    const asset = row.asset_id === null ? null : (assets.get(row.asset_id) ?? null);
    return {
      id: row.id,
      number: row.number,
      model: row.model,
      channels: channelsOf(row.model),
      profile: profileKindOf(row, asset),
      tripKey: asset ? asset.code : row.number,
      period: Math.max(MIN_PERIOD, Math.round(row.acquisition_period)),
      phase: textKey(row.number),
    };
  });
}
