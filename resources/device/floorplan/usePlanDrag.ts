import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { fractionIn } from '../../../src/lib/floorPlans';

/** A pointer moved less than this (px) is a press, not a drag: a tap on a marker only focuses it. */
const DRAG_THRESHOLD_PX = 4;

export interface Drag {
  deviceId: number;
  label: string;
  /** the pointer, in the page */
  clientX: number;
  clientY: number;
  /** where it would land on the plan now; null outside the image */
  at: { x: number; y: number } | null;
  moved: boolean;
}

/**
 * Pointer drags onto the plan image, from the device list or of a placed marker (mouse, pen or
 * touch alike). The drag follows the window's pointer events, so it goes on over any element;
 * on release over the image, `onDrop` gets the place as fractions of the image. Escape cancels.
 */
export function usePlanDrag(image: RefObject<HTMLElement | null>, onDrop: (deviceId: number, at: { x: number; y: number }) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const latest = useRef({ onDrop, drag });
  useEffect(() => {
    latest.current = { onDrop, drag };
  });
  const origin = useRef<{ x: number; y: number } | null>(null);

  const start = useCallback(
    (event: ReactPointerEvent, deviceId: number, label: string) => {
      if (event.button !== 0) return;
      event.preventDefault();
      origin.current = { x: event.clientX, y: event.clientY };
      const box = image.current?.getBoundingClientRect();
      setDrag({ deviceId, label, clientX: event.clientX, clientY: event.clientY, at: box ? fractionIn(box, event.clientX, event.clientY) : null, moved: false });
    },
    [image],
  );

  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return undefined;
    const move = (event: PointerEvent) => {
      const box = image.current?.getBoundingClientRect();
      const from = origin.current;
      setDrag((current) =>
        current && {
          ...current,
          clientX: event.clientX,
          clientY: event.clientY,
          at: box ? fractionIn(box, event.clientX, event.clientY) : null,
          moved: current.moved || (from !== null && Math.hypot(event.clientX - from.x, event.clientY - from.y) >= DRAG_THRESHOLD_PX),
        },
      );
    };
    const up = (event: PointerEvent) => {
      const current = latest.current.drag;
      const box = image.current?.getBoundingClientRect();
      const at = box ? fractionIn(box, event.clientX, event.clientY) : null;
      const from = origin.current;
      const moved = current?.moved || (from !== null && Math.hypot(event.clientX - from.x, event.clientY - from.y) >= DRAG_THRESHOLD_PX);
      setDrag(null);
      if (current && moved && at) latest.current.onDrop(current.deviceId, at);
    };
    const cancel = () => setDrag(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape);
    };
  }, [dragging, image]);

  return { drag, start };
}
