/**
 * What a temperature log covers (issue 14 §3), looked up in the user's scope: its company, and the
 * organizations it sees (services/alarms/visibility.ts: an admin the whole company, anyone else its
 * organization's subtree). Another company's device, asset or waybill, or one outside the user's
 * organizations, is answered like a missing one.
 * - device: the device, its own thresholds;
 * - asset: the devices fitted to it (devices.asset_id), their own thresholds; the asset is an `asset`
 *   record of the generic store;
 * - waybill: its assets' devices (those the user sees), its first asset's plate (the vehicle), the
 *   waybill's temperature range as their
 *   temperature thresholds (humidity keeps the device's: a waybill sets none), its range departure →
 *   delivery (now while in transit).
 */
import type { FastifyInstance } from 'fastify';
import type { ReportSignature, ReportSubject, ReportTarget } from '../../../src/lib/reports';
import type { Thresholds } from '../../../src/lib/readings';
import { seesOrganization, visibleOrganizations } from '../alarms/visibility';
import type { AuthUser } from '../users';
import { assetSpans, loadLegs } from '../waybills/legs';
import { reportSignatures } from '../waybills/signatures';

export interface ReportDevice {
  id: number;
  number: string;
  name: string;
  model: string;
  organizationId: number;
  organizationName: string;
  /** seconds: the step of a one-reading series, the look-back for the reading before the range */
  acquisitionPeriod: number;
  thresholds: Thresholds;
  /** a waybill's device: the time its asset carried the goods (issue 29 §1, the legs); the whole range otherwise */
  span?: { start: number; end: number };
}

export interface ResolvedTarget {
  subject: Omit<ReportSubject, 'companyName'>;
  devices: ReportDevice[];
  /** a waybill's own range: departure (null before it departed) → delivery, or now while in transit */
  defaultRange?: { start: number | null; end: number };
  /** a waybill's release decisions (issue 29 §2) */
  signatures?: ReportSignature[];
}

type DeviceRow = {
  id: number;
  number: string;
  name: string;
  model: string;
  organization_id: number;
  acquisition_period: number;
  temperature_min: number | null;
  temperature_max: number | null;
  humidity_min: number | null;
  humidity_max: number | null;
};

async function devicesWhere(app: FastifyInstance, user: AuthUser, where: { id: number } | { assetIds: readonly number[] }): Promise<ReportDevice[]> {
  let query = app.db
    .selectFrom('devices')
    .select(['id', 'number', 'name', 'model', 'organization_id', 'acquisition_period', 'temperature_min', 'temperature_max', 'humidity_min', 'humidity_max'])
    .where('company_id', '=', user.companyId);
  if ('id' in where) query = query.where('id', '=', where.id);
  else if (where.assetIds.length) query = query.where('asset_id', 'in', [...where.assetIds]);
  else return [];
  const rows: DeviceRow[] = await query.orderBy('number').orderBy('id').execute();
  const visible = await visibleOrganizations(app.db, user);
  const seen = rows.filter((row) => seesOrganization(visible, row.organization_id));
  const names = await organizationNames(app, [...new Set(seen.map((row) => row.organization_id))]);
  return seen.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    model: row.model,
    organizationId: row.organization_id,
    organizationName: names.get(row.organization_id) ?? '',
    acquisitionPeriod: row.acquisition_period,
    thresholds: { temperatureMin: row.temperature_min, temperatureMax: row.temperature_max, humidityMin: row.humidity_min, humidityMax: row.humidity_max },
  }));
}

async function organizationNames(app: FastifyInstance, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await app.db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An `asset` record of the user's company, through the generic store (its JSON stays the store's business). */
async function assetRecord(app: FastifyInstance, user: AuthUser, id: number) {
  const entity = app.resources.entities.get('asset');
  if (!entity) return undefined;
  return entity.store.get(id, { companyId: user.companyId, nowUnix: app.nowUnix() });
}

function institutionOf(json: string): string | undefined {
  try {
    const party = JSON.parse(json) as { institution?: unknown };
    return typeof party.institution === 'string' ? party.institution : undefined;
  } catch {
    return undefined;
  }
}

function idsOf(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

async function deviceTarget(app: FastifyInstance, user: AuthUser, id: number): Promise<ResolvedTarget | undefined> {
  const [device] = await devicesWhere(app, user, { id });
  if (!device) return undefined;
  return { subject: { target: 'device', id, label: device.number, organizationName: device.organizationName }, devices: [device] };
}

async function assetTarget(app: FastifyInstance, user: AuthUser, id: number): Promise<ResolvedTarget | undefined> {
  const asset = await assetRecord(app, user, id);
  if (!asset) return undefined;
  const organizationId = typeof asset.organizationId === 'number' ? asset.organizationId : null;
  if (!seesOrganization(await visibleOrganizations(app.db, user), organizationId)) return undefined;
  const devices = await devicesWhere(app, user, { assetIds: [id] });
  const organizationName = organizationId === null ? '' : ((await organizationNames(app, [organizationId])).get(organizationId) ?? '');
  const subject: ResolvedTarget['subject'] = { target: 'asset', id, label: String(asset.name ?? ''), organizationName };
  if (typeof asset.plate === 'string' && asset.plate) subject.plate = asset.plate;
  return { subject, devices };
}

async function waybillTarget(app: FastifyInstance, user: AuthUser, id: number): Promise<ResolvedTarget | undefined> {
  const waybill = await app.db.selectFrom('waybills').selectAll().where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst();
  if (!waybill) return undefined;
  const assetIds = idsOf(waybill.assets);
  const devices = (await waybillDevices(app, user, waybill, assetIds)).map((device) => ({
    ...device,
    thresholds: { ...device.thresholds, temperatureMin: waybill.min_temperature, temperatureMax: waybill.max_temperature },
  }));
  // the carrying vehicle's organization, else the user's
  const organizationName =
    devices[0]?.organizationName ??
    ((await app.db.selectFrom('organizations').select('name').where('id', '=', user.organizationId).executeTakeFirst())?.name || '');
  const subject: ResolvedTarget['subject'] = { target: 'waybill', id, label: waybill.number, organizationName };
  const consignor = institutionOf(waybill.consignor);
  const consignee = institutionOf(waybill.consignee);
  if (consignor) subject.consignor = consignor;
  if (consignee) subject.consignee = consignee;
  // the carrying vehicle's plate
  const vehicle = assetIds.length ? await assetRecord(app, user, assetIds[0]!) : undefined;
  if (typeof vehicle?.plate === 'string' && vehicle.plate) subject.plate = vehicle.plate;
  const signatures = await reportSignatures(app.db, waybill.id);
  return { subject, devices, defaultRange: { start: waybill.departure_time, end: waybill.delivery_time ?? app.nowUnix() }, ...(signatures.length ? { signatures } : {}) };
}

/**
 * A waybill's devices: with legs (issue 29 §1, a transshipment moves the goods), each leg's assets'
 * devices over that leg's time; without (never departed, or stored before legs existed), its
 * assets' devices over the whole range.
 */
async function waybillDevices(
  app: FastifyInstance,
  user: AuthUser,
  waybill: { id: number; departure_time: number | null; delivery_time: number | null },
  assetIds: readonly number[],
): Promise<ReportDevice[]> {
  const legs = await loadLegs(app.db, waybill.id, waybill);
  if (!legs.length) return devicesWhere(app, user, { assetIds });
  const out: ReportDevice[] = [];
  for (const span of assetSpans(legs, Number(waybill.delivery_time ?? app.nowUnix()))) {
    for (const device of await devicesWhere(app, user, { assetIds: [span.assetId] })) out.push({ ...device, span: { start: span.start, end: span.end } });
  }
  return out.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0) || a.number.localeCompare(b.number));
}

export function resolveTarget(app: FastifyInstance, user: AuthUser, target: ReportTarget, id: number): Promise<ResolvedTarget | undefined> {
  if (target === 'device') return deviceTarget(app, user, id);
  if (target === 'asset') return assetTarget(app, user, id);
  return waybillTarget(app, user, id);
}
