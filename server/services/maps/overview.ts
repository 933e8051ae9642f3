/**
 * GET /map/overview's answer (src/lib/maps.ts MapOverview): the organizations the user sees with
 * the figures of their subtree, their own cold stores, the regions and the totals.
 */
import type { FastifyInstance } from 'fastify';
import type { MapOverview, SiteFigures } from '../../../src/lib/maps';
import { alarmScope } from '../alarms/queries/scope';
import { dayStart } from '../fleet/days';
import type { AuthUser } from '../users';
import { COLD_STORE_ROLE, fixedAssets } from './fixedAssets';
import { mapOrganizations } from './organizations';
import { regionsOf, subtreeFigures, totalFigures } from './rollup';
import { NO_FIGURES, ownFigures } from './siteFigures';

export async function mapOverview(app: FastifyInstance, user: AuthUser, utcOffsetMinutes: number): Promise<MapOverview> {
  const nowUnix = app.nowUnix();
  const scope = await alarmScope(app.db, user);
  const organizations = await mapOrganizations(app.db, user.companyId, scope.organizations);
  const [own, stores] = await Promise.all([
    ownFigures(app.db, { scope, nowUnix, todayStart: dayStart(nowUnix, utcOffsetMinutes) }),
    fixedAssets(app.resources, { roles: [COLD_STORE_ROLE], organizations: scope.organizations }, { companyId: user.companyId, nowUnix }),
  ]);
  const storesOf = new Map<number, number>();
  for (const store of stores) if (store.organizationId !== null) storesOf.set(store.organizationId, (storesOf.get(store.organizationId) ?? 0) + 1);
  const sums = subtreeFigures(organizations, own);
  const figuresOf = (id: number): SiteFigures => sums.get(id) ?? NO_FIGURES;
  return {
    sites: organizations.map((org) => ({
      organizationId: org.id,
      name: org.name,
      parentId: org.parentId,
      level: org.level,
      lat: org.lat,
      lng: org.lng,
      stores: storesOf.get(org.id) ?? 0,
      ...figuresOf(org.id),
    })),
    regions: regionsOf(organizations, sums),
    totals: totalFigures(organizations, own),
  };
}
