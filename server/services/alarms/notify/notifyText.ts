/**
 * The text a notification carries. Receivers of this platform read Chinese, and a text message
 * cannot be translated after it is sent, so the words come from the zh-CN labels (locales, the
 * same `alarm.*` keys the console shows) around language-neutral values: "冷库 1 报警：温度超上限
 * 9.2 °C > 8 °C · 2 级". No literal words in code.
 */
import zhCN from '../../../../locales/zh-CN.json';
import type { AlarmKind, PaidChannel } from '../../../../src/lib/alarms';
import { alarmSocketMessage, type AlarmMessageSource } from '../socketMessage';

const labels = zhCN.alarm;

export function alarmNotifyText(alarm: AlarmMessageSource): string {
  const kind = alarm.type as AlarmKind;
  const kindLabel = (labels.kinds as Record<string, string>)[kind] ?? kind;
  // the value against its limit, worded exactly as the 0003 message words it
  const value = alarmSocketMessage(alarm).message;
  const level = labels.level.replace('%{level}', String(alarm.level));
  return `${alarm.device_name}${labels.suffix}：${kindLabel}${value ? ` ${value}` : ''} · ${level}`;
}

export function balanceWarningText(kind: PaidChannel, balance: number, threshold: number): string {
  return `${labels.balanceReasons.warning}：${labels.balanceKinds[kind]} ${balance} < ${threshold}`;
}
