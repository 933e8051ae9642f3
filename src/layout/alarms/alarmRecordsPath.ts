/**
 * Where an alarm of the panel opens (issue 13 §3 "opens the device's records at the alarm's
 * time"): the records page, `/device/record?deviceId={id}&start={s}&end={s}` in unix seconds
 * (the address the page reads, resources/device/records/recordsAddress.ts), an hour either side
 * of the reading that raised it. Built from the message's numbers only: never a URL it carries.
 */
import type { AlarmSocketMessage } from '../../lib/alarms';

export const RECORDS_PAGE_PATH = '/device/record';
/** The records shown around the alarm's reading: enough to see it coming and going. */
export const ALARM_RECORDS_MARGIN_SECONDS = 3600;

const positiveInteger = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The console path, or null when the message has no usable device or time. */
export function alarmRecordsPath(alarm: Pick<AlarmSocketMessage, 'deviceId' | 'dataTimestamp'>): string | null {
  if (!positiveInteger(alarm.deviceId) || !positiveInteger(alarm.dataTimestamp)) return null;
  const start = Math.max(1, alarm.dataTimestamp - ALARM_RECORDS_MARGIN_SECONDS);
  const end = alarm.dataTimestamp + ALARM_RECORDS_MARGIN_SECONDS;
  const query = new URLSearchParams({ deviceId: String(alarm.deviceId), start: String(start), end: String(end) });
  return `${RECORDS_PAGE_PATH}?${query.toString()}`;
}
