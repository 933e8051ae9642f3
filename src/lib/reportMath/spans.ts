/**
 * Covered time as sorted, disjoint spans (issue 26 §2 "data completeness"): what a field's
 * readings cover, the union over fields and devices, the gaps (the range less the covered spans)
 * and the completeness figures. Spans are [start, end] in unix seconds, touching ones merged. Pure.
 */
import type { DataCompleteness, TimeSpan } from '../reports';
import { LONGEST_GAPS } from '../reports';
import type { Coverage } from './coverage';
import type { ReportRange } from './series';

/** Appends [start, end] to sorted spans, merged with the last one when they touch or overlap. */
function append(spans: TimeSpan[], start: number, end: number): void {
  if (end <= start) return;
  const last = spans[spans.length - 1];
  if (last && start <= last.end) last.end = Math.max(last.end, end);
  else spans.push({ start, end });
}

/** The covers of a series (in time order, so already sorted) as merged spans. */
export function coveredSpans(coverage: Coverage): TimeSpan[] {
  const spans: TimeSpan[] = [];
  for (let i = 0; i < coverage.from.length; i++) append(spans, coverage.from[i]!, coverage.to[i]!);
  return spans;
}

/** The union of several sorted span lists. */
export function unionSpans(lists: ReadonlyArray<readonly TimeSpan[]>): TimeSpan[] {
  const all = lists.flat().sort((a, b) => a.start - b.start);
  const spans: TimeSpan[] = [];
  for (const span of all) append(spans, span.start, span.end);
  return spans;
}

/** Seconds the spans hold. */
export function spanSeconds(spans: readonly TimeSpan[]): number {
  return spans.reduce((sum, span) => sum + (span.end - span.start), 0);
}

/** The range less the covered spans: every stretch with no data, its ends included, in time order. */
export function gapsIn(covered: readonly TimeSpan[], range: ReportRange): TimeSpan[] {
  const gaps: TimeSpan[] = [];
  let at = range.start;
  for (const span of covered) {
    if (span.end <= range.start || span.start >= range.end) continue;
    if (span.start > at) gaps.push({ start: at, end: span.start });
    at = Math.max(at, span.end);
  }
  if (range.end > at) gaps.push({ start: at, end: range.end });
  return gaps;
}

/** The `count` longest gaps, longest first (ties: the earlier first). */
export function longestSpans(gaps: readonly TimeSpan[], count: number): TimeSpan[] {
  return [...gaps].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start).slice(0, count);
}

/** The `count` longest gaps, in time order (what a chart marks). */
export function chartGaps(gaps: readonly TimeSpan[], count: number): TimeSpan[] {
  return gaps.length <= count ? [...gaps] : longestSpans(gaps, count).sort((a, b) => a.start - b.start);
}

/** Covered time, its share of the range and the longest gaps. */
export function completenessOf(covered: readonly TimeSpan[], range: ReportRange, gaps: readonly TimeSpan[] = gapsIn(covered, range)): DataCompleteness {
  const rangeSeconds = Math.max(0, range.end - range.start);
  const coveredSeconds = Math.max(0, rangeSeconds - spanSeconds(gaps));
  return {
    rangeSeconds,
    coveredSeconds,
    coveragePct: rangeSeconds > 0 ? (coveredSeconds / rangeSeconds) * 100 : null,
    gapCount: gaps.length,
    longestGaps: longestSpans(gaps, LONGEST_GAPS),
  };
}
