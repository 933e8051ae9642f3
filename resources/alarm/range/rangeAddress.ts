/**
 * The alarm pages' time range in their address, so that a copied link shows the same: either a
 * preset (`?range=7d`: the latest 7 days, moving with time, so a kept page that reloads shows new
 * alarms) or a fixed range (`?start=…&end=…`, unix seconds). Other parameters (the filters) are kept.
 */
import { RANGE_PRESETS, type RangePreset, type TimeSpan } from '../../../src/framework/range/rangePresets';

export type AddressRange = { preset: RangePreset } | { span: TimeSpan };

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,13}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The range the address holds: a fixed one first, else a preset; null when it holds neither. */
export function rangeFromSearch(search: string): AddressRange | null {
  const params = new URLSearchParams(search);
  const start = positiveInteger(params.get('start'));
  const end = positiveInteger(params.get('end'));
  if (start !== null && end !== null) return { span: { start, end } };
  const preset = params.get('range');
  return (RANGE_PRESETS as readonly string[]).includes(preset ?? '') ? { preset: preset as RangePreset } : null;
}

export function searchWithRange(search: string, range: AddressRange): string {
  const params = new URLSearchParams(search);
  for (const key of ['range', 'start', 'end']) params.delete(key);
  if ('preset' in range) {
    params.set('range', range.preset);
  } else {
    params.set('start', String(range.span.start));
    params.set('end', String(range.span.end));
  }
  return `?${params.toString()}`;
}
