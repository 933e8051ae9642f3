/**
 * The records page's query (issue 12 §3): which device, over which range. The address holds it
 * (`?deviceId&start&end`, recordsAddress.ts), so a copied link shows the same; without a range
 * the page shows the last 24 hours. The typed start and end are checked with spec §5's rules
 * before anything is asked, and a refused range keeps what was typed, with the message at its field.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../../src/lib/tabPath';
import type { TimeRangeMessage, TimeRangeResult } from '../../../src/lib/timeRange';
import { useSession } from '../../../src/framework/useSession';
import { recordsQueryFromSearch, searchWithRecordsQuery, type RecordsQuery } from './recordsAddress';
import { checkSpan, checkTypedRange, inputText, presetOf, presetRange, type RangePreset, type TimeSpan } from '../../../src/framework/range/rangePresets';

export type RangeField = 'start' | 'end';

export interface RangeError {
  field: RangeField;
  message: TimeRangeMessage;
}

export interface RecordsQueryModel {
  deviceId: number | null;
  /** the range to show, checked; null while it is refused */
  range: TimeSpan | null;
  /** the inputs' text, as typed */
  draft: Record<RangeField, string>;
  error: RangeError | null;
  /** the user's ReportCheckTimeRange, in days */
  maxDays: number;
  /** the preset the shown range is as long as */
  preset: RangePreset | null;
  setDevice(id: number | null): void;
  setDraft(field: RangeField, text: string): void;
  choosePreset(preset: RangePreset): void;
  /** check the typed range; show it, or say why not */
  submit(): void;
}

interface Draft extends Record<RangeField, string> {
  /** the range the inputs were filled from */
  key: string;
  error: RangeError | null;
}

/** Which input a refusal belongs to: its own field, the empty one, else the end (the span's message). */
function fieldOf(result: Extract<TimeRangeResult, { ok: false }>, draft: Record<RangeField, string>): RangeField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

const messageOf = ({ key, params }: TimeRangeMessage): TimeRangeMessage => (params ? { key, params } : { key });

export function useRecordsQuery(now: () => number = Date.now): RecordsQueryModel {
  const location = useLocation();
  const navigate = useNavigate();
  const maxDays = useSession((s) => s.ReportCheckTimeRange);
  const address = useMemo(() => recordsQueryFromSearch(location.search), [location.search]);
  // an address without a range shows the last 24 hours, as of the page's opening
  const [fallback] = useState(() => presetRange('24h', now(), maxDays));
  const span: TimeSpan = address.start !== null && address.end !== null ? { start: address.start, end: address.end } : fallback;
  const key = `${span.start}:${span.end}`;
  const checked = checkSpan(span, maxDays);

  const fresh = (): Draft => ({ key, start: inputText(span.start), end: inputText(span.end), error: null });
  const [draft, setDraftState] = useState<Draft>(fresh);
  // a new range in the address (a preset, a query, a link) fills the inputs again
  if (draft.key !== key) setDraftState(fresh());

  const write = (query: RecordsQuery) =>
    navigate(
      { pathname: location.pathname, search: searchWithRecordsQuery(location.search, query), hash: location.hash },
      { replace: true, state: stayInTab(location) },
    );

  const addressError: RangeError | null = checked.ok ? null : { field: fieldOf(checked, draft), message: messageOf(checked) };
  return {
    deviceId: address.deviceId,
    range: checked.ok ? { start: checked.start, end: checked.end } : null,
    draft: { start: draft.start, end: draft.end },
    error: draft.error ?? addressError,
    maxDays,
    preset: checked.ok ? presetOf(span, maxDays) : null,
    setDevice: (id) => write({ ...address, deviceId: id }),
    setDraft: (field, text) => setDraftState((d) => ({ ...d, [field]: text, error: null })),
    choosePreset: (preset) => write({ deviceId: address.deviceId, ...presetRange(preset, now(), maxDays) }),
    submit: () => {
      const result = checkTypedRange(draft.start, draft.end, maxDays);
      if (!result.ok) {
        setDraftState((d) => ({ ...d, error: { field: fieldOf(result, d), message: messageOf(result) } }));
        return;
      }
      setDraftState((d) => ({ ...d, error: null }));
      write({ deviceId: address.deviceId, start: result.start, end: result.end });
    },
  };
}
