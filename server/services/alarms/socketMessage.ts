/**
 * An alarm as the `0003` message (spec §7: event, eventField, displayTitle, message, dataTimestamp,
 * plus the ids the panel needs): what the engine broadcasts on opening and what the feed answers
 * for alarms missed during a disconnect, made in one place so the two never differ. The message
 * is language-neutral (values and units); the panel words the kind in the user's language.
 */
import { ALARM_SOCKET_EVENT, eventFieldOf, type AlarmKind, type AlarmSocketMessage } from '../../../src/lib/alarms';

export interface AlarmMessageSource {
  id: number;
  device_id: number;
  device_name: string;
  type: string;
  level: number;
  first_exceeded_at: number | null;
  created_at: number;
  peak_value: number | null;
  threshold: number | null;
}

const UNITS: Partial<Record<AlarmKind, string>> = {
  temperature_high: '°C',
  temperature_low: '°C',
  humidity_high: '%RH',
  humidity_low: '%RH',
  battery_low: '%',
};

function valueText(kind: AlarmKind, peak: number | null, threshold: number | null): string {
  const unit = UNITS[kind];
  if (!unit || peak === null) return '';
  const side = kind.endsWith('_high') ? '>' : kind === 'battery_low' ? '≤' : '<';
  return threshold === null ? `${peak} ${unit}` : `${peak} ${unit} ${side} ${threshold} ${unit}`;
}

export function alarmSocketMessage(alarm: AlarmMessageSource): AlarmSocketMessage {
  const kind = alarm.type as AlarmKind;
  return {
    event: ALARM_SOCKET_EVENT,
    eventField: eventFieldOf(kind),
    displayTitle: alarm.device_name,
    message: valueText(kind, alarm.peak_value, alarm.threshold),
    dataTimestamp: alarm.first_exceeded_at ?? alarm.created_at,
    alarmId: alarm.id,
    deviceId: alarm.device_id,
    level: alarm.level,
    kind,
  };
}
