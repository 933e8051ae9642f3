/**
 * Row types of the platform database, as Kysely sees them. Flags are integers 0/1 and times
 * are unix seconds, so that SQLite and PostgreSQL store them alike. `Generated` marks the
 * columns with a default in the migrations (optional on insert).
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { ContainerHistoryTable, ContainersTable, NfcTagsTable } from './assetPageTables';
import type { DownloadJobsTable, ReportRunsTable } from './downloadTables';
import type { AnnouncementStatesTable, AnnouncementsTable, ExpirationRemindersTable, RenewalNoticesTable, RenewalOrdersTable, RenewalReadsTable } from './noticeTables';
import type { WechatBindingsTable, WechatTicketsTable } from './wechatTables';
import type { CompanyConfigsTable, RechargeOrdersTable } from './moneyTables';
import type { AssetHistoryTable } from './assetHistoryTables';
import type { FloorPlanDevicesTable, FloorPlansTable } from './floorPlanTables';
import type { BackupRunsTable, PremiumServicesTable } from './premiumTables';
import type { DeviceBatteriesTable, QaActionsTable } from './switchesTables';
import type { AuditEntriesTable, LoginLogTable } from './auditTables';
import type { WaybillEventsTable, WaybillLegsTable, WaybillSignaturesTable, WaybillsTable } from './waybillTables';
export type { WaybillStatus, WaybillsTable } from './waybillTables';
import type { ExpirationRemindedTable } from './renewalReminderTables';
import type { AlarmCountersTable, AlarmEventsTable, AlarmNotificationsTable, AlarmsTable, BalanceHistoryTable, BalanceWarningStateTable, DeviceCommandsTable, DevicePeriodsTable, DeviceStateTable, ReadingsTable } from './deviceTables';

export type { AlarmCountersTable, AlarmEventsTable, AlarmNotificationsTable, AlarmsTable, AlarmStatus, BalanceHistoryTable, BalanceWarningStateTable } from './deviceTables';
export type { DeviceCommandsTable, DevicePeriodsTable, DeviceStateTable, ReadingsTable, ReadingValues } from './deviceTables';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  sms_balance: Generated<number>;
  voice_balance: Generated<number>;
  /** 'shared' or 'independent' settlement (spec §3 Company) */
  settlement: Generated<string>;
  created_at: number;
  /** the company a shared-settlement account draws from (migration 015) */
  parent_id: number | null;
  /** the PDF reports' logo, a file-store path, '' for none; ShowReportWarningInfo 0/1 (migration 016) */
  default_report_logo: Generated<string>;
  show_report_warning_info: Generated<number>;
  /** whole yuan: what device renewals are paid from (migration 026) */
  funds_balance: Generated<number>;
  /** the trial's end, unix seconds, and its device limit; null when not on trial (migration 028) */
  trial_ends_at: Generated<number | null>;
  device_limit: Generated<number | null>;
  /** the data-interface service: 0 not activated, 1 subscribed, 2 in trial (migration 028) */
  data_interface: Generated<number>;
}

/** A company's authorization code (docking key) of the public API; only its hash is kept (migration 028). */
export interface AuthCodesTable {
  id: Generated<number>;
  company_id: number;
  prefix: string;
  key_hash: string;
  description: Generated<string>;
  created_by: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

export interface OrganizationsTable {
  id: Generated<number>;
  company_id: number;
  parent_id: number | null;
  name: string;
  code: string;
  /** 1 headquarters, 2 organization, 3 unit, 4 sub-unit, 5 unit department */
  level: number;
  location: Generated<string>;
  longitude: number | null;
  latitude: number | null;
  description: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  /** null only for a role made before migration 008 in a database without companies */
  company_id: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** scrypt$N$r$p$salt$hash */
  password_hash: string;
  realname: Generated<string>;
  mobile: Generated<string>;
  landline: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  description: Generated<string>;
  avatar: Generated<string>;
  /** raw admin value; isAdmin is `admin <= 1` (spec §4) */
  admin: Generated<number>;
  /** 1 enterprise account, 2 agent */
  account_type: Generated<number>;
  role_id: number;
  company_id: number;
  organization_id: number;
  created_at: number;
  /** 1: the password was set by someone else (initial or reset) and must be changed first (migration 009) */
  must_change_password: Generated<number>;
}

export interface LoginAttemptsTable {
  /** any submitted username, known or not, so the counter reveals nothing */
  username: string;
  /** failures of the account from all clients since its last quiet window (services/loginAttempts.ts) */
  failures: Generated<number>;
  updated_at: number;
}

/** Failed logins of one account from one client (IP, IPv6 /64) (migration 010). */
export interface LoginClientFailuresTable {
  username: string;
  client: string;
  failures: Generated<number>;
  updated_at: number;
}

export interface SessionsTable {
  token: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked: Generated<number>;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  /** the route name, PascalCase and unique (e.g. 'DeviceList'); /operation/permission?menuname= */
  route_name: string;
  /** Simplified Chinese name */
  name: string;
  name_en: string;
  name_tw: string;
  display_name: Generated<string>;
  path: string;
  component: Generated<string>;
  description: Generated<string>;
  icon: Generated<string>;
  redirect: Generated<string>;
  affix: Generated<number>;
  hidden: Generated<number>;
  no_cache: Generated<number>;
  /** 0 hides the route from the breadcrumb */
  breadcrumb: Generated<number>;
  no_redirect: Generated<number>;
  sort: Generated<number>;
}

export interface OperationsTable {
  id: Generated<number>;
  menu_id: number;
  code: string;
  fullname: string;
  sortcode: Generated<number>;
  description: Generated<string>;
}

export interface RoleMenusTable {
  role_id: number;
  menu_id: number;
}

export interface RoleOperationsTable {
  role_id: number;
  operation_id: number;
}

/** migration 012: append-only; the JSON columns hold snapshots with names (see the migration) */
export interface RolePermissionLogTable {
  id: Generated<number>;
  role_id: number;
  company_id: number | null;
  actor_id: number;
  actor_username: string;
  created_at: number;
  added_menus: string;
  removed_menus: string;
  added_operations: string;
  removed_operations: string;
}

export interface DevicesTable {
  id: Generated<number>;
  name: string;
  /** 8 digits */
  number: string;
  /** 'temperature', 'temperature_humidity', 'vehicle', 'box' */
  type: string;
  model: Generated<string>;
  /** 1 normal, 2 alarm, 3 fault, 4 deactivated */
  status: Generated<number>;
  /** percent, 0–100 */
  battery: Generated<number>;
  /** percent, 0–100 */
  signal: Generated<number>;
  /** unix seconds; "expiring soon" is within 3 months (spec §9) */
  expire_date: number;
  online: Generated<number>;
  organization_id: number;
  company_id: number;
  /** the asset (an `asset` record) the device is fitted to */
  asset_id: number | null;
  /** seconds between acquisitions, and between uploads */
  acquisition_period: Generated<number>;
  upload_period: Generated<number>;
  /** minutes without data before offline, at least 10 (spec §5) */
  offline_minutes: Generated<number>;
  temperature_min: number | null;
  temperature_max: number | null;
  humidity_min: number | null;
  humidity_max: number | null;
  alarm_enabled: Generated<number>;
  /** the firmware version it runs (migration 014) */
  firmware: Generated<string>;
}

/** The generic document store of schema-driven entities without a table of their own. */
export interface RecordsTable {
  id: Generated<number>;
  resource: string;
  company_id: number | null;
  /** the record's properties, JSON */
  data: string;
  created_at: number;
  updated_at: number;
}

export interface Database {
  settings: SettingsTable;
  companies: CompaniesTable;
  organizations: OrganizationsTable;
  roles: RolesTable;
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  login_client_failures: LoginClientFailuresTable;
  sessions: SessionsTable;
  menus: MenusTable;
  operations: OperationsTable;
  role_menus: RoleMenusTable;
  role_operations: RoleOperationsTable;
  role_permission_log: RolePermissionLogTable;
  announcements: AnnouncementsTable;
  announcement_states: AnnouncementStatesTable;
  renewal_notices: RenewalNoticesTable;
  renewal_reads: RenewalReadsTable;
  expiration_reminders: ExpirationRemindersTable;
  expiration_reminded: ExpirationRemindedTable;
  renewal_orders: RenewalOrdersTable;
  recharge_orders: RechargeOrdersTable;
  company_configs: CompanyConfigsTable;
  wechat_bindings: WechatBindingsTable;
  wechat_tickets: WechatTicketsTable;
  devices: DevicesTable;
  readings: ReadingsTable;
  device_state: DeviceStateTable;
  device_commands: DeviceCommandsTable;
  device_periods: DevicePeriodsTable;
  alarms: AlarmsTable;
  alarm_events: AlarmEventsTable;
  alarm_notifications: AlarmNotificationsTable;
  alarm_counters: AlarmCountersTable;
  balance_history: BalanceHistoryTable;
  balance_warning_state: BalanceWarningStateTable;
  waybills: WaybillsTable;
  waybill_legs: WaybillLegsTable;
  waybill_events: WaybillEventsTable;
  waybill_signatures: WaybillSignaturesTable;
  download_jobs: DownloadJobsTable;
  report_runs: ReportRunsTable;
  records: RecordsTable;
  auth_codes: AuthCodesTable;
  asset_history: AssetHistoryTable;
  floor_plans: FloorPlansTable;
  floor_plan_devices: FloorPlanDevicesTable;
  containers: ContainersTable;
  container_history: ContainerHistoryTable;
  nfc_tags: NfcTagsTable;
  premium_services: PremiumServicesTable;
  backup_runs: BackupRunsTable;
  device_batteries: DeviceBatteriesTable;
  qa_actions: QaActionsTable;
  audit_entries: AuditEntriesTable;
  login_log: LoginLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type MenuRow = Selectable<MenusTable>;
export type OperationRow = Selectable<OperationsTable>;
export type NewMenu = Insertable<MenusTable>;
