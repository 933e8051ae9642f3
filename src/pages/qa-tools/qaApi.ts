/** The calls of the QA pages (src/lib/qaTools.ts). */
import { api } from '../../api';
import {
  QA_EFFECTS_PATH,
  QA_EXCURSION_PATH,
  QA_LOG_PATH,
  QA_NOTIFICATION_PATH,
  QA_NOTIFY_PATH,
  QA_OFFLINE_PATH,
  QA_READINGS_PATH,
  QA_RESTORE_PATH,
  QA_STATUS_PATH,
  type QaEffects,
  type QaLogEntry,
  type QaNotification,
  type QaResult,
  type QaStatus,
} from '../../lib/qaTools';

export const readStatus = () => api.get<QaStatus>(QA_STATUS_PATH);
// polled: a failed poll is tried again at the next tick, without a toast each time
export const readEffects = (deviceId: number) => api.get<QaEffects>(QA_EFFECTS_PATH, { deviceId }, { silent: true });
export const readNotification = (id: number) => api.get<QaNotification>(`${QA_NOTIFICATION_PATH}/${id}`, undefined, { silent: true });
export const readLog = () => api.get<QaLogEntry[]>(QA_LOG_PATH);

export type QaPost = 'readings' | 'excursion' | 'offline' | 'restore' | 'notify';
const PATHS: Record<QaPost, string> = { readings: QA_READINGS_PATH, excursion: QA_EXCURSION_PATH, offline: QA_OFFLINE_PATH, restore: QA_RESTORE_PATH, notify: QA_NOTIFY_PATH };

export const runAction = (action: QaPost, fields: Record<string, string>) => api.form<QaResult>('POST', PATHS[action], fields);
