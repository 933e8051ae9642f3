/**
 * The temperature log's query bar (issue 14 §3): what the report covers (a device, an asset or a
 * waybill), over which range (spec §5, the user's ReportCheckTimeRange; a waybill without one covers
 * its departure → delivery), with which activation energy. The address holds it
 * (temperatureLogAddress.ts); typed values are checked before anything is asked, and a refusal
 * keeps what was typed, with the message at its field.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReportTarget } from '../../lib/reports';
import { stayInTab } from '../../lib/tabPath';
import type { TimeRangeMessage, TimeRangeResult } from '../../lib/timeRange';
import { checkSpan, checkTypedRange, inputText, presetOf, presetRange, type RangePreset, type TimeSpan } from '../../framework/range/rangePresets';
import { useSession } from '../../framework/useSession';
import { checkEnergy, energyText } from './activationEnergy';
import { logQueryFromSearch, searchWithLogQuery, type LogQuery } from './temperatureLogAddress';

export type DraftField = 'start' | 'end' | 'activationEnergy';

export interface DraftError {
  field: DraftField;
  message: TimeRangeMessage;
}

/** What the page asks the server: the range left out for a waybill's own. */
export interface ReportRequest {
  target: ReportTarget;
  id: number;
  range: TimeSpan | null;
  activationEnergy: number | null;
}

export interface TemperatureLogQuery {
  target: ReportTarget;
  id: number | null;
  request: ReportRequest | null;
  draft: Record<DraftField, string>;
  error: DraftError | null;
  maxDays: number;
  preset: RangePreset | null;
  /** a waybill over its own departure → delivery */
  ownRange: boolean;
  setTarget(target: ReportTarget): void;
  setId(id: number | null): void;
  setDraft(field: DraftField, text: string): void;
  choosePreset(preset: RangePreset): void;
  /** a waybill: back to its departure → delivery */
  chooseOwnRange(): void;
  submit(): void;
}

function rangeField(result: Extract<TimeRangeResult, { ok: false }>, draft: Record<DraftField, string>): DraftField {
  if (result.field) return result.field;
  if (result.key === 'timeRange.required') return draft.start.trim() === '' ? 'start' : 'end';
  return result.key === 'timeRange.startAfterEnd' ? 'start' : 'end';
}

const messageOf = ({ key, params }: TimeRangeMessage): TimeRangeMessage => (params ? { key, params } : { key });

export function useTemperatureLogQuery(now: () => number = Date.now): TemperatureLogQuery {
  const location = useLocation();
  const navigate = useNavigate();
  const maxDays = useSession((s) => s.ReportCheckTimeRange);
  const address = useMemo(() => logQueryFromSearch(location.search), [location.search]);
  // a device or an asset without a range shows the last 24 hours, as of the page's opening
  const [fallback] = useState(() => presetRange('24h', now(), maxDays));
  const given = address.start !== null && address.end !== null;
  const ownRange = !given && address.target === 'waybill';
  const span: TimeSpan | null = given ? { start: address.start!, end: address.end! } : ownRange ? null : fallback;
  const checked = span ? checkSpan(span, maxDays) : null;

  const key = `${span?.start}:${span?.end}:${address.activationEnergy}`;
  const fresh = () => ({
    key,
    start: span ? inputText(span.start) : '',
    end: span ? inputText(span.end) : '',
    activationEnergy: energyText(address.activationEnergy),
    error: null as DraftError | null,
  });
  const [draft, setDraftState] = useState(fresh);
  // a new range in the address (a preset, a query, a link) fills the inputs again
  if (draft.key !== key) setDraftState(fresh());

  const write = (query: LogQuery) =>
    navigate(
      { pathname: location.pathname, search: searchWithLogQuery(location.search, query), hash: location.hash },
      { replace: true, state: stayInTab(location) },
    );

  const addressError: DraftError | null = checked && !checked.ok ? { field: rangeField(checked, draft), message: messageOf(checked) } : null;
  const range = checked?.ok ? { start: checked.start, end: checked.end } : null;
  const request: ReportRequest | null =
    address.id !== null && (range || ownRange) ? { target: address.target, id: address.id, range, activationEnergy: address.activationEnergy } : null;

  return {
    target: address.target,
    id: address.id,
    request,
    draft: { start: draft.start, end: draft.end, activationEnergy: draft.activationEnergy },
    error: draft.error ?? addressError,
    maxDays,
    preset: range ? presetOf(range, maxDays) : null,
    ownRange,
    setTarget: (target) => write({ ...address, target, id: null }),
    setId: (id) => write({ ...address, id }),
    setDraft: (field, text) => setDraftState((d) => ({ ...d, [field]: text, error: null })),
    choosePreset: (preset) => write({ ...address, ...presetRange(preset, now(), maxDays) }),
    chooseOwnRange: () => write({ ...address, start: null, end: null }),
    submit: () => {
      const energy = checkEnergy(draft.activationEnergy);
      if (!energy.ok) {
        const message = { key: 'app.pages.temperatureLog.query.energyInvalid', params: { min: energy.min, max: energy.max } };
        setDraftState((d) => ({ ...d, error: { field: 'activationEnergy', message } }));
        return;
      }
      const activationEnergy = energy.joules;
      // a waybill with both ends empty: its own departure → delivery
      if (address.target === 'waybill' && draft.start.trim() === '' && draft.end.trim() === '') {
        write({ ...address, start: null, end: null, activationEnergy });
        return;
      }
      const result = checkTypedRange(draft.start, draft.end, maxDays);
      if (!result.ok) {
        setDraftState((d) => ({ ...d, error: { field: rangeField(result, d), message: messageOf(result) } }));
        return;
      }
      setDraftState((d) => ({ ...d, error: null }));
      write({ ...address, start: result.start, end: result.end, activationEnergy });
    },
  };
}
