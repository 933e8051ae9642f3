/**
 * The Alerters page's test sound (issue 13 §4 "Device alerter"), server/routes/alarm/alerter.ts:
 * POST /alarm/alerter/{id}/sound records an 'alerter' notification and answers its id; GET
 * /alarm/notification/{id} reads that notification while the notifier delivers it.
 */
import { api } from '../../src/api';
import { ALARM_PATH, type AlarmNotification, type SendState } from '../../src/lib/alarms';

/** States a notification does not leave: the test is over. */
export const FINAL_SEND_STATES: readonly SendState[] = ['success', 'failed', 'unsent'];

export const isFinal = (notification: Pick<AlarmNotification, 'state'> | undefined): boolean =>
  notification !== undefined && FINAL_SEND_STATES.includes(notification.state);

/** The notification's id. Silent: the dialog says what failed. */
export async function soundAlerter(alerterId: string | number): Promise<number> {
  const answer = await api.post<{ id: number }>(`${ALARM_PATH}/alerter/${encodeURIComponent(String(alerterId))}/sound`, undefined, undefined, { silent: true });
  return answer.id;
}

export function fetchNotification(id: number): Promise<AlarmNotification> {
  return api.get<AlarmNotification>(`${ALARM_PATH}/notification/${id}`, undefined, { silent: true });
}
