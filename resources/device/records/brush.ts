/**
 * The overview strip's selection (the brush), as pure arithmetic over unix seconds: dragging,
 * moving, resizing and the keyboard (arrow keys move it, Shift+arrows resize it, Up and Down
 * zoom in and out, Home and End jump, Escape shows the whole range again).
 */

export interface Span {
  /** unix seconds */
  from: number;
  to: number;
}

/** The narrowest selection: ten minutes (ten one-minute readings), or the whole range if shorter. */
export const MIN_ZOOM_SECONDS = 600;
/** One arrow press moves the selection by this share of the whole range. */
export const KEY_STEP = 0.05;

const minWidth = (bounds: Span) => Math.min(MIN_ZOOM_SECONDS, bounds.to - bounds.from);

/** The span inside the bounds, at least the narrowest width. */
export function clampSpan(span: Span, bounds: Span): Span {
  let from = Math.max(bounds.from, Math.min(span.from, span.to));
  let to = Math.min(bounds.to, Math.max(span.from, span.to));
  const min = minWidth(bounds);
  if (to - from < min) {
    const middle = (from + to) / 2;
    from = Math.max(bounds.from, Math.min(middle - min / 2, bounds.to - min));
    to = from + min;
  }
  return { from: Math.round(from), to: Math.round(to) };
}

/** The same width, moved by `delta` seconds and stopped at the bounds. */
export function moveSpan(span: Span, delta: number, bounds: Span): Span {
  const width = span.to - span.from;
  const from = Math.max(bounds.from, Math.min(span.from + delta, bounds.to - width));
  return { from: Math.round(from), to: Math.round(from + width) };
}

/** The end moved by `delta` seconds: narrower or wider, never under the narrowest width. */
export function resizeSpan(span: Span, delta: number, bounds: Span): Span {
  const to = Math.min(bounds.to, Math.max(span.to + delta, span.from + minWidth(bounds)));
  return clampSpan({ from: span.from, to }, bounds);
}

/** Scaled around its middle (factor < 1 zooms in). */
export function scaleSpan(span: Span, factor: number, bounds: Span): Span {
  const middle = (span.from + span.to) / 2;
  const half = ((span.to - span.from) * factor) / 2;
  const width = Math.min(bounds.to - bounds.from, Math.max(minWidth(bounds), 2 * half));
  const from = Math.max(bounds.from, Math.min(middle - width / 2, bounds.to - width));
  return { from: Math.round(from), to: Math.round(from + width) };
}

/** A drag between two x positions (px) of a strip `width` px wide showing `bounds`. */
export function spanFromPixels(x0: number, x1: number, width: number, bounds: Span): Span {
  const at = (x: number) => bounds.from + (Math.max(0, Math.min(width, x)) / width) * (bounds.to - bounds.from);
  return clampSpan({ from: at(Math.min(x0, x1)), to: at(Math.max(x0, x1)) }, bounds);
}

/** Where a moment sits on the strip, 0…1. */
export function fractionOf(seconds: number, bounds: Span): number {
  const width = bounds.to - bounds.from;
  return width <= 0 ? 0 : Math.max(0, Math.min(1, (seconds - bounds.from) / width));
}

export function isWhole(span: Span, bounds: Span): boolean {
  return span.from <= bounds.from && span.to >= bounds.to;
}

/** What a key does to the selection: a new span, 'reset' (the whole range), or null (not ours). */
export function brushKey(key: string, shift: boolean, span: Span, bounds: Span): Span | 'reset' | null {
  const step = (bounds.to - bounds.from) * KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return shift ? resizeSpan(span, -step, bounds) : moveSpan(span, -step, bounds);
    case 'ArrowRight':
      return shift ? resizeSpan(span, step, bounds) : moveSpan(span, step, bounds);
    case 'ArrowUp':
      return scaleSpan(span, 0.5, bounds);
    case 'ArrowDown':
      return scaleSpan(span, 2, bounds);
    case 'Home':
      return moveSpan(span, bounds.from - span.from, bounds);
    case 'End':
      return moveSpan(span, bounds.to - span.to, bounds);
    case 'Escape':
      return 'reset';
    default:
      return null;
  }
}
