/**
 * A device's settings between the devices row (snake_case, flags 0/1) and the API (camelCase,
 * booleans): what a settings command reads before it is sent and writes once it succeeds.
 */
import type { Selectable, Updateable } from 'kysely';
import { SETTINGS_FIELDS, type DeviceSettings, type SettingsField, type SettingsValues } from '../../../src/lib/deviceCommands';
import type { DevicesTable } from '../../db/schema';

type DeviceRow = Selectable<DevicesTable>;

/** The column of each settings field. */
export const SETTINGS_COLUMNS = {
  acquisitionPeriod: 'acquisition_period',
  uploadPeriod: 'upload_period',
  offlineMinutes: 'offline_minutes',
  alarmEnabled: 'alarm_enabled',
  temperatureMin: 'temperature_min',
  temperatureMax: 'temperature_max',
  humidityMin: 'humidity_min',
  humidityMax: 'humidity_max',
} as const satisfies Record<SettingsField, keyof DeviceRow>;

export function settingsOf(row: Pick<DeviceRow, (typeof SETTINGS_COLUMNS)[SettingsField]>): DeviceSettings {
  return {
    acquisitionPeriod: row.acquisition_period,
    uploadPeriod: row.upload_period,
    offlineMinutes: row.offline_minutes,
    alarmEnabled: row.alarm_enabled === 1,
    temperatureMin: row.temperature_min,
    temperatureMax: row.temperature_max,
    humidityMin: row.humidity_min,
    humidityMax: row.humidity_max,
  };
}

/** The stored values of the fields a command sets (its "old values"). */
export function previousOf(settings: DeviceSettings, values: SettingsValues): SettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.filter((f) => f in values).map((f) => [f, settings[f]])) as SettingsValues;
}

/** The columns a successful settings command writes. */
export function settingsUpdate(values: SettingsValues): Updateable<DevicesTable> {
  const update: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    update[SETTINGS_COLUMNS[field]] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return update as Updateable<DevicesTable>;
}
