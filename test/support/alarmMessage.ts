/** A `0003` message (src/lib/alarms.ts AlarmSocketMessage) for the alarm panel's tests. */
import type { AlarmSocketMessage } from '../../src/lib/alarms';

export function alarmMessage(alarmId: number, overrides: Partial<AlarmSocketMessage> = {}): AlarmSocketMessage {
  return {
    event: '0003',
    eventField: 'temperature',
    displayTitle: `Fridge ${alarmId}`,
    message: '9.2 °C > 8 °C',
    dataTimestamp: 1_700_000_000 + alarmId,
    alarmId,
    deviceId: 7,
    level: 1,
    kind: 'temperature_high',
    ...overrides,
  };
}
