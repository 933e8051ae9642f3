/**
 * The fixed assets of the map pages: `asset` records (schemas/asset.schema.json, the generic
 * store) of role 2 cold store, 3 cold box or 4 refrigerator cabinet, read through the store so that
 * their JSON stays its business (as services/readings/assets.ts reads them for the monitor).
 */
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import type { ResourceRegistry } from '../resources/registry';
import type { ResourceRecord, ResourceStore, Scope } from '../resources/store';

/** Asset roles placed on the map: cold store, cold box, refrigerator cabinet (spec §2). */
export const FIXED_ROLES = [2, 3, 4] as const;
export const COLD_STORE_ROLE = 2;

export interface FixedAsset {
  id: number;
  name: string;
  role: number;
  organizationId: number | null;
}

function assetStore(registry: Pick<ResourceRegistry, 'entities'>): ResourceStore {
  const entity = registry.entities.get('asset');
  if (!entity) throw new Error('the asset entity (schemas/asset.schema.json) is not loaded');
  return entity.store;
}

function toAsset(record: ResourceRecord): FixedAsset {
  const organizationId = Number(record.organizationId);
  return { id: record.id, name: String(record.name ?? ''), role: Number(record.role), organizationId: Number.isInteger(organizationId) ? organizationId : null };
}

export interface FixedAssetFilter {
  roles: readonly number[];
  /** null: every organization of the scope's company; [] none */
  organizations: readonly number[] | null;
}

/** The company's assets of these roles in these organizations, by id. */
export async function fixedAssets(registry: Pick<ResourceRegistry, 'entities'>, filter: FixedAssetFilter, scope: Scope): Promise<FixedAsset[]> {
  if (!filter.roles.length || filter.organizations?.length === 0) return [];
  const store = assetStore(registry);
  const where = { role: [...filter.roles], ...(filter.organizations ? { organizationId: [...filter.organizations] } : {}) };
  const assets: FixedAsset[] = [];
  for (let page = 1; ; page++) {
    const { list } = await store.list({ page, limit: MAX_LIMIT, sort: 'id', order: 'ASC', filter: where }, scope);
    assets.push(...list.map(toAsset));
    if (list.length < MAX_LIMIT) return assets;
  }
}
