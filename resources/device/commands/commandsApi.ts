/** The calls of the command pages (`/command`, src/lib/deviceCommands.ts): silent, each page says what failed. */
import { api } from '../../../src/api';
import {
  COMMANDS_PATH,
  type CommandDevice,
  type DeviceCommand,
  type FirmwareList,
  type SettingsRequest,
  type UpgradeRequest,
} from '../../../src/lib/deviceCommands';

export interface Page<T> {
  list: T[];
  total: number;
}

export interface DeviceSearch {
  q?: string;
  type?: string;
  model?: string;
  ids?: number[];
  limit?: number;
}

export interface CommandFilter {
  deviceId?: number;
  state?: string;
  kind?: string;
  /** unix seconds */
  start?: number;
  end?: number;
}

const defined = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const commandsApi = {
  devices: (search: DeviceSearch, signal?: AbortSignal) =>
    api.get<Page<CommandDevice>>(`${COMMANDS_PATH}/devices`, defined({ ...search, ids: search.ids?.join(',') }), { signal, silent: true }),
  list: (filter: CommandFilter & { page: number; limit: number }, signal?: AbortSignal) =>
    api.get<Page<DeviceCommand>>(COMMANDS_PATH, defined({ ...filter }), { signal, silent: true }),
  byIds: (ids: readonly number[], signal?: AbortSignal) => api.get<Page<DeviceCommand>>(COMMANDS_PATH, { ids: ids.join(',') }, { signal, silent: true }),
  firmware: (model: string, signal?: AbortSignal) => api.get<FirmwareList>(`${COMMANDS_PATH}/firmware`, { model }, { signal, silent: true }),
  sendSettings: (body: SettingsRequest) => api.post<{ list: DeviceCommand[] }>(`${COMMANDS_PATH}/settings`, body, undefined, { silent: true }),
  startUpgrade: (body: UpgradeRequest) => api.post<{ list: DeviceCommand[] }>(`${COMMANDS_PATH}/upgrade`, body, undefined, { silent: true }),
};
