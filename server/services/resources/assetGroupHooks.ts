/**
 * Groups (issue 29 §5, schemas/assetGroup.schema.json): an area belongs to a cold store (an asset
 * of role 2, spec §3 "Cold store … with areas (groups)"), once per name in it; an asset group
 * lists assets. That the assets are the writer's company's is the routes' reference check.
 * The page keeps the cold store's own `areas` list (asset.schema.json) in step, in the write's
 * transaction: an area added, renamed, moved or deleted here is so in its cold store's list too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckResult, ResourceHooks } from './hooks';
import { dataOf, patchRecordData, recordExists, recordsById } from './recordQueries';

const COLD_STORE_ROLE = 2;
/** asset.schema.json: areas maxItems */
const MAX_AREAS = 50;

type Area = { coldStoreId: number; name: string };

function areaOf(data: Record<string, unknown> | undefined): Area | null {
  return data?.kind === 'area' && typeof data.coldStoreId === 'number' && typeof data.name === 'string' ? { coldStoreId: data.coldStoreId, name: data.name } : null;
}

const areasOf = (data: Record<string, unknown>): string[] => (Array.isArray(data.areas) ? data.areas.filter((a): a is string => typeof a === 'string') : []);

async function changeAreas(db: Kysely<Database>, area: Area, change: (areas: string[]) => string[]): Promise<void> {
  await patchRecordData(db, area.coldStoreId, (data) => ({ ...data, areas: change(areasOf(data)) }));
}

export const assetGroupHooks: ResourceHooks = {
  async check({ db, actor, values, existing }): Promise<CheckResult> {
    const kind = values.kind ?? existing?.kind;
    if (kind !== 'area') return null;
    const coldStoreId = 'coldStoreId' in values ? values.coldStoreId : existing?.coldStoreId;
    if (typeof coldStoreId !== 'number') return { coldStoreId: { key: 'resources.assetGroup.coldStoreRequired' } };
    const store = (await recordsById(db, 'asset', actor.companyId, [coldStoreId])).get(coldStoreId);
    // none: another company's or no asset, which the reference check answers
    if (!store) return null;
    if (store.role !== COLD_STORE_ROLE) return { coldStoreId: { key: 'resources.assetGroup.notColdStore' } };
    const name = values.name ?? existing?.name;
    if (typeof name !== 'string') return null;
    if (await recordExists(db, 'assetGroup', actor.companyId, { kind: 'area', coldStoreId, name }, existing?.id)) {
      return { name: { key: 'resources.assetGroup.areaTaken' } };
    }
    const areas = areasOf(store);
    return !areas.includes(name) && areas.length >= MAX_AREAS ? { name: { key: 'validation.maxItems', params: { limit: MAX_AREAS } } } : null;
  },
  async save(db, id, _values, { existing }) {
    const before = areaOf(existing);
    const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirst();
    const after = areaOf(row ? dataOf(row.data) : undefined);
    if (before && (!after || before.coldStoreId !== after.coldStoreId || before.name !== after.name)) {
      await changeAreas(db, before, (areas) => areas.filter((a) => a !== before.name));
    }
    if (after) await changeAreas(db, after, (areas) => (areas.includes(after.name) ? areas : [...areas, after.name]));
  },
  async beforeDelete(db, ids) {
    const rows = await db.selectFrom('records').select('data').where('id', 'in', ids).execute();
    for (const row of rows) {
      const area = areaOf(dataOf(row.data));
      if (area) await changeAreas(db, area, (areas) => areas.filter((a) => a !== area.name));
    }
  },
};
