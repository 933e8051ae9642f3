/**
 * The devices of a data query or a data download (issue 14 §3): 1 to DATA_QUERY_MAX_DEVICES
 * distinct ids, every one a device the user sees (its company; of it, the organizations the user
 * sees: services/alarms/visibility.ts), all of one type — the first one's (spec §5 "Devices of
 * several types cannot be picked at once"). A device outside the scope answers like a missing one.
 */
import type { Kysely } from 'kysely';
import { DATA_QUERY_MAX_DEVICES } from '../../../src/lib/reports';
import { READING_FIELDS, type ReadingField, type Thresholds } from '../../../src/lib/readings';
import type { FieldIssue } from '../../../src/lib/validation/compile';
import type { Database } from '../../db/schema';
import { visibleOrganizations } from '../alarms/visibility';
import { issue } from '../formSchema';
import { fieldsOf } from '../readings/chart';
import type { AuthUser } from '../users';

export interface SelectedDevice {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  organizationId: number;
  thresholds: Thresholds;
}

export type DeviceIdsResult = { ok: true; ids: number[] } | { ok: false; issue: FieldIssue };

const ID = /^[1-9]\d{0,15}$/;

/**
 * The ids as sent: a comma-separated text ('1,2'), the query's repeated key, or a JSON list of
 * numbers. Order kept (the first one's type rules), repeats dropped.
 */
export function parseDeviceIds(raw: unknown): DeviceIdsResult {
  const parts = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined || raw === null ? [] : [raw]).map((part) =>
    typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim() : '',
  );
  const given = parts.filter((part) => part !== '');
  if (!given.length) return { ok: false, issue: issue('required') };
  if (!given.every((part) => ID.test(part))) return { ok: false, issue: issue('invalid') };
  const ids = [...new Set(given.map(Number))];
  if (ids.length > DATA_QUERY_MAX_DEVICES) return { ok: false, issue: issue('maxItems', { limit: DATA_QUERY_MAX_DEVICES }) };
  return { ok: true, ids };
}

export type SelectionResult =
  { ok: true; devices: SelectedDevice[] } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'mixedTypes'; issue: FieldIssue };

/** The devices, in the order asked, when the user sees every one and they share the first one's type. */
export async function selectDevices(db: Kysely<Database>, user: AuthUser, ids: readonly number[]): Promise<SelectionResult> {
  if (!ids.length) return { ok: false, reason: 'notFound' };
  const visible = await visibleOrganizations(db, user);
  if (visible !== null && !visible.length) return { ok: false, reason: 'notFound' };
  let query = db
    .selectFrom('devices')
    .select(['id', 'number', 'name', 'type', 'model', 'organization_id', 'temperature_min', 'temperature_max', 'humidity_min', 'humidity_max'])
    .where('company_id', '=', user.companyId)
    .where('id', 'in', ids);
  if (visible !== null) query = query.where('organization_id', 'in', visible);
  const rows = new Map((await query.execute()).map((row) => [row.id, row]));
  const devices: SelectedDevice[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) return { ok: false, reason: 'notFound' };
    devices.push({
      id: row.id,
      number: row.number,
      name: row.name,
      type: row.type,
      model: row.model,
      organizationId: row.organization_id,
      thresholds: { temperatureMin: row.temperature_min, temperatureMax: row.temperature_max, humidityMin: row.humidity_min, humidityMax: row.humidity_max },
    });
  }
  const type = devices[0]!.type;
  if (devices.some((device) => device.type !== type)) return { ok: false, reason: 'mixedTypes', issue: issue('dataQuery.mixedTypes') };
  return { ok: true, devices };
}

/** The columns of several devices' readings: every field any of their models has, in READING_FIELDS' order. */
export function fieldsOfDevices(devices: readonly Pick<SelectedDevice, 'model'>[]): ReadingField[] {
  const seen = new Set(devices.flatMap((device) => fieldsOf(device.model)));
  return READING_FIELDS.filter((field) => seen.has(field));
}
