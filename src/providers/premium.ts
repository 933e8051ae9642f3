/** The premium services (issue 30 §2): GET/POST /premiumservices, the backup files and the TV show's board. Silent: the pages show their own states. */
import { api } from '../api';
import { PREMIUM_PATH, type BackupFile, type PremiumAction, type PremiumServicesList, type PremiumService, type ServiceStatus, type TvShowBoard } from '../lib/premium';

export const fetchPremiumServices = (): Promise<PremiumServicesList> => api.get<PremiumServicesList>(PREMIUM_PATH, undefined, { silent: true });
export const actOnService = (companyId: number, service: PremiumService, action: PremiumAction): Promise<ServiceStatus> =>
  api.form<ServiceStatus>('POST', `${PREMIUM_PATH}/${companyId}/${service}`, { action }, undefined, { silent: true });
export const fetchBackupFiles = (): Promise<{ service: ServiceStatus; list: BackupFile[] }> =>
  api.get<{ service: ServiceStatus; list: BackupFile[] }>(`${PREMIUM_PATH}/backups`, undefined, { silent: true });
export const fetchTvShow = (): Promise<TvShowBoard> => api.get<TvShowBoard>(`${PREMIUM_PATH}/tvshow`, undefined, { silent: true });
