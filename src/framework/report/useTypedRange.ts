/**
 * A report page's start and end inputs (the data query, the charts): the text as typed, a range
 * of the last `initialDays` to begin with, and spec §5's check (src/lib/timeRange.ts, in the
 * browser's zone) on submit. A refusal shows at its field and what was typed stays. Shared here
 * because pages do not import each other.
 */
import { useCallback, useState } from 'react';
import type { TimeRangeMessage, TimeRangeResult } from '../../lib/timeRange';
import { checkTypedRange, inputText, presetRange, type TimeSpan } from '../range/rangePresets';

export type RangeField = 'start' | 'end';

export interface TypedRange {
  draft: Record<RangeField, string>;
  error: { field: RangeField; message: TimeRangeMessage } | null;
  setDraft(field: RangeField, text: string): void;
  /** checks the typed range against `maxDays`; the span when it passes, else null with the refusal shown */
  check(maxDays: number): TimeSpan | null;
  /** shows a refusal the server gave (already a message) at a field */
  refuse(field: RangeField, message: TimeRangeMessage): void;
}

/** Which input a refusal belongs to: its own field, the empty one, else the end (a span's message). */
function fieldOf(result: Extract<TimeRangeResult, { ok: false }>, draft: Record<RangeField, string>): RangeField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

export function useTypedRange(initialDays = 1, now: () => number = Date.now): TypedRange {
  const [draft, setDraftState] = useState<Record<RangeField, string>>(() => {
    const span = presetRange('24h', now(), initialDays);
    const start = span.end - initialDays * 86_400;
    return { start: inputText(start), end: inputText(span.end) };
  });
  const [error, setError] = useState<TypedRange['error']>(null);
  const setDraft = useCallback((field: RangeField, text: string) => {
    setDraftState((d) => ({ ...d, [field]: text }));
    setError(null);
  }, []);
  const check = (maxDays: number): TimeSpan | null => {
    const result = checkTypedRange(draft.start, draft.end, maxDays);
    if (result.ok) {
      setError(null);
      return { start: result.start, end: result.end };
    }
    setError({ field: fieldOf(result, draft), message: result.params ? { key: result.key, params: result.params } : { key: result.key } });
    return null;
  };
  const refuse = useCallback((field: RangeField, message: TimeRangeMessage) => setError({ field, message }), []);
  return { draft, error, setDraft, check, refuse };
}
