/**
 * Groups (issue 29 §5, schemas/assetGroup.schema.json): an area belongs to a cold store (an asset
 * of role 2, spec §3 "Cold store … with areas (groups)"), once per name in it; an asset group
 * lists assets. That the assets are the writer's company's is the routes' reference check.
 */
import type { CheckResult, ResourceHooks } from './hooks';
import { recordExists, recordsById } from './recordQueries';

const COLD_STORE_ROLE = 2;

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
    if (typeof name === 'string' && (await recordExists(db, 'assetGroup', actor.companyId, { kind: 'area', coldStoreId, name }, existing?.id))) {
      return { name: { key: 'resources.assetGroup.areaTaken' } };
    }
    return null;
  },
};
