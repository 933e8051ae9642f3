/** The session fields of spec §3 and their empty values. */
import type { LoginData, RouteNode } from '../lib/contract';
import { SESSION_DEFAULTS } from '../lib/session';

/** The login answer's fields the session keeps as they come (the optional ones get defaults). */
type FromLogin = Pick<
  LoginData,
  | 'token'
  | 'username'
  | 'realname'
  | 'isShareBalance'
  | 'accountType'
  | 'organizationId'
  | 'organizationName'
  | 'companyId'
  | 'organizationHierarchy'
  | 'webSetting'
> &
  Required<
    Pick<
      LoginData,
      | 'pageRefreshInterval'
      | 'ReportCheckTimeRange'
      | 'ShowReportWarningInfo'
      | 'deviceInfoShowDetail'
      | 'defaultReportLogo'
      | 'mustChangePassword'
    >
  >;

/** Spec §3's session: the login answer plus what the console derives or loads after it. */
export interface SessionState extends FromLogin {
  /** unix seconds; 0 when unknown (from the login's `tokentime`) */
  expireTime: number;
  isRefreshingToken: boolean;
  /** the login's `photo` */
  avatar: string;
  roles: string[];
  userPermissions: string[];
  /** the login's numeric `isAdmin` read as "admin when the value is 1 or less" (spec §4) */
  isAdmin: boolean;
  unreadAnnouncements: number;
  permissionRoutes: RouteNode[];
  /** asset roles of the sidebar's asset area: vehicle 1, coldstore 2, box 3, cabinet 4 (spec §2) */
  assetRoles: number[];
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
