/**
 * The words and figures of a temperature report's files (PDF and XLSX), in the language the file
 * is written in: locale keys under `reportFile.` (the console's locale files, which are data),
 * times in the user's zone, durations in hours and minutes, numbers with fixed decimals.
 */
import type { TemperatureReport } from '../../../src/lib/reports';
import { interpolate, lookup } from '../../../src/lib/validation/translate';
import type { Language } from '../../messages';
import { localTime, zoneLabel } from '../readings/export';
import { LOCALES } from '../resources/translate';

export type FileText = (key: string, params?: Record<string, string | number>) => string;

/** polyglot's plural forms ('one |||| other'): English's two, Chinese's one. */
function pluralForm(text: string, count: string | number | undefined): string {
  const forms = text.split(' |||| ');
  return forms.length > 1 && typeof count === 'number' ? forms[count === 1 ? 0 : 1]! : forms[0]!;
}

/** `reportFile.{key}` in `lang`, else in English, else the key itself (a plural form by `smart_count`). */
export function fileText(lang: Language): FileText {
  return (key, params) => {
    const full = `reportFile.${key}`;
    const text = lookup(LOCALES[lang], full) ?? lookup(LOCALES.en, full);
    return text === undefined ? full : interpolate(pluralForm(text, params?.smart_count), params);
  };
}

/** The dash shown for a figure that has no value (no readings, no thresholds). */
export const NO_VALUE = '—';

/** A figure with `digits` decimals, or the dash. */
export function fixed(value: number | null | undefined, digits: number): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : value.toFixed(digits);
}

/** '41.3%', or the dash. */
export function pctText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : `${value.toFixed(1)}%`;
}

/** 'YYYY-MM-DD HH:mm' in the user's zone. */
export function minuteTime(ts: number, utcOffsetMinutes: number): string {
  return localTime(ts, utcOffsetMinutes).slice(0, 16);
}

/** '2026-11-01 08:00 – 2026-11-08 08:00 (UTC+08:00)' */
export function rangeText(start: number, end: number, utcOffsetMinutes: number): string {
  return `${minuteTime(start, utcOffsetMinutes)} – ${minuteTime(end, utcOffsetMinutes)} (${zoneLabel(utcOffsetMinutes)})`;
}

/** Seconds as '3 h 05 min' (or its translation), rounded to the minute. */
export function durationText(seconds: number, text: FileText): string {
  const minutes = Math.round(seconds / 60);
  return text('duration', { h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') });
}

/** '2–8' of a field's thresholds, open ends as '≤ 8' / '≥ 2', none as the dash. */
export function limitsText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} – ${max}`;
  if (max !== null) return `≤ ${max}`;
  if (min !== null) return `≥ ${min}`;
  return NO_VALUE;
}

/** What the report covers, as [label, value] lines: the heading of both files. */
export function identityLines(report: TemperatureReport, t: FileText, utcOffsetMinutes: number): Array<[string, string]> {
  const { subject } = report;
  const lines: Array<[string, string | undefined]> = [
    [t('company'), subject.companyName],
    [t('organization'), subject.organizationName],
    [t(`targets.${subject.target}`), subject.label],
    [t('plate'), subject.plate],
    [t('consignor'), subject.consignor],
    [t('consignee'), subject.consignee],
    [t('range'), rangeText(report.start, report.end, utcOffsetMinutes)],
    [t('activationEnergy'), `${(report.activationEnergy / 1000).toFixed(3)} kJ/mol`],
    [t('devices'), String(report.devices.length)],
    // issue 26 §2: how much of the range has data, and the rule that says so
    [t('completeness.coverage'), pctText(report.completeness.coveragePct)],
    [t('completeness.gapRule'), t('completeness.gapRuleValue', { tolerance: report.gapTolerance })],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/** The generation line: when (in the user's zone) and by whom. */
export function generatedText(report: TemperatureReport, t: FileText, utcOffsetMinutes: number): string {
  return t('generated', { time: `${minuteTime(report.generatedAt, utcOffsetMinutes)} (${zoneLabel(utcOffsetMinutes)})`, user: report.generatedBy });
}
