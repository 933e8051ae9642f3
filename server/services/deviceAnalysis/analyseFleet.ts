/**
 * The device analysis of a company's devices (issue 30 §5): each device's readings of the last
 * ANALYSIS_DAYS, its periods in force and its battery date through src/lib/deviceAnalysis.ts,
 * ranked by attention. At most ANALYSIS_MAX_DEVICES devices (the first by number): the answer says
 * how many were left out, and the organization filter narrows the fleet.
 */
import type { Kysely } from 'kysely';
import {
  analyseDevice,
  ANALYSIS_DAYS,
  ANALYSIS_MAX_DEVICES,
  rankDevices,
  type AnalysedDevice,
  type AnalysisReading,
  type DeviceAnalysisAnswer,
} from '../../../src/lib/deviceAnalysis';
import { isOnline } from '../../../src/lib/readings';
import type { Database } from '../../db/schema';
import { periodsInForce } from '../devicePeriods';
import { readReadings } from '../readings/store/read';

export interface FleetScope {
  companyId: number;
  /** the organizations whose devices count; undefined: the whole company */
  organizationIds?: readonly number[];
  nowUnix: number;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function analyseFleet(db: Kysely<Database>, scope: FleetScope): Promise<DeviceAnalysisAnswer> {
  const window = { start: scope.nowUnix - ANALYSIS_DAYS * 86_400, end: scope.nowUnix };
  let query = db
    .selectFrom('devices')
    .innerJoin('organizations', 'organizations.id', 'devices.organization_id')
    .leftJoin('device_state', 'device_state.device_id', 'devices.id')
    .leftJoin('device_batteries', 'device_batteries.device_id', 'devices.id')
    .select([
      'devices.id',
      'devices.number',
      'devices.name',
      'organizations.name as organizationName',
      'devices.acquisition_period',
      'devices.upload_period',
      'devices.offline_minutes',
      'devices.temperature_min',
      'devices.temperature_max',
      'devices.humidity_min',
      'devices.humidity_max',
      'device_state.last_seen',
      'device_batteries.installed_at',
    ])
    .where('devices.company_id', '=', scope.companyId);
  if (scope.organizationIds) {
    if (!scope.organizationIds.length) return { window, devices: [], omitted: 0 };
    query = query.where('devices.organization_id', 'in', [...scope.organizationIds]);
  }
  const rows = await query.orderBy('devices.number').execute();
  const analysed: AnalysedDevice[] = [];
  for (const row of rows.slice(0, ANALYSIS_MAX_DEVICES)) {
    const period = Number(row.acquisition_period);
    const readings = await readReadings(db, row.id, window, ['battery', 'signal', 'temperature', 'humidity']);
    const lastSeen = numberOrNull(row.last_seen);
    const health = analyseDevice({
      readings: readings.map(
        (r): AnalysisReading => ({
          ts: Number(r.ts),
          battery: numberOrNull(r.battery),
          signal: numberOrNull(r.signal),
          temperature: numberOrNull(r.temperature),
          humidity: numberOrNull(r.humidity),
        }),
      ),
      periods: await periodsInForce(db, row.id, window, period),
      window,
      temperature: { min: numberOrNull(row.temperature_min), max: numberOrNull(row.temperature_max) },
      humidity: { min: numberOrNull(row.humidity_min), max: numberOrNull(row.humidity_max) },
      batteryInstalledAt: numberOrNull(row.installed_at),
      online: isOnline(lastSeen, scope.nowUnix, Number(row.offline_minutes), period),
    });
    analysed.push({ ...health, id: row.id, number: row.number, name: row.name, organizationName: row.organizationName, period: Number(row.upload_period) });
  }
  return { window, devices: rankDevices(analysed), omitted: Math.max(0, rows.length - ANALYSIS_MAX_DEVICES) };
}
