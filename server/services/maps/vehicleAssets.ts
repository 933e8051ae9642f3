/**
 * The company's vehicles as assets (role 1, spec §2): their names and plates, read through the
 * generic store that keeps `asset` records (services/readings/assets.ts does the same for the
 * monitor), so that the record's JSON stays the store's business.
 */
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import type { ResourceRegistry } from '../resources/registry';
import type { Scope } from '../resources/store';

/** spec §2: the asset area's child path `vehicle` is asset role 1. */
export const VEHICLE_ASSET_ROLE = 1;

export interface VehicleAsset {
  id: number;
  name: string;
  plate: string | null;
}

/** Every vehicle asset of the scope's company, by id. */
export async function vehicleAssets(registry: Pick<ResourceRegistry, 'entities'>, scope: Scope): Promise<Map<number, VehicleAsset>> {
  const store = registry.entities.get('asset')?.store;
  if (!store) throw new Error('the asset entity (schemas/asset.schema.json) is not loaded');
  const assets = new Map<number, VehicleAsset>();
  for (let page = 1; ; page++) {
    const { list } = await store.list({ page, limit: MAX_LIMIT, sort: 'id', order: 'ASC', filter: { role: VEHICLE_ASSET_ROLE } }, scope);
    for (const record of list) {
      assets.set(record.id, { id: record.id, name: String(record.name ?? ''), plate: typeof record.plate === 'string' && record.plate ? record.plate : null });
    }
    if (list.length < MAX_LIMIT) return assets;
  }
}
