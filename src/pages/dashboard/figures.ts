import type { DashboardSummary } from '../../lib/contract';

export type FigureIcon = 'devices' | 'online' | 'offline' | 'expiring' | 'alarms' | 'waybills';

export interface Figure {
  key: FigureIcon;
  /** translation key of the card's label */
  label: string;
  /** the list the card opens, a route of the seeded menu (server/db/seed/menus); none while the console has no such page */
  to?: string;
  value(summary: DashboardSummary): number;
  /** a second line under the number, if any */
  note?(summary: DashboardSummary): { key: string; count: number } | null;
  /** the icon's colour, a path into the MUI palette */
  tone: 'primary.main' | 'success.main' | 'text.secondary' | 'warning.main' | 'error.main' | 'info.main';
}

/** The dashboard's cards, in order (issue "Console shell" §4). */
export const FIGURES: readonly Figure[] = [
  { key: 'devices', label: 'app.pages.dashboard.devices', to: '/device/list', value: (s) => s.devices.total, tone: 'primary.main' },
  { key: 'online', label: 'app.pages.dashboard.online', to: '/device/list?online=1', value: (s) => s.devices.online, tone: 'success.main' },
  { key: 'offline', label: 'app.pages.dashboard.offline', to: '/device/list?online=0', value: (s) => s.devices.offline, tone: 'text.secondary' },
  {
    key: 'expiring',
    label: 'app.pages.dashboard.expiring',
    to: '/device/expired',
    value: (s) => s.devices.expiring,
    note: (s) => (s.devices.expired > 0 ? { key: 'app.pages.dashboard.expired', count: s.devices.expired } : null),
    tone: 'warning.main',
  },
  // the alarm history filtered to the open alarms (issue 13 §4)
  { key: 'alarms', label: 'app.pages.dashboard.openAlarms', to: '/alarm/history?state=open', value: (s) => s.alarms.open, tone: 'error.main' },
  { key: 'waybills', label: 'app.pages.dashboard.inTransit', to: '/waybill/management', value: (s) => s.waybills.inTransit, tone: 'info.main' },
];
