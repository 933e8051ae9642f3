import { describe, expect, it } from 'vitest';
import { durationText, kindField, minutesText, peakText, rowState } from './alarmWords';

/** Echoes the key and its values, so that the test reads what was asked for. */
const translate = (key: string, options?: Record<string, unknown>) => `${key.split('.').pop()}${options ? `(${Object.values(options).join(',')})` : ''}`;

describe('an alarm in words', () => {
  it('shows the peak against the limit in the kind’s unit and decimals', () => {
    expect(peakText({ kind: 'temperature_high', peakValue: 9.6, threshold: 8 })).toBe('9.6 °C / 8.0 °C');
    expect(peakText({ kind: 'humidity_low', peakValue: 25, threshold: 30 })).toBe('25.0 %RH / 30.0 %RH');
    expect(peakText({ kind: 'battery_low', peakValue: 12, threshold: 20 })).toBe('12 % / 20 %');
    expect(peakText({ kind: 'offline', peakValue: null, threshold: null })).toBe('');
    expect(kindField('power_off')).toBeNull();
  });

  it('names the state the history filters by', () => {
    expect(rowState({ status: 'open', acknowledgedAt: null })).toBe('unacknowledged');
    expect(rowState({ status: 'open', acknowledgedAt: 5 })).toBe('acknowledged');
    expect(rowState({ status: 'closed', acknowledgedAt: 5 })).toBe('closed');
  });

  it('gives a duration in its two largest units', () => {
    expect(durationText(translate, 59)).toBe('underMinute');
    expect(durationText(translate, 5 * 60)).toBe('minutes(5)');
    expect(durationText(translate, 3 * 3600 + 5 * 60 + 7)).toBe('hours(3) minutes(5)');
    expect(durationText(translate, 2 * 86400 + 3 * 3600 + 60)).toBe('days(2) hours(3)');
    expect(durationText(translate, 86400 + 60)).toBe('days(1)');
  });

  it('offers snooze times in minutes, hours or days', () => {
    expect(minutesText(translate, 15)).toBe('minutes(15)');
    expect(minutesText(translate, 120)).toBe('hours(2)');
    expect(minutesText(translate, 1440)).toBe('days(1)');
  });
});
