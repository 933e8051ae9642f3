/** The monitor's rows as the contract shows them (src/lib/readings.ts MonitorRow). Pure. */
import { channelsOf, READING_FIELDS, type MonitorAsset, type MonitorRow, type Reading } from '../../../src/lib/readings';
import { fieldsOf, type StoredReading } from './chart';
import type { MonitorDbRow } from './store/read';

/** A stored reading with every field: those the model has as stored, the others null. */
export function toReading(row: StoredReading, model: string | null | undefined): Reading {
  const own = new Set(fieldsOf(model));
  const reading = { ts: Number(row.ts) } as Reading;
  for (const field of READING_FIELDS) reading[field] = own.has(field) ? (row[field] ?? null) : null;
  return reading;
}

export function toMonitorRow(row: MonitorDbRow, assets: ReadonlyMap<number, MonitorAsset>): MonitorRow {
  const { model } = row;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    type: row.type,
    model,
    organizationId: row.organization_id,
    assetId: row.asset_id,
    channels: [...channelsOf(model)],
    thresholds: { temperatureMin: row.temperature_min, temperatureMax: row.temperature_max, humidityMin: row.humidity_min, humidityMax: row.humidity_max },
    online: Number(row.online) === 1,
    lastSeen: row.last_seen === null ? null : Number(row.last_seen),
    reading: row.ts === null ? null : toReading({ ...row, ts: row.ts }, model),
    state: row.state,
    asset: row.asset_id === null ? null : (assets.get(row.asset_id) ?? null),
  };
}
