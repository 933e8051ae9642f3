/** The seeded menu tree in sidebar order, and which areas the operator role sees. */
import { ASSET_AREA, CONTAINER_AREA, WAYBILL_AREA } from './asset';
import { ALARM_AREA, DEVICE_AREA } from './device';
import { MANAGEMENT_AREA } from './management';
import { ANNOUNCEMENT_AREA, APITOOL_AREA, HOME_AREA, MAP_AREA, QATOOLS_AREA, RENEWAL_AREA, STATISTICS_AREA, TOOLS_AREA } from './others';
import type { MenuSeed } from './define';

export type { MenuSeed } from './define';

export const MENU_TREE: readonly MenuSeed[] = [
  HOME_AREA,
  ANNOUNCEMENT_AREA,
  DEVICE_AREA,
  ALARM_AREA,
  ASSET_AREA,
  CONTAINER_AREA,
  WAYBILL_AREA,
  MAP_AREA,
  STATISTICS_AREA,
  MANAGEMENT_AREA,
  TOOLS_AREA,
  RENEWAL_AREA,
  APITOOL_AREA,
  QATOOLS_AREA,
];

/** Top-level areas of the operator role: the dashboard, the device area and the alarm area. */
export const OPERATOR_AREAS: readonly string[] = [HOME_AREA.name, DEVICE_AREA.name, ALARM_AREA.name];
