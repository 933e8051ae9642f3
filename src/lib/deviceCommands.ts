/**
 * Device commands (issue 12): parameter settings and firmware upgrades sent to devices, the
 * states they move through (spec §4) and the wire of `/command`. One contract for the server that
 * stores and answers them and the console that sends and shows them. Pure data and functions.
 */
import { channelsOf, type Channel } from './readings';
import type { FieldIssues } from './validation/compile';

/** Spec §4 "Command request": the order a command moves through; the last three are final. */
export const COMMAND_STATES = ['reserved', 'requesting', 'setting', 'success', 'failed', 'timeout'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];
export const PENDING_STATES: readonly CommandState[] = ['reserved', 'requesting', 'setting'];
export const isPending = (state: CommandState): boolean => PENDING_STATES.includes(state);

export const COMMAND_KINDS = ['settings', 'upgrade'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** Why a command did not succeed: `resources.device.commands.reasons.*` of the locale files. */
export const COMMAND_REASONS = ['rejected', 'noAnswer', 'verifyFailed'] as const;
export type CommandReason = (typeof COMMAND_REASONS)[number];

/**
 * The device settings a parameter command may change: properties of schemas/device.schema.json,
 * validated with that schema's own rules (ranges, max > min, offline minutes ≥ 10).
 */
export const SETTINGS_FIELDS = [
  'acquisitionPeriod',
  'uploadPeriod',
  'offlineMinutes',
  'alarmEnabled',
  'temperatureMin',
  'temperatureMax',
  'humidityMin',
  'humidityMax',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export interface DeviceSettings {
  /** seconds */
  acquisitionPeriod: number;
  uploadPeriod: number;
  /** minutes, at least 10 (spec §5) */
  offlineMinutes: number;
  alarmEnabled: boolean;
  /** null: no bound */
  temperatureMin: number | null;
  temperatureMax: number | null;
  humidityMin: number | null;
  humidityMax: number | null;
}

/** The channel a setting is about: a device whose model lacks it has no such setting. */
const SETTING_CHANNEL: Partial<Record<SettingsField, Channel>> = {
  temperatureMin: 'temperature',
  temperatureMax: 'temperature',
  humidityMin: 'humidity',
  humidityMax: 'humidity',
};

/** The settings a device of this model has (src/lib/readings.ts MODEL_CHANNELS): no humidity bounds without a humidity sensor. */
export function settingsOfModel(model: string | null | undefined): readonly SettingsField[] {
  const channels = channelsOf(model);
  return SETTINGS_FIELDS.filter((field) => {
    const channel = SETTING_CHANNEL[field];
    return !channel || channels.includes(channel);
  });
}

/** The values of a command: the settings it changes, or the firmware it installs. */
export type SettingsValues = Partial<DeviceSettings>;
export interface FirmwareValues {
  firmware: string;
}
export type CommandValues = SettingsValues | FirmwareValues;

/**
 * Firmware images the platform holds, per device model, oldest first; a new device runs the
 * first. A model not listed has DEFAULT_FIRMWARE.
 */
export const FIRMWARE_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'CT-100': ['1.0.0', '1.1.0', '1.2.3'],
  'CTH-200': ['1.0.0', '1.0.4', '2.0.1'],
  'CV-300G': ['1.0.0', '2.1.0', '2.2.0', '3.0.0'],
  'CB-50': ['1.0.0', '1.0.2'],
  'CE-900': ['1.0.0', '1.5.0'],
};
export const DEFAULT_FIRMWARE: readonly string[] = ['1.0.0'];
export const INITIAL_FIRMWARE = '1.0.0';

export function firmwareOf(model: string | null | undefined): readonly string[] {
  return (model && FIRMWARE_VERSIONS[model]) || DEFAULT_FIRMWARE;
}

/**
 * The pages of the commands (their route names, server/db/seed/menus/device.ts) and the action
 * code each send needs (spec §6 `{page}_{action}`); reading commands needs `view` on any of them.
 */
export const COMMAND_PAGES = { settings: 'DeviceParamSet', records: 'DeviceSetRecord', upgrade: 'DeviceUpgrade' } as const;
export const SEND_ACTIONS: Readonly<Record<CommandKind, 'edit' | 'add'>> = { settings: 'edit', upgrade: 'add' };

/** Devices one command request may address. */
export const MAX_COMMAND_DEVICES = 200;

/**
 * Spec §5: "The offline trigger value must exceed at least one acquisition period". The values
 * sent beside the device's stored ones; the issue is reported at offlineMinutes. The schema's own
 * rules (ranges, max > min) are the entity validator's.
 */
export function settingsIssues(sent: SettingsValues, stored: Partial<DeviceSettings> = {}): FieldIssues {
  const offline = sent.offlineMinutes ?? stored.offlineMinutes;
  const period = sent.acquisitionPeriod ?? stored.acquisitionPeriod;
  if (typeof offline !== 'number' || typeof period !== 'number') return {};
  if (!('offlineMinutes' in sent) && !('acquisitionPeriod' in sent)) return {};
  return offline * 60 > period
    ? {}
    : { offlineMinutes: { key: 'resources.device.commands.errors.offlineBelowPeriod', params: { limit: Math.floor(period / 60) + 1 } } };
}

/** `/command`: the calls below are relative to it. */
export const COMMANDS_PATH = '/command';

/** One command as the API answers it. Times are unix seconds. */
export interface DeviceCommand {
  id: number;
  deviceId: number;
  deviceNumber: string;
  deviceName: string;
  deviceType: string;
  deviceModel: string;
  kind: CommandKind;
  /** what the command sets */
  values: CommandValues;
  /** the device's values when the command was sent (the same keys) */
  previous: CommandValues;
  state: CommandState;
  /** upgrade only: percent transferred, 0–100; null otherwise */
  progress: number | null;
  reason: CommandReason | null;
  /** the login account that sent it */
  sentBy: string;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

/**
 * `GET /command?page&limit&deviceId&state&kind&start&end` (newest first; start/end bound
 * createdAt), or `?ids=1,2,3` for those commands: `{ list, total }`.
 */
export const COMMAND_LIST_MAX_LIMIT = 100;

/** `GET /command/devices?q&type&model&ids&limit`: the devices a command may be sent to, with their settings. */
export interface CommandDevice {
  id: number;
  number: string;
  name: string;
  type: string;
  model: string;
  firmware: string;
  settings: DeviceSettings;
}

/** `POST /command/settings` body: `deviceIds` (all of one type) plus the settings to change; answers `{ list: DeviceCommand[] }`. */
export type SettingsRequest = { deviceIds: number[] } & SettingsValues;
/** `POST /command/upgrade` body: devices of one model and a version of firmwareOf(model). */
export interface UpgradeRequest {
  deviceIds: number[];
  version: string;
}
/** `GET /command/firmware?model=`: `{ model, versions }`. */
export interface FirmwareList {
  model: string;
  versions: readonly string[];
}
