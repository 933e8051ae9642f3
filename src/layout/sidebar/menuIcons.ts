/**
 * The seed's icon names (menu `meta.icon`) → MUI icons. A new icon is a new entry here;
 * an unknown or missing name falls back to a neutral page icon.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AllInboxOutlined from '@mui/icons-material/AllInboxOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeviceThermostatOutlined from '@mui/icons-material/DeviceThermostatOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

type Icon = ComponentType<SvgIconProps>;

export const MENU_ICONS: Readonly<Record<string, Icon>> = {
  dashboard: DashboardOutlined,
  announcement: CampaignOutlined,
  device: DeviceThermostatOutlined,
  alarm: NotificationsActiveOutlined,
  asset: Inventory2Outlined,
  container: AllInboxOutlined,
  waybill: LocalShippingOutlined,
  map: MapOutlined,
  chart: BarChartOutlined,
  setting: SettingsOutlined,
  tool: BuildOutlined,
  renewal: AutorenewOutlined,
  api: ApiOutlined,
  bug: BugReportOutlined,
};

export const FALLBACK_MENU_ICON: Icon = ArticleOutlined;

export function menuIcon(name: string | undefined): Icon {
  return (name && MENU_ICONS[name]) || FALLBACK_MENU_ICON;
}

/** The icon of a menu item, by its seed name. */
export function MenuIcon({ name, ...props }: SvgIconProps & { name: string | undefined }): ReactElement {
  return createElement(menuIcon(name), props);
}
