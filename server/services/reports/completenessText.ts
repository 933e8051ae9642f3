/**
 * The words of a report's data completeness in its files (issue 26 §2): coverage percentages, the
 * acquisition periods in force, gaps with their times and lengths, the time in range stated over
 * the time with data, and the coverage warning. Times in the user's zone, like the rest of the file.
 */
import type { DataCompleteness, DeviceReport, FieldSummary, PeriodInForce, TemperatureReport, TimeSpan } from '../../../src/lib/reports';
import { durationText, minuteTime, NO_VALUE, pctText, type FileText } from './fileText';

/** A period as '10 min' or '30 s'. */
export function periodText(seconds: number, t: FileText): string {
  return seconds % 60 === 0 ? t('completeness.minutes', { n: seconds / 60 }) : t('completeness.seconds', { n: seconds });
}

/** '1 min; 10 min from 2026-11-16 08:00': the period at the range's start, then each change. */
export function periodsText(periods: readonly PeriodInForce[], start: number, t: FileText, utcOffsetMinutes: number): string {
  return periods
    .map((entry) => (entry.since <= start ? periodText(entry.period, t) : t('completeness.periodSince', { period: periodText(entry.period, t), time: minuteTime(entry.since, utcOffsetMinutes) })))
    .join('; ');
}

/** '2026-11-03 08:00 – 2026-11-07 20:00 (108 h 00 min)' */
export function gapText(gap: TimeSpan, t: FileText, utcOffsetMinutes: number): string {
  return `${minuteTime(gap.start, utcOffsetMinutes)} – ${minuteTime(gap.end, utcOffsetMinutes)} (${durationText(gap.end - gap.start, t)})`;
}

/** The longest gaps one a line, or 'None'. */
export function longestGapsText(completeness: DataCompleteness, t: FileText, utcOffsetMinutes: number): string {
  return completeness.longestGaps.length ? completeness.longestGaps.map((gap) => gapText(gap, t, utcOffsetMinutes)).join('\n') : t('completeness.none');
}

/** '98.2% in range of the 41.3% of the period with data' */
export function timeInRangeText(summary: FieldSummary, t: FileText): string {
  if (summary.timeInRangePct === null) return NO_VALUE;
  return t('summary.timeInRangeOf', { tir: pctText(summary.timeInRangePct), coverage: pctText(summary.coveragePct) });
}

/** The coverage warning, or null when the report (and each device) has enough data. */
export function coverageWarningText(report: TemperatureReport, t: FileText): string | null {
  if (!report.coverageWarning) return null;
  const threshold = `${report.coverageWarningPct}%`;
  const whole = report.completeness.coveragePct;
  if (whole !== null && whole < report.coverageWarningPct) return t('completeness.warning', { coverage: pctText(whole), threshold });
  const below = report.devices.filter((d: DeviceReport) => d.completeness.coveragePct !== null && d.completeness.coveragePct < report.coverageWarningPct);
  return t('completeness.warningDevices', { devices: below.map((d) => `${d.number} (${pctText(d.completeness.coveragePct)})`).join(', '), threshold });
}
