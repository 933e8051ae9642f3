/**
 * A company's organization tree (each organization's parent), for the nearest-ancestor match of
 * organization rules (deviceRule.ts). Kept with the company's alarm configuration object: read
 * again whenever the configuration is (after a write, or its time to live, config.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CompanyAlarmConfig } from '../config';
import type { OrganizationParents } from './deviceRule';

const trees = new WeakMap<CompanyAlarmConfig, OrganizationParents>();

export async function organizationParents(db: Kysely<Database>, companyId: number, config: CompanyAlarmConfig): Promise<OrganizationParents> {
  const kept = trees.get(config);
  if (kept) return kept;
  const rows = await db.selectFrom('organizations').select(['id', 'parent_id']).where('company_id', '=', companyId).execute();
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  trees.set(config, parents);
  return parents;
}
