/**
 * How the report widgets show a report's numbers (issue 14 §3): values with their field's
 * decimals, percentages, durations in hours and minutes, times in the browser's zone. Pure.
 */
import { formatDateTime } from '../../lib/dateTimeFormat';
import type { Excursion, PeriodInForce, TimeSpan } from '../../lib/reports';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A figure, or an em dash for none. */
export function formatFigure(value: number | null | undefined, decimals = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(decimals);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(1)} %`;
}

/** Seconds as "1 h 05 min" (reportFile.duration), the seconds rounded to the minute. */
export function formatDuration(seconds: number, translate: Translate): string {
  const minutes = Math.round(seconds / 60);
  return translate('reportFile.duration', { h: Math.floor(minutes / 60), m: String(minutes % 60).padStart(2, '0') });
}

/** A moment as the browser's local date and time to the minute. */
export function formatMoment(seconds: number | null, locale: string): string {
  if (seconds === null) return '—';
  return formatDateTime(seconds, locale);
}

/** The excursions of one field, in time order. */
export function excursionsOf(excursions: readonly Excursion[], field: Excursion['field']): Excursion[] {
  return excursions.filter((e) => e.field === field);
}

/** An acquisition period as "10 min" or "30 s" (reportFile.completeness.minutes / seconds). */
export function formatPeriod(seconds: number, translate: Translate): string {
  return seconds % 60 === 0 ? translate('reportFile.completeness.minutes', { n: seconds / 60 }) : translate('reportFile.completeness.seconds', { n: seconds });
}

/** The periods in force over a range: the one at its start, then each change with its time. */
export function formatPeriods(periods: readonly PeriodInForce[], start: number, locale: string, translate: Translate): string {
  return periods
    .map((entry) =>
      entry.since <= start
        ? formatPeriod(entry.period, translate)
        : translate('reportFile.completeness.periodSince', { period: formatPeriod(entry.period, translate), time: formatMoment(entry.since, locale) }),
    )
    .join('; ');
}

/** A gap as "start – end (3 h 05 min)". */
export function formatSpan(span: TimeSpan, locale: string, translate: Translate): string {
  return `${formatMoment(span.start, locale)} – ${formatMoment(span.end, locale)} (${formatDuration(span.end - span.start, translate)})`;
}
