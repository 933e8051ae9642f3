/**
 * The parameter form's pure part: the device schema narrowed to the settings a command may
 * change (the same properties, rules, labels and sections), the values it starts from, and
 * what is sent: the values the user changed.
 */
import { SETTINGS_FIELDS, settingsOfModel, type DeviceSettings, type SettingsValues } from '../../../src/lib/deviceCommands';
import type { EntityEntry } from '../../../src/framework';

/**
 * The device entity with only the settings a device of this model has in its form (no humidity
 * bounds without a humidity sensor), none required: a command sends what changed.
 */
export function settingsEntity(device: EntityEntry, model: string): EntityEntry {
  const fields: readonly string[] = settingsOfModel(model);
  const sections = (device.ui.form?.sections ?? []).map((s) => ({ ...s, fields: s.fields.filter((f) => fields.includes(f)) })).filter((s) => s.fields.length);
  return {
    ...device,
    ui: { ...device.ui, form: { ...device.ui.form, order: [...fields], sections } },
    required: new Set(),
  };
}

/** The form's starting values: the device's settings, an open bound as an empty input. */
export function initialValues(settings: DeviceSettings): Record<string, unknown> {
  return Object.fromEntries(SETTINGS_FIELDS.filter((f) => settings[f] !== null).map((f) => [f, settings[f]]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** What the user changed from the starting values; an emptied input is left as it was (a command does not clear a bound). */
export function changedValues(values: Record<string, unknown>, initial: Record<string, unknown>): SettingsValues {
  const changed: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field];
    if (isEmpty(value) || value === initial[field]) continue;
    changed[field] = value;
  }
  return changed as SettingsValues;
}
