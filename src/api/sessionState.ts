/** The session fields of spec §3 and their empty values. */
import type { RouteNode } from '../lib/contract';
import { SESSION_DEFAULTS } from '../lib/session';

export interface SessionState {
  token: string;
  /** unix seconds; 0 when unknown */
  expireTime: number;
  isRefreshingToken: boolean;
  username: string;
  realname: string;
  avatar: string;
  roles: string[];
  userPermissions: string[];
  isAdmin: boolean;
  isShareBalance: boolean;
  accountType: number;
  organizationId: number;
  organizationName: string;
  companyId: number;
  organizationHierarchy: number[];
  webSetting: Record<string, unknown>;
  pageRefreshInterval: number;
  ReportCheckTimeRange: number;
  ShowReportWarningInfo: boolean;
  deviceInfoShowDetail: number;
  defaultReportLogo: string;
  unreadAnnouncements: number;
  permissionRoutes: RouteNode[];
  /** asset roles of the sidebar's asset area: vehicle 1, coldstore 2, box 3, cabinet 4 (spec §2) */
  assetRoles: number[];
  /** the password was set by someone else: the console shows only the change-password step */
  mustChangePassword: boolean;
}

export const EMPTY_SESSION: Readonly<SessionState> = Object.freeze({
  token: '',
  expireTime: 0,
  isRefreshingToken: false,
  username: '',
  realname: '',
  avatar: '',
  roles: [],
  userPermissions: [],
  isAdmin: false,
  isShareBalance: false,
  accountType: 0,
  organizationId: 0,
  organizationName: '',
  companyId: 0,
  organizationHierarchy: [],
  webSetting: {},
  ...SESSION_DEFAULTS,
  defaultReportLogo: '',
  unreadAnnouncements: 0,
  permissionRoutes: [],
  assetRoles: [],
  mustChangePassword: false,
});
