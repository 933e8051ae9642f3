/**
 * How long a track took to draw after its answer arrived (issue 14's performance table: 43,200
 * points ≤ 300 ms). Measured once per track, after the commit that mounted the map's track and the
 * chart (their own effects, which draw, run before this one) and after the browser painted that
 * frame (a task queued from the frame's animation callback runs after its paint). The figure goes
 * to `data-drawn-ms` on the page and `window.__replayDrawnMs`, for the bench and the e2e.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Track } from '../../lib/maps';
import { DRAWN_MEASURE } from './replayTiming';
import { answeredAt } from './useTrack';

declare global {
  interface Window {
    __replayDrawnMs?: number;
  }
}

/** `ready`: the chart can draw (it has a width); the mark waits for it. */
export function useDrawnMark(track: Track | undefined, ready: boolean, target: RefObject<HTMLElement | null>): void {
  const measured = useRef<Track | null>(null);
  useEffect(() => {
    if (!track || !ready || measured.current === track) return undefined;
    const start = answeredAt.get(track);
    if (start === undefined) return undefined;
    measured.current = track;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const end = performance.now();
        const ms = Math.round(end - start);
        performance.measure(DRAWN_MEASURE, { start, end });
        window.__replayDrawnMs = ms;
        if (target.current) target.current.dataset.drawnMs = String(ms);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [track, ready, target]);
}
