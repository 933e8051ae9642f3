/**
 * The wire contract between the console and the platform API.
 * Shared by src/api (sending) and server/ (answering); pure types and constants only.
 */
import type { CoordSystem } from './geo';

/** Every answer of the platform is this envelope. Only `status === '1'` is success. */
export interface ApiEnvelope<T = unknown> {
  status: string;
  message?: string;
  data?: T;
}

/** Status codes of the envelope. The platform only fixes '1' and '-9'; the rest are ours (README). */
export const ApiStatus = {
  ok: '1',
  failed: '0',
  /** login needs a puzzle (captcha) step (spec §4) */
  puzzle: '-9',
  /** X-Token missing, unknown or expired */
  tokenInvalid: '-2',
  /** `sign` missing or wrong, `timeunix` outside the replay window, or a request already received */
  badSignature: '-3',
  /** the user's role does not allow this call */
  forbidden: '-4',
  /** input failed validation; `data.errors` maps field → message */
  invalid: '-5',
  notFound: '-6',
  /** the account must change its password first: every call but the change itself is refused */
  passwordChangeRequired: '-7',
} as const;
export type ApiStatusCode = (typeof ApiStatus)[keyof typeof ApiStatus];

/** `data` of a validation failure (status '-5'). Messages are translation keys or plain text. */
export interface FieldErrors {
  errors: Record<string, string>;
}

/** `data` of a successful `/auth/login` and of `/auth/token` (spec §3 "Login response data"). */
export interface LoginData {
  token: string;
  /** seconds of validity */
  tokentime: number;
  username: string;
  realname: string;
  photo: string;
  isAdmin: number;
  isShareBalance: boolean;
  accountType: number;
  organizationId: number;
  organizationName: string;
  companyId: number;
  organizationHierarchy: number[];
  webSetting: Record<string, unknown>;
  pageRefreshInterval?: number;
  ReportCheckTimeRange?: number;
  ShowReportWarningInfo?: boolean;
  deviceInfoShowDetail?: number;
  defaultReportLogo?: string;
  /** true while the password was set by someone else (initial or reset): change it before anything else */
  mustChangePassword?: boolean;
}

/** `data` of `/auth/info`: the user-info fields (same names as the login data, without the token). */
export type UserInfo = Omit<LoginData, 'token' | 'tokentime'> & { roles: string[] };

/** A title as a list of language/value pairs (spec §2 "Sidebar"). */
export type LocalizedTitle = Array<{ lang: string; value: string }>;

export interface RouteMeta {
  title?: LocalizedTitle;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  breadcrumb?: boolean;
  noredirect?: boolean;
}

/**
 * A node of `GET /menu/routerinfo?showall=true`.
 * `path` is relative to the parent (no leading '/', spec §5 "Menu"), or an external URL.
 * `component` starts with '/', or is '' for the main layout.
 */
export interface RouteNode {
  /** the menu's id, for the calls keyed by menu (e.g. GET /operation/list/{menuId}) */
  id?: number;
  path: string;
  component: string;
  name: string;
  hidden?: boolean;
  redirect?: string;
  meta?: RouteMeta;
  children?: RouteNode[];
}

/** An operation (action code) of a page, as `GET /operation/list/{menuId}` and `/operation/info/{id}` answer it. */
export interface Operation {
  id: number;
  menuid: number;
  code: string;
  fullname: string;
  sortcode: number;
  description: string;
}

/** `data` of `GET /operation/permission?menuname=…`. */
export interface PagePermissions {
  permissions: string[];
  unreadAnnouncements: number;
}

/** The component path of the system-config page: `/sysconfig` answers only a role that has it. */
export const SYSCONFIG_COMPONENT = '/management/sysconfig/index';

/** The code that lets a platform admin add, change and delete operation codes (spec §7 /operation); the console shows those buttons by it. */
export const OPERATION_EDIT_CODE = 'menu_operation_edit';

/** Paths that carry no `username`/`X-Token` headers (spec §7). */
export const UNAUTHENTICATED_PATHS = ['/auth/login', '/registered/angent', '/role/registered'] as const;

/** Header names of the signed request. */
export const Headers = {
  sign: 'sign',
  timeunix: 'timeunix',
  lang: 'lang',
  username: 'username',
  xToken: 'X-Token',
  /** random per request, signed: two identical requests of one second still differ */
  nonce: 'nonce',
} as const;

/**
 * The values of ConsoleConfig.tileCoordSystem: geo.ts's COORD_SYSTEMS, spelt here without its
 * import of gcoord, so that the config check of the first page does not load the converter.
 */
export const TILE_COORD_SYSTEMS = ['wgs84', 'gcj02'] as const satisfies readonly CoordSystem[];

/** Environments of spec §1. */
export const ENVIRONMENTS = [
  'development',
  'production',
  'sandbox',
  'cmhk',
  'ebro',
  'hisense',
  'international',
  'yslly',
  'maison',
] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** `/config.json`: one build serves every environment (issue 2 §2). */
export interface ConsoleConfig {
  /** base of every API path, e.g. '/api' or 'https://api.example.com' */
  apiBase: string;
  /** WebSocket address, absolute (ws:, wss:) or a path on the console's own origin */
  wsUrl: string;
  env: EnvironmentName;
  /** SM2 public key, hex */
  sm2PublicKey: string;
  signing: {
    hash: 'sha256' | 'md5' | 'sm3';
    salts: { request: string; chart: string };
  };
  /** map tile URL template with {z}/{x}/{y}; '' draws the offline vector basemap that ships with the console */
  tileUrl: string;
  /** the coordinate system the tile server draws in: 'gcj02' for AutoNavi and Tencent tiles (src/lib/geo.ts) */
  tileCoordSystem: CoordSystem;
}

/** `data` of `GET /dashboard/summary`: the home page's figures, for the user's company. */
export interface DashboardSummary {
  devices: {
    total: number;
    online: number;
    offline: number;
    /** not yet expired, expiring within 3 months (spec §9) */
    expiring: number;
    /** expiry date already passed */
    expired: number;
  };
  alarms: { open: number };
  waybills: { inTransit: number };
}
