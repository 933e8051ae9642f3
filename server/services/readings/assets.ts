/**
 * The assets devices are fitted to, for the monitor: assets are `asset` records of the generic
 * store (services/resources/store.ts), read through that store so that their JSON stays its
 * business and the monitor's SQL stays portable.
 */
import type { MonitorAsset } from '../../../src/lib/readings';
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import type { ResourceRegistry } from '../resources/registry';
import type { ResourceRecord, ResourceStore, Scope } from '../resources/store';

function assetStore(registry: Pick<ResourceRegistry, 'entities'>): ResourceStore {
  const entity = registry.entities.get('asset');
  if (!entity) throw new Error('the asset entity (schemas/asset.schema.json) is not loaded');
  return entity.store;
}

/** The ids of the company's assets of a role (1 vehicle … 4 refrigerator cabinet). */
export async function assetIdsOfRole(registry: Pick<ResourceRegistry, 'entities'>, role: number, scope: Scope): Promise<number[]> {
  const store = assetStore(registry);
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { list } = await store.list({ page, limit: MAX_LIMIT, sort: 'id', order: 'ASC', filter: { role } }, scope);
    ids.push(...list.map((record) => record.id));
    if (list.length < MAX_LIMIT) return ids;
  }
}

function toAsset(record: ResourceRecord): MonitorAsset {
  const asset: MonitorAsset = { id: record.id, name: String(record.name ?? ''), role: Number(record.role) };
  if (typeof record.brand === 'string') asset.brand = record.brand;
  if (typeof record.model === 'string') asset.model = record.model;
  if (typeof record.volume === 'number') asset.volume = record.volume;
  return asset;
}

/** These assets of the company, by id (an id of another company's asset is simply absent). */
export async function assetsByIds(registry: Pick<ResourceRegistry, 'entities'>, ids: readonly number[], scope: Scope): Promise<Map<number, MonitorAsset>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { list } = await assetStore(registry).list({ page: 1, limit: unique.length, order: 'ASC', filter: {}, ids: unique }, scope);
  return new Map(list.map((record) => [record.id, toAsset(record)]));
}
