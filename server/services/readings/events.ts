/**
 * The socket events of readings (src/lib/readings.ts): 0101 a device's new latest reading, 0102 a
 * device going online or offline without one. The alarm client reads 0002 and 0003 only, so
 * these never show as alarms. The message is language-neutral (values and units): one event goes
 * to users of every language.
 */
import { DEVICE_STATE_EVENT, FIELD_RULES, READING_EVENT, type DeviceStateEvent, type Reading, type ReadingEvent } from '../../../src/lib/readings';

/** "5.2 °C · 63.0 %RH": the values a monitor card shows first. */
export function readingSummary(reading: Reading): string {
  const parts: string[] = [];
  for (const field of ['temperature', 'humidity'] as const) {
    const value = reading[field];
    if (value !== null) parts.push(`${value.toFixed(FIELD_RULES[field].decimals)} ${FIELD_RULES[field].unit}`);
  }
  return parts.join(' · ');
}

export function readingEvent(device: { id: number; name: string }, reading: Reading): ReadingEvent {
  return {
    event: READING_EVENT,
    eventField: 'reading',
    displayTitle: device.name,
    message: readingSummary(reading),
    dataTimestamp: reading.ts,
    deviceId: device.id,
    reading,
    online: true,
  };
}

export function deviceStateEvent(device: { id: number; name: string }, online: boolean, nowUnix: number): DeviceStateEvent {
  return {
    event: DEVICE_STATE_EVENT,
    eventField: 'online',
    displayTitle: device.name,
    message: '',
    dataTimestamp: nowUnix,
    deviceId: device.id,
    online,
  };
}
