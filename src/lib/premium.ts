/**
 * Premium services (issue 30 §2; spec §1 "data backup, data-interface docking, TV show", §4
 * "Service: not activated, subscribed, in trial", §6 "need sales activation (contact sales)", §9
 * "Trial 15 days with 50 devices"). Shared by the premium services page and the server.
 * docs/premium-services-and-backups.md documents the wire.
 */
import { DATA_INTERFACE } from './docking';
import type { KeepDays } from './downloads';

export const PREMIUM_PATH = '/premiumservices';
/** the menu page's route name: its `edit` code is the activation (sales only) */
export const PREMIUM_PAGE = 'ManagementPremiumServices';
export const PREMIUM_COMPONENT = '/management/premiumservices/index';

export const PREMIUM_SERVICES = ['backup', 'docking', 'tvshow'] as const;
export type PremiumService = (typeof PREMIUM_SERVICES)[number];

/** The states, the numbers of companies.data_interface (src/lib/docking.ts) for every service. */
export const SERVICE_STATE = DATA_INTERFACE;
export type ServiceState = (typeof SERVICE_STATE)[keyof typeof SERVICE_STATE];

export function serviceActive(state: number): boolean {
  return state === SERVICE_STATE.subscribed || state === SERVICE_STATE.trial;
}

/** What sales may do to a company's service: subscribe it, start its trial (once), or end it. */
export const PREMIUM_ACTIONS = ['subscribe', 'trial', 'cancel'] as const;
export type PremiumAction = (typeof PREMIUM_ACTIONS)[number];

/** One service of one company as the page shows it. */
export interface ServiceStatus {
  service: PremiumService;
  /** ServiceState */
  state: number;
  /** unix seconds; only while in trial */
  trialEndsAt: number | null;
  /** the trial's device limit (spec §9: 50); null when not in trial */
  deviceLimit: number | null;
  /** whether the company has had this service's trial already (a trial is given once) */
  trialUsed: boolean;
  updatedBy: string | null;
  updatedAt: number | null;
}

export interface CompanyServices {
  companyId: number;
  companyName: string;
  services: ServiceStatus[];
}

/** `data` of GET /premiumservices. */
export interface PremiumServicesList {
  /** true for sales: a platform user with the page's activation code (the page shows the buttons) */
  canActivate: boolean;
  /** the user's own company (its TV show and backups are the ones the page opens) */
  ownCompanyId: number;
  companies: CompanyServices[];
}

/** `POST /premiumservices/{companyId}/{service}` body. */
export interface PremiumActionBody {
  action: PremiumAction;
}

/** Data backup (issue 30 §2, spec §9): the automatic one at 00:00 daily, the regular ones at 03:00. */
export const AUTOMATIC_BACKUP_HOUR = 0;
export const REGULAR_BACKUP_HOUR = 3;
export type BackupFrequency = 'daily' | 'weekly' | 'monthly';

/** A backup file (a download-centre job of kind `dataBackup`) as the page lists it. */
export interface BackupFile {
  id: number;
  /** the configuration's id; null for the automatic backup */
  configId: number | null;
  title: string;
  state: string;
  fileName: string | null;
  fileSize: number | null;
  keepDays: KeepDays;
  createdAt: number;
  expiresAt: number;
  /** true once expires_at has passed (the centre's sweep deletes it soon after) */
  expired: boolean;
}

export function backupFilePath(id: number): string {
  return `${PREMIUM_PATH}/backups/${id}/file`;
}

/** The TV show's board (GET /premiumservices/tvshow). */
export interface TvShowBoard {
  companyName: string;
  /** unix seconds of the figures */
  at: number;
  devices: { total: number; online: number; offline: number; inAlarm: number };
  openAlarms: Array<{ id: number; deviceNumber: string; deviceName: string; type: string; level: number; startedAt: number; value: number | null }>;
  /** devices with a position, for the map */
  points: Array<{ id: number; number: string; name: string; lat: number; lng: number; online: boolean; alarm: boolean; temperature: number | null }>;
}

/** The board refreshes itself this often. */
export const TV_SHOW_REFRESH_SECONDS = 30;
