/**
 * What a detail chart says in words beside it (and to a screen reader): the range's lowest,
 * highest and last values; an on/off channel (external power, door) its states instead, never
 * "lowest 1, highest 1" (issue 26 §3).
 */
import { isSwitchField, SWITCH_WORDS, type ReadingField } from '../../../src/lib/readings';
import { formatReading } from '../live/formatReading';
import type { SeriesSummary } from './chartModel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const K = 'resources.device.detail';

/** A value as the chart's axis and words write it: a switch's state, else the number and unit. */
export function chartValue(field: ReadingField, value: number, locale: string, translate: Translate): string {
  return isSwitchField(field) ? translate(SWITCH_WORDS[field][value ? 1 : 0]) : formatReading(field, value, locale);
}

export function chartWords(field: ReadingField, summary: SeriesSummary | null, locale: string, translate: Translate): string {
  if (!summary) return translate(`${K}.noData`);
  const value = (v: number) => chartValue(field, v, locale, translate);
  if (isSwitchField(field)) {
    if (summary.min === summary.max) return translate(`${K}.switchSteady`, { state: value(summary.last) });
    return translate(`${K}.switchChanged`, { on: value(1), off: value(0), last: value(summary.last) });
  }
  return translate(`${K}.chartSummary`, { min: value(summary.min), max: value(summary.max), last: value(summary.last) });
}
