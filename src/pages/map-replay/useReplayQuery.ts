/**
 * The replay's query (issue 14 §2 "Query"): a vehicle and a time range under spec §5 (at most the
 * user's ReportCheckTimeRange, 31 days), held by the address (replayAddress.ts) so that a link
 * opens the same replay. The typed range is checked before anything is asked; a refusal shows at
 * its field and what was typed stays.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stayInTab } from '../../lib/tabPath';
import type { TimeRangeMessage, TimeRangeResult } from '../../lib/timeRange';
import { useSession } from '../../framework/useSession';
import { checkSpan, checkTypedRange, inputText, presetOf, presetRange, type RangePreset, type TimeSpan } from '../../framework/range/rangePresets';
import { replayQueryFromSearch, searchWithReplayQuery } from './replayAddress';

export type ReplayField = 'vehicle' | 'start' | 'end';

/** Spec §5: the replay asks at most 31 days, and never more than the user's ReportCheckTimeRange (the server checks the same). */
export const REPLAY_MAX_DAYS = 31;

export function replayDays(reportCheckTimeRange: number): number {
  return Number.isFinite(reportCheckTimeRange) && reportCheckTimeRange > 0 ? Math.min(reportCheckTimeRange, REPLAY_MAX_DAYS) : REPLAY_MAX_DAYS;
}

export interface ReplayRequest extends TimeSpan {
  deviceId: number;
}

export interface ReplayQueryModel {
  /** what to load; null until a vehicle and an accepted range are in the address */
  request: ReplayRequest | null;
  draft: { deviceId: number | null; start: string; end: string };
  error: { field: ReplayField; message: TimeRangeMessage } | null;
  maxDays: number;
  preset: RangePreset | null;
  setVehicle(deviceId: number | null): void;
  setDraft(field: 'start' | 'end', text: string): void;
  choosePreset(preset: RangePreset): void;
  submit(): void;
}

const CHOOSE_VEHICLE: TimeRangeMessage = { key: 'app.pages.replay.query.chooseVehicle' };

function fieldOf(result: Extract<TimeRangeResult, { ok: false }>, draft: { start: string }): ReplayField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

const messageOf = ({ key, params }: TimeRangeMessage): TimeRangeMessage => (params ? { key, params } : { key });

export function useReplayQuery(now: () => number = Date.now): ReplayQueryModel {
  const location = useLocation();
  const navigate = useNavigate();
  const maxDays = replayDays(useSession((s) => s.ReportCheckTimeRange));
  const address = useMemo(() => replayQueryFromSearch(location.search), [location.search]);
  const key = `${address.deviceId}:${address.start}:${address.end}`;
  const span = address.start !== null && address.end !== null ? { start: address.start, end: address.end } : null;
  const checked = span ? checkSpan(span, maxDays) : null;

  // the inputs are filled from the address, or the last 24 hours, and not refilled while typing
  const fresh = () => {
    const shown = span ?? presetRange('24h', now(), maxDays);
    return { key, deviceId: address.deviceId, start: inputText(shown.start), end: inputText(shown.end), error: null as ReplayQueryModel['error'] };
  };
  const [draft, setDraftState] = useState(fresh);
  if (draft.key !== key) setDraftState(fresh());

  const write = (deviceId: number, range: TimeSpan) =>
    navigate(
      { pathname: location.pathname, search: searchWithReplayQuery(location.search, { deviceId, ...range }), hash: location.hash },
      { replace: true, state: stayInTab(location) },
    );

  const submitRange = (start: string, end: string, deviceId: number | null) => {
    if (deviceId === null) {
      setDraftState((d) => ({ ...d, error: { field: 'vehicle', message: CHOOSE_VEHICLE } }));
      return;
    }
    const result = checkTypedRange(start, end, maxDays);
    if (!result.ok) {
      setDraftState((d) => ({ ...d, error: { field: fieldOf(result, d), message: messageOf(result) } }));
      return;
    }
    setDraftState((d) => ({ ...d, error: null }));
    write(deviceId, { start: result.start, end: result.end });
  };

  const request = address.deviceId !== null && checked?.ok ? { deviceId: address.deviceId, start: checked.start, end: checked.end } : null;
  return {
    request,
    draft: { deviceId: draft.deviceId, start: draft.start, end: draft.end },
    error: draft.error ?? (checked && !checked.ok ? { field: fieldOf(checked, draft), message: messageOf(checked) } : null),
    maxDays,
    preset: span && checked?.ok ? presetOf(span, maxDays) : null,
    setVehicle: (deviceId) => setDraftState((d) => ({ ...d, deviceId, error: null })),
    setDraft: (field, text) => setDraftState((d) => ({ ...d, [field]: text, error: null })),
    choosePreset: (preset) => {
      const range = presetRange(preset, now(), maxDays);
      const start = inputText(range.start);
      const end = inputText(range.end);
      setDraftState((d) => ({ ...d, start, end, error: null }));
      if (draft.deviceId !== null) write(draft.deviceId, range);
    },
    submit: () => submitRange(draft.start, draft.end, draft.deviceId),
  };
}
