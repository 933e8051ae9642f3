/**
 * An alarm page's time range (spec §5, at most 31 days), held by the address (rangeAddress.ts): a
 * preset asks for the latest days at each load, so a page that reloads while shown sees alarms
 * opened since; a typed range is fixed. Without either, the longest preset. The typed start and
 * end are checked before anything is asked, and a refused range keeps what was typed, with the
 * message at its field.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../../src/lib/tabPath';
import type { TimeRangeMessage, TimeRangeResult } from '../../../src/lib/timeRange';
import { useSession } from '../../../src/framework/useSession';
import { checkSpan, checkTypedRange, inputText, presetOf, presetRange, type RangePreset, type TimeSpan } from '../../../src/framework/range/rangePresets';
import { alarmRangeDays } from './alarmRangeDays';
import { rangeFromSearch, searchWithRange, type AddressRange } from './rangeAddress';

export type RangeField = 'start' | 'end';

/** What the queries ask for: `key` names it in a query key; `span()` is the range at the moment of asking. */
export interface RangeRequest {
  key: string;
  span(): TimeSpan;
}

export interface AlarmRangeModel {
  /** null while the range is refused */
  request: RangeRequest | null;
  /** the inputs' text, as typed */
  draft: Record<RangeField, string>;
  error: { field: RangeField; message: TimeRangeMessage } | null;
  /** the longest range, in days */
  maxDays: number;
  /** the preset chosen, or the one a fixed range is as long as */
  preset: RangePreset | null;
  setDraft(field: RangeField, text: string): void;
  choosePreset(preset: RangePreset): void;
  /** check the typed range; show it, or say why not */
  submit(): void;
}

interface Draft extends Record<RangeField, string> {
  /** the range the inputs were filled from */
  key: string;
  error: AlarmRangeModel['error'];
}

/** Which input a refusal belongs to: its own field, the empty one, else the end (the span's message). */
function fieldOf(result: Extract<TimeRangeResult, { ok: false }>, draft: Record<RangeField, string>): RangeField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

const messageOf = ({ key, params }: TimeRangeMessage): TimeRangeMessage => (params ? { key, params } : { key });

export function useAlarmRange(now: () => number = Date.now): AlarmRangeModel {
  const location = useLocation();
  const navigate = useNavigate();
  const maxDays = alarmRangeDays(useSession((s) => s.ReportCheckTimeRange));
  const address: AddressRange = useMemo(() => rangeFromSearch(location.search) ?? { preset: 'max' }, [location.search]);
  const key = 'preset' in address ? address.preset : `${address.span.start}:${address.span.end}`;
  const checked = 'preset' in address ? null : checkSpan(address.span, maxDays);

  // the inputs show a preset's range as of its choosing, and are not refilled while it moves on
  const fresh = (): Draft => {
    const span = 'preset' in address ? presetRange(address.preset, now(), maxDays) : address.span;
    return { key, start: inputText(span.start), end: inputText(span.end), error: null };
  };
  const [draft, setDraftState] = useState<Draft>(fresh);
  if (draft.key !== key) setDraftState(fresh());

  const write = (next: AddressRange) =>
    navigate(
      { pathname: location.pathname, search: searchWithRange(location.search, next), hash: location.hash },
      { replace: true, state: stayInTab(location) },
    );

  let request: RangeRequest | null = null;
  if ('preset' in address) request = { key, span: () => presetRange(address.preset, now(), maxDays) };
  else if (checked?.ok) request = { key, span: () => ({ start: checked.start, end: checked.end }) };

  return {
    request,
    draft: { start: draft.start, end: draft.end },
    error: draft.error ?? (checked && !checked.ok ? { field: fieldOf(checked, draft), message: messageOf(checked) } : null),
    maxDays,
    preset: 'preset' in address ? address.preset : checked?.ok ? presetOf(address.span, maxDays) : null,
    setDraft: (field, text) => setDraftState((d) => ({ ...d, [field]: text, error: null })),
    choosePreset: (preset) => write({ preset }),
    submit: () => {
      const result = checkTypedRange(draft.start, draft.end, maxDays);
      if (!result.ok) {
        setDraftState((d) => ({ ...d, error: { field: fieldOf(result, d), message: messageOf(result) } }));
        return;
      }
      setDraftState((d) => ({ ...d, error: null }));
      write({ span: { start: result.start, end: result.end } });
    },
  };
}
