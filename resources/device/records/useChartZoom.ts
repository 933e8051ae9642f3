/**
 * The chart's zoom (issue 12 §3 "zoom and brush"): the brush's selection as shown, and the range
 * the main chart asks the server for. A drag commits when released; the keyboard commits a
 * moment after the last key press, so that holding an arrow does not send a request per step.
 * A new query range shows the whole range again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isWhole, type Span } from './brush';

export const KEY_COMMIT_DELAY_MS = 300;

export type Commit = 'now' | 'soon' | 'later';

export interface ChartZoom {
  /** what the brush shows (the whole range when not zoomed) */
  selection: Span;
  /** the range the main chart shows; null: the whole range */
  zoom: Span | null;
  /** `now` (a drag released), `soon` (a key press: after a pause), `later` (a drag under way: not yet) */
  select(span: Span, commit: Commit): void;
  reset(): void;
}

export function useChartZoom(bounds: Span): ChartZoom {
  const boundsKey = `${bounds.from}:${bounds.to}`;
  const [state, setState] = useState<{ key: string; selection: Span | null; zoom: Span | null }>({ key: boundsKey, selection: null, zoom: null });
  if (state.key !== boundsKey) setState({ key: boundsKey, selection: null, zoom: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = useCallback(
    (span: Span, commit: Commit) => {
      clearTimeout(timer.current);
      const next = isWhole(span, bounds) ? null : span;
      const apply = () => setState((s) => ({ ...s, zoom: next }));
      setState((s) => ({ ...s, selection: next }));
      if (commit === 'now') apply();
      else if (commit === 'soon') timer.current = setTimeout(apply, KEY_COMMIT_DELAY_MS);
    },
    [bounds],
  );
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState((s) => ({ ...s, selection: null, zoom: null }));
  }, []);

  const current = state.key === boundsKey ? state : { selection: null, zoom: null };
  return { selection: current.selection ?? bounds, zoom: current.zoom, select, reset };
}
