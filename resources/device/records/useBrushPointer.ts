/**
 * Dragging on the overview strip: pressing outside the selection starts a new one from there,
 * pressing inside moves it. The selection follows the pointer (`later`) and is committed when
 * the pointer is released (`now`); a press without a drag changes nothing.
 */
import { useRef, type PointerEvent } from 'react';
import { moveSpan, spanFromPixels, type Span } from './brush';
import type { Commit } from './useChartZoom';

/** Under this many pixels a press is a click, not a drag. */
const DRAG_THRESHOLD_PX = 3;

interface Drag {
  mode: 'new' | 'move';
  startX: number;
  origin: Span;
  moved: boolean;
}

export function useBrushPointer(bounds: Span, selection: Span, select: (span: Span, commit: Commit) => void) {
  const drag = useRef<Drag | null>(null);

  const xOf = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, width: rect.width };
  };

  const spanAt = (event: PointerEvent<HTMLElement>, d: Drag): Span => {
    const { x, width } = xOf(event);
    if (d.mode === 'new') return spanFromPixels(d.startX, x, width, bounds);
    const seconds = ((x - d.startX) / width) * (bounds.to - bounds.from);
    return moveSpan(d.origin, seconds, bounds);
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const { x, width } = xOf(event);
      const at = bounds.from + (x / width) * (bounds.to - bounds.from);
      const whole = selection.from <= bounds.from && selection.to >= bounds.to;
      const inside = !whole && at >= selection.from && at <= selection.to;
      drag.current = { mode: inside ? 'move' : 'new', startX: x, origin: selection, moved: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d) return;
      if (!d.moved && Math.abs(xOf(event).x - d.startX) < DRAG_THRESHOLD_PX) return;
      d.moved = true;
      select(spanAt(event, d), 'later');
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const d = drag.current;
      drag.current = null;
      if (d?.moved) select(spanAt(event, d), 'now');
    },
    onPointerCancel() {
      const d = drag.current;
      drag.current = null;
      if (d?.moved) select(d.origin, 'now');
    },
  };
}
