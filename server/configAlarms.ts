/**
 * Settings of the alarm engine and its notifier (issue 13), part of PlatformOptions (config.ts).
 * Environment variables: configEnv.ts; the table: server/README.md "Alarms".
 */
import { HYSTERESIS_DEFAULTS } from '../src/lib/alarmLimits';

export interface AlarmOptions {
  /** the consecutive count of a device's implicit rule (its own thresholds, no alarm rule applies) */
  alarmDefaultConsecutive: number;
  /** hysteresis margins: a value counts as normal again only this far inside its limit */
  alarmHysteresisTemperature: number;
  alarmHysteresisHumidity: number;
  alarmHysteresisBattery: number;
  /** an open alarm with no exceeding data for this long ends ('dataTimeout') */
  alarmDataTimeoutMinutes: number;
  /** readings older than this (seconds before now) open 'history' alarms: stored, never notified */
  alarmLiveWindowSeconds: number;
  /** how often offline alarms and data timeouts are swept */
  alarmSweepSeconds: number;
  /** how often the notifier escalates and settles notifications (milliseconds) */
  alarmNotifyTickMs: number;
  /** the zone of "a day" for the WeChat and e-mail daily caps (minutes east of UTC; 480: China) */
  alarmDayUtcOffsetMinutes: number;
  /** credit one SMS, and one voice call, costs */
  creditPerSms: number;
  creditPerVoiceCall: number;
  /** the simulated providers: delay scale (1: realistic seconds; tests make it small), failure and no-answer rates (0–1), random source */
  notifyDelayScale: number;
  notifyFailureRate: number;
  notifyNoAnswerRate: number;
  notifyRandom: () => number;
}

export const ALARM_DEFAULTS: AlarmOptions = {
  alarmDefaultConsecutive: 2,
  alarmHysteresisTemperature: HYSTERESIS_DEFAULTS.temperature,
  alarmHysteresisHumidity: HYSTERESIS_DEFAULTS.humidity,
  alarmHysteresisBattery: HYSTERESIS_DEFAULTS.battery,
  alarmDataTimeoutMinutes: 10,
  alarmLiveWindowSeconds: 600,
  alarmSweepSeconds: 15,
  alarmNotifyTickMs: 1000,
  alarmDayUtcOffsetMinutes: 480,
  creditPerSms: 1,
  creditPerVoiceCall: 1,
  notifyDelayScale: 1,
  notifyFailureRate: 0.03,
  notifyNoAnswerRate: 0.2,
  notifyRandom: Math.random,
};
