/**
 * The balance history's query: a time range (spec §5: checked before anything is asked, at most
 * the user's ReportCheckTimeRange and never more than 31 days; a refusal keeps what was typed,
 * with the message at its field) and a kind. The page opens on the last 7 days of both kinds.
 */
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '../../../src/framework/useSession';
import { checkTypedRange, inputText, presetRange } from '../../../src/framework/range/rangePresets';
import type { PaidChannel } from '../../../src/lib/alarms';
import type { TimeRangeMessage, TimeRangeResult } from '../../../src/lib/timeRange';
import { BALANCE_QUERY_KEY, fetchHistory, type BalanceHistoryPage, type BalanceHistoryQuery } from '../balanceApi';

/** Spec §5 "30 or 31 days, depending on the screen": the longest range this page asks for. */
export const BALANCE_HISTORY_MAX_DAYS = 31;

export type RangeField = 'start' | 'end';

export interface BalanceHistoryModel {
  draft: Record<RangeField, string>;
  kind: PaidChannel | '';
  error: { field: RangeField; message: TimeRangeMessage } | null;
  maxDays: number;
  /** what the table shows */
  query: BalanceHistoryQuery;
  result: UseQueryResult<BalanceHistoryPage>;
  setDraft(field: RangeField, text: string): void;
  setKind(kind: PaidChannel | ''): void;
  /** check the typed range; ask for it, or say why not */
  submit(): void;
}

function fieldOf(result: Extract<TimeRangeResult, { ok: false }>, draft: Record<RangeField, string>): RangeField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

export function maxDaysOf(reportCheckTimeRange: number): number {
  return Number.isFinite(reportCheckTimeRange) && reportCheckTimeRange > 0
    ? Math.min(reportCheckTimeRange, BALANCE_HISTORY_MAX_DAYS)
    : BALANCE_HISTORY_MAX_DAYS;
}

export function useBalanceHistory(now: () => number = Date.now): BalanceHistoryModel {
  const maxDays = maxDaysOf(useSession((s) => s.ReportCheckTimeRange));
  const [query, setQuery] = useState<BalanceHistoryQuery>(() => presetRange('7d', now(), maxDays));
  const [draft, setDraftState] = useState<Record<RangeField, string>>(() => ({ start: inputText(query.start), end: inputText(query.end) }));
  const [error, setError] = useState<BalanceHistoryModel['error']>(null);
  // a failure shows at once with its Retry button
  const result = useQuery({ queryKey: [BALANCE_QUERY_KEY, 'history', query], queryFn: ({ signal }) => fetchHistory(query, signal), retry: false });
  const { kind, ...range } = query;
  return {
    draft,
    kind: kind ?? '',
    error,
    maxDays,
    query,
    result,
    setDraft: (field, text) => {
      setDraftState((d) => ({ ...d, [field]: text }));
      setError(null);
    },
    setKind: (next) => setQuery(next ? { ...range, kind: next } : range),
    submit: () => {
      const checked = checkTypedRange(draft.start, draft.end, maxDays);
      if (!checked.ok) {
        setError({ field: fieldOf(checked, draft), message: checked.params ? { key: checked.key, params: checked.params } : { key: checked.key } });
        return;
      }
      setError(null);
      setQuery({ start: checked.start, end: checked.end, ...(kind ? { kind } : {}) });
    },
  };
}
