/**
 * GET /map/vehicles's answer (src/lib/maps.ts VehiclesAnswer): the vehicle terminals the user sees
 * (its company; organizations by services/alarms/visibility.ts), each with its position, speed and
 * heading from its last two positions, its state, open alarm kinds and the waybill in transit on
 * its vehicle. Filters: a text in the name, number, vehicle name or plate; an organization's
 * subtree; a state. The counts are per state under every filter but the state.
 */
import type { Kysely } from 'kysely';
import type { AlarmKind } from '../../../src/lib/alarms';
import { VEHICLE_STATES, type VehicleRow, type VehiclesAnswer, type VehicleState } from '../../../src/lib/maps';
import { headingDegrees, speedKmh, vehicleState } from '../../../src/lib/vehicleMotion';
import type { Database } from '../../db/schema';
import { visibleOrganizations } from '../alarms/visibility';
import { organizationSubtree } from '../readings/store/read';
import { openAlarmKinds, vehicleRows, type VehicleDbRow } from '../readings/store/vehiclePositions';
import type { ResourceRegistry } from '../resources/registry';
import type { AuthUser } from '../users';
import { transitWaybillsByAsset } from './transitWaybills';
import { vehicleAssets, type VehicleAsset } from './vehicleAssets';

export interface VehicleQuery {
  q?: string;
  organizationId?: number;
  state?: VehicleState;
}

/** The organizations to read: the visible ones, narrowed to a chosen organization's subtree (null: all of the company). */
async function organizationsOf(db: Kysely<Database>, user: AuthUser, organizationId: number | undefined): Promise<number[] | null> {
  const visible = await visibleOrganizations(db, user);
  if (organizationId === undefined) return visible;
  // another company's organization has no subtree here: no rows, as an empty one
  const chosen = await organizationSubtree(db, user.companyId, organizationId);
  return visible === null ? chosen : chosen.filter((id) => visible.includes(id));
}

function toRow(row: VehicleDbRow, asset: VehicleAsset | undefined, alarms: AlarmKind[], waybill: VehiclesAnswer['list'][number]['waybill']): VehicleRow {
  const hasPosition = row.lat !== null && row.lng !== null && row.ts !== null;
  const current = hasPosition ? { ts: Number(row.ts), lat: row.lat!, lng: row.lng! } : null;
  const previous =
    row.prev_ts !== null && row.prev_lat !== null && row.prev_lng !== null ? { ts: Number(row.prev_ts), lat: row.prev_lat, lng: row.prev_lng } : null;
  const speed = current && previous ? speedKmh(previous, current) : null;
  return {
    deviceId: row.id,
    number: row.number,
    name: row.name,
    organizationId: row.organization_id,
    assetId: row.asset_id,
    assetName: asset?.name || row.name,
    plate: asset?.plate ?? null,
    lat: current?.lat ?? null,
    lng: current?.lng ?? null,
    positionTs: current?.ts ?? null,
    lastSeen: row.last_seen === null ? null : Number(row.last_seen),
    speedKmh: speed,
    heading: current && previous ? headingDegrees(previous, current) : null,
    temperature: row.temperature,
    humidity: row.humidity,
    thresholds: { temperatureMin: row.temperature_min, temperatureMax: row.temperature_max, humidityMin: row.humidity_min, humidityMax: row.humidity_max },
    state: vehicleState(row.online === 1, alarms.length, speed),
    alarms,
    waybill,
  };
}

function matches(row: VehicleRow, text: string): boolean {
  return [row.name, row.number, row.assetName, row.plate ?? ''].some((value) => value.toLowerCase().includes(text));
}

export async function vehicleList(
  db: Kysely<Database>,
  registry: Pick<ResourceRegistry, 'entities'>,
  user: AuthUser,
  query: VehicleQuery,
  nowUnix: number,
): Promise<VehiclesAnswer> {
  const scope = { companyId: user.companyId, nowUnix };
  const [organizationIds, assets] = await Promise.all([organizationsOf(db, user, query.organizationId), vehicleAssets(registry, scope)]);
  const [rows, alarms, waybills] = await Promise.all([
    vehicleRows(db, { companyId: user.companyId, vehicleAssetIds: [...assets.keys()], organizationIds }, nowUnix),
    openAlarmKinds(db, user.companyId),
    transitWaybillsByAsset(db, user.companyId),
  ]);
  const text = query.q?.trim().toLowerCase();
  const list = rows
    .map((row) => {
      const asset = row.asset_id === null ? undefined : assets.get(row.asset_id);
      const waybill = row.asset_id === null ? null : (waybills.get(row.asset_id) ?? null);
      return toRow(row, asset, (alarms.get(row.id) ?? []) as AlarmKind[], waybill);
    })
    .filter((row) => !text || matches(row, text));
  const counts = Object.fromEntries(VEHICLE_STATES.map((state) => [state, 0])) as Record<VehicleState, number>;
  for (const row of list) counts[row.state] += 1;
  return { list: query.state ? list.filter((row) => row.state === query.state) : list, counts };
}
