/**
 * The devices a user may pick (issue 26 §3 "operator01", the pickers): every device picker (the
 * records and data upload pages, the alarm history's filter, the statistics pages) searches
 * `GET /device/options`, which answers the user's data scope (as GET /organization/options) whatever
 * menus the role has. The generic `/device` list stays the device pages' (it needs the device list
 * and the expiring-devices pages both). Pure types and constants, shared by the console and the server.
 */

export const DEVICE_OPTIONS_PATH = '/device/options';
/** Options of one search by default, and at most. */
export const DEVICE_OPTIONS_DEFAULT = 20;
export const DEVICE_OPTIONS_MAX = 100;

export interface DeviceOption {
  id: number;
  /** 8 digits */
  number: string;
  name: string;
  type: string;
  /** says which channels it has (src/lib/readings.ts channelsOf) */
  model: string;
  organizationId: number;
}

/**
 * `GET /device/options?q&type&ids&limit`: `q` part of the number or name; `ids` (comma-separated,
 * at most DEVICE_OPTIONS_MAX) those devices, when in scope; ordered by number.
 */
export interface DeviceOptionsQuery {
  q?: string;
  type?: string;
  ids?: readonly number[];
  limit?: number;
}

export interface DeviceOptions {
  list: DeviceOption[];
  /** how many match (the list is cut to `limit`) */
  total: number;
}
