/**
 * GET /map/assets's answer (src/lib/maps.ts MapAsset[]): the fixed assets of the organizations the
 * user sees, placed at their organization's coordinates, each with its devices' latest readings
 * and state, read by the monitor's own query (store/read.ts monitorRows: the online rule and the
 * state in SQL), so that the map and the monitor never disagree.
 */
import type { FastifyInstance } from 'fastify';
import type { MapAsset, MapAssetDevice } from '../../../src/lib/maps';
import { MAX_LIMIT } from '../../../src/lib/schema/wire';
import { visibleOrganizations } from '../alarms/visibility';
import { monitorRows, organizationSubtree, type MonitorDbRow } from '../readings/store/read';
import type { AuthUser } from '../users';
import { FIXED_ROLES, fixedAssets } from './fixedAssets';
import { mapOrganizations } from './organizations';

export interface MapAssetsQuery {
  role?: number;
  /** that organization and those under it */
  organizationId?: number;
}

function toDevice(row: MonitorDbRow): MapAssetDevice {
  return {
    deviceId: row.id,
    number: row.number,
    name: row.name,
    online: Number(row.online) === 1,
    temperature: row.temperature ?? null,
    humidity: row.humidity ?? null,
    lastSeen: row.last_seen === null ? null : Number(row.last_seen),
    state: row.state,
  };
}

/** The organizations both visible and asked for: null for the whole company. */
async function organizationsOf(app: FastifyInstance, user: AuthUser, organizationId: number | undefined): Promise<number[] | null> {
  const visible = await visibleOrganizations(app.db, user);
  if (organizationId === undefined) return visible;
  // another company's organization has no subtree here: nothing, like an empty one
  const asked = await organizationSubtree(app.db, user.companyId, organizationId);
  return visible === null ? asked : asked.filter((id) => visible.includes(id));
}

export async function mapAssets(app: FastifyInstance, user: AuthUser, query: MapAssetsQuery): Promise<MapAsset[]> {
  const nowUnix = app.nowUnix();
  const organizations = await organizationsOf(app, user, query.organizationId);
  const roles = query.role === undefined ? FIXED_ROLES : [query.role];
  const assets = await fixedAssets(app.resources, { roles, organizations }, { companyId: user.companyId, nowUnix });
  if (!assets.length) return [];

  const places = new Map((await mapOrganizations(app.db, user.companyId, organizations)).map((org) => [org.id, org]));
  const devicesOf = new Map<number, MapAssetDevice[]>();
  const assetIds = assets.map((asset) => asset.id);
  for (let page = 1; ; page++) {
    const { rows } = await monitorRows(
      app.db,
      { companyId: user.companyId, assetIds, ...(organizations ? { organizationIds: organizations } : {}), page, limit: MAX_LIMIT },
      nowUnix,
    );
    for (const row of rows) {
      if (row.asset_id === null) continue;
      const list = devicesOf.get(row.asset_id) ?? [];
      list.push(toDevice(row));
      devicesOf.set(row.asset_id, list);
    }
    if (rows.length < MAX_LIMIT) break;
  }

  return assets.map((asset) => {
    const place = asset.organizationId === null ? undefined : places.get(asset.organizationId);
    return {
      id: asset.id,
      name: asset.name,
      role: asset.role,
      organizationId: asset.organizationId ?? 0,
      organizationName: place?.name ?? '',
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      devices: devicesOf.get(asset.id) ?? [],
    };
  });
}
