/**
 * A log page's query (issue 30 §1): the filters being typed, the ones applied, the time range
 * checked under spec §5 before it is sent (src/lib/timeRange.ts, as the server checks it), a page
 * of rows, and the loading, empty and error states. Typing never loses what was typed: a refused
 * range keeps the inputs as they are.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiNowUnix } from '../../api';
import { AUDIT_PAGE_MAX } from '../../lib/audit';
import { checkTimeRange, type TimeRangeMessage } from '../../lib/timeRange';

/** The user's ReportCheckTimeRange (spec §9: 31 days), as the server allows. */
const MAX_DAYS = 31;
export const PAGE_SIZE = 20;
const DAY = 86_400;

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input, in the browser's zone. */
export function toLocalInput(unix: number): string {
  const date = new Date(unix * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): number | string {
  const ms = new Date(value).getTime();
  return value && Number.isFinite(ms) ? Math.floor(ms / 1000) : value;
}

export type Filters = Record<string, string> & { start: string; end: string };

export interface LogState<T> {
  rows: T[] | null;
  total: number;
  loading: boolean;
  failed: boolean;
}

export function defaultRange(): { start: string; end: string } {
  const now = apiNowUnix();
  return { start: toLocalInput(now - 7 * DAY), end: toLocalInput(now + 60) };
}

export function useLogQuery<T>(fetchPage: (params: Record<string, string | number>) => Promise<{ list: T[]; total: number }>, initial: Filters) {
  const [draft, setDraft] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const [page, setPage] = useState(1);
  const [rangeError, setRangeError] = useState<TimeRangeMessage | null>(null);
  /** the last answer, and the request it answers: loading while that is not the current one */
  const [answer, setAnswer] = useState<{ key: string; rows: T[] | null; total: number; failed: boolean }>({ key: '', rows: null, total: 0, failed: false });
  const [generation, setGeneration] = useState(0);

  /** The applied filters as the server takes them: unix seconds, blanks left out. */
  const params = useCallback(
    (filters: Filters = applied): Record<string, string | number> => {
      const out: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(filters)) {
        if (name === 'start' || name === 'end') out[name] = fromLocalInput(value);
        else if (value.trim()) out[name] = value.trim();
      }
      return out;
    },
    [applied],
  );

  const key = JSON.stringify([params(), page, generation]);
  useEffect(() => {
    let live = true;
    fetchPage({ ...params(), page, limit: PAGE_SIZE }).then(
      (result) => live && setAnswer({ key, rows: result.list, total: result.total, failed: false }),
      () => live && setAnswer((s) => ({ ...s, key, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, params, page, key]);
  const state: LogState<T> = { rows: answer.rows, total: answer.total, loading: answer.key !== key, failed: answer.key === key && answer.failed };

  const search = useCallback(
    (next: Filters = draft) => {
      const checked = checkTimeRange(fromLocalInput(next.start), fromLocalInput(next.end), { maxSpan: MAX_DAYS });
      if (!checked.ok) {
        setRangeError({ key: checked.key, ...(checked.params ? { params: checked.params } : {}) });
        return;
      }
      setRangeError(null);
      setDraft(next);
      setApplied(next);
      setPage(1);
      setGeneration((g) => g + 1);
    },
    [draft],
  );

  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));
  return {
    draft,
    setField: (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value })),
    search,
    rangeError,
    ...state,
    page,
    pages,
    setPage: (next: number) => setPage(Math.min(Math.max(1, next), pages)),
    reload: () => setGeneration((g) => g + 1),
    /** the applied filters as sent, for an export of the same entries */
    params,
  };
}

export type LogQuery<T> = ReturnType<typeof useLogQuery<T>>;
export { AUDIT_PAGE_MAX };
