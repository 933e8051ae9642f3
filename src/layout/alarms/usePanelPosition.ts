import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface PanelPoint {
  x: number;
  y: number;
}

export interface PanelPosition {
  /** the panel's left and top, inside the viewport */
  point: PanelPoint;
  /** spread on the title bar: pointer drag, arrow keys */
  handleProps: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
  dragging: boolean;
}

/** Arrow keys move the panel this far; with Shift, five times as far. */
export const PANEL_KEY_STEP = 16;
/** Gap kept from the viewport's edges where the panel starts. */
const MARGIN = 16;
const START_TOP = 64;

const KEY_MOVES: Record<string, PanelPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

function viewport(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** `point` moved so that a box of `size` stays inside the viewport (its top-left corner first, when it is larger). */
export function clampToViewport(point: PanelPoint, size: { width: number; height: number }, view = viewport()): PanelPoint {
  return {
    x: Math.max(0, Math.min(point.x, view.width - size.width)),
    y: Math.max(0, Math.min(point.y, view.height - size.height)),
  };
}

/** Controls on the title bar (buttons, the switch) are clicked, not dragged. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, input, label, a') !== null;
}

/**
 * The floating panel's place (issue 13 §3 "a draggable floating panel"): dragged by its title
 * bar with the pointer, or moved with the arrow keys on the focused title bar, always inside the
 * viewport, and put back inside when the window shrinks. On a phone (`fullWidth`) the panel spans
 * the width and only its height on the screen moves.
 */
export function usePanelPosition(panel: RefObject<HTMLElement | null>, { width, fullWidth }: { width: number; fullWidth: boolean }): PanelPosition {
  const [point, setPoint] = useState<PanelPoint>(() => ({ x: Math.max(0, window.innerWidth - width - MARGIN), y: START_TOP }));
  const [dragging, setDragging] = useState(false);
  const grab = useRef<{ dx: number; dy: number; pointerId: number } | null>(null);

  function place(next: PanelPoint): void {
    const element = panel.current;
    const size = { width: fullWidth ? window.innerWidth : element?.offsetWidth || width, height: element?.offsetHeight || 0 };
    const clamped = clampToViewport(fullWidth ? { ...next, x: 0 } : next, size);
    setPoint((current) => (current.x === clamped.x && current.y === clamped.y ? current : clamped));
  }

  // a smaller window (a rotated phone, a docked devtools) must not leave the panel out of reach
  const latest = useRef({ place, point });
  useEffect(() => {
    latest.current = { place, point };
  });
  useEffect(() => {
    const onResize = () => latest.current.place(latest.current.point);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [fullWidth, width]);

  const handleProps: PanelPosition['handleProps'] = {
    onPointerDown(event) {
      if (event.button !== 0 || isControl(event.target)) return;
      grab.current = { dx: event.clientX - point.x, dy: event.clientY - point.y, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event) {
      const held = grab.current;
      if (!held || held.pointerId !== event.pointerId) return;
      place({ x: event.clientX - held.dx, y: event.clientY - held.dy });
    },
    onPointerUp(event) {
      if (!grab.current) return;
      grab.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      setDragging(false);
    },
    onPointerCancel() {
      grab.current = null;
      setDragging(false);
    },
    onKeyDown(event) {
      const move = KEY_MOVES[event.key];
      if (!move || event.target !== event.currentTarget) return;
      event.preventDefault();
      const step = event.shiftKey ? PANEL_KEY_STEP * 5 : PANEL_KEY_STEP;
      place({ x: point.x + move.x * step, y: point.y + move.y * step });
    },
  };
  return { point: fullWidth ? { x: 0, y: point.y } : point, handleProps, dragging };
}
