/**
 * The input of a command request, as field issues (`-5`) or values: the devices it addresses,
 * the settings it changes (read as the device schema's types and checked with the device
 * entity's own validator: ranges, decimals, max > min against what each device stores, offline
 * minutes ≥ 10), and spec §5's one-type rule.
 */
import {
  MAX_COMMAND_DEVICES,
  SETTINGS_FIELDS,
  settingsIssues,
  settingsOfModel,
  type CommandDevice,
  type SettingsValues,
} from '../../../src/lib/deviceCommands';
import type { FieldIssues } from '../../../src/lib/validation/compile';
import { formRecord, hasIssues, issue } from '../formSchema';
import type { FormFields } from '../forms';
import type { LoadedEntity } from '../resources/registry';

const ID = /^[1-9]\d{0,15}$/;
export const ERRORS = 'resources.device.commands.errors';

/** `deviceIds` as a list (JSON array or repeated field) or comma-separated text: distinct ids, 1 to MAX_COMMAND_DEVICES. */
export function readDeviceIds(form: FormFields): number[] | FieldIssues {
  const raw = [form.deviceIds ?? []]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!raw.length) return { deviceIds: issue('required') };
  if (raw.some((v) => !ID.test(v))) return { deviceIds: issue('invalid') };
  const ids = [...new Set(raw.map(Number))];
  if (ids.length !== raw.length) return { deviceIds: issue('uniqueItems') };
  if (ids.length > MAX_COMMAND_DEVICES) return { deviceIds: issue('maxItems', { limit: MAX_COMMAND_DEVICES }) };
  return ids;
}

/** Fields the body may hold besides the settings. */
const OTHER_FIELDS: Record<'settings' | 'upgrade', readonly string[]> = { settings: ['deviceIds'], upgrade: ['deviceIds', 'version'] };

/** Body fields a request of this kind does not know. */
export function unknownFields(form: FormFields, kind: 'settings' | 'upgrade'): FieldIssues {
  const known = new Set<string>([...OTHER_FIELDS[kind], ...(kind === 'settings' ? SETTINGS_FIELDS : [])]);
  return Object.fromEntries(
    Object.keys(form)
      .filter((k) => !known.has(k))
      .map((k) => [k, issue('additionalProperties')]),
  );
}

export interface SettingsReader {
  /** the settings sent, as their types, or what is wrong with them on their own */
  read(form: FormFields): { values: SettingsValues; issues: FieldIssues };
  /** the values for one device: settings its model has, max > min and the offline time against the period beside what it stores */
  checkFor(values: SettingsValues, device: CommandDevice): FieldIssues;
}

export function settingsReader(device: LoadedEntity): SettingsReader {
  const properties = new Map([...device.properties].filter(([name]) => (SETTINGS_FIELDS as readonly string[]).includes(name)));
  const validate = (values: SettingsValues, original?: CommandDevice['settings']): FieldIssues =>
    device.validate(values, { partial: true, ...(original ? { original: original as unknown as Record<string, unknown> } : {}) }) ?? {};
  return {
    read(form) {
      // what formRecord leaves as text where a number was meant, the validator reports
      const values = formRecord(form, properties) as SettingsValues;
      if (!Object.keys(values).length) return { values, issues: { _: { key: `${ERRORS}.noValues` } } };
      return { values, issues: validate(values) };
    },
    checkFor(values, device) {
      const has = new Set<string>(settingsOfModel(device.model));
      const missing = Object.keys(values).filter((name) => !has.has(name));
      if (missing.length) return Object.fromEntries(missing.map((name) => [name, issue('notApplicable')]));
      const issues = validate(values, device.settings);
      return hasIssues(issues) ? issues : settingsIssues(values, device.settings);
    },
  };
}
