import { useEffect, useState } from 'react';

/** Pixels a press must travel before it is a drag rather than a click on a tab. */
const DRAG_THRESHOLD = 5;

/**
 * The tab bar scrolls sideways (issue 11 §2 "Tab bar overflow"): a vertical wheel turn scrolls it
 * horizontally, and a mouse drag pulls it, without the release opening the tab it ended on.
 * Touch scrolls natively (overflow-x: auto). Listeners are native: React's wheel listener is
 * passive and could not stop the page from scrolling instead.
 */
export function useTabBarScroll<T extends HTMLElement>(): (element: T | null) => void {
  // a callback ref: the bar mounts only once there is a tab
  const [bar, setBar] = useState<T | null>(null);

  useEffect(() => {
    if (!bar) return;
    let drag: { pointerId: number; startX: number; startLeft: number; moved: boolean } | null = null;
    let swallowClick = false;

    const onWheel = (event: WheelEvent) => {
      // a trackpad's own sideways swipe already scrolls; only a vertical turn is translated
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      if (bar.scrollWidth <= bar.clientWidth) return;
      event.preventDefault();
      // deltaMode 1 (Firefox's lines): about three lines of 16 px
      bar.scrollLeft += event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      drag = { pointerId: event.pointerId, startX: event.clientX, startLeft: bar.scrollLeft, moved: false };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const dx = event.clientX - drag.startX;
      if (!drag.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
      if (!drag.moved) bar.setPointerCapture?.(event.pointerId);
      drag.moved = true;
      bar.scrollLeft = drag.startLeft - dx;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      swallowClick = drag.moved;
      drag = null;
      // the click that follows a drag's release comes at once, if at all
      if (swallowClick) setTimeout(() => (swallowClick = false), 0);
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // links are draggable by default: a native drag would take the pointer away from us
    const onDragStart = (event: DragEvent) => event.preventDefault();

    bar.addEventListener('wheel', onWheel, { passive: false });
    bar.addEventListener('pointerdown', onPointerDown);
    bar.addEventListener('pointermove', onPointerMove);
    bar.addEventListener('pointerup', onPointerUp);
    bar.addEventListener('pointercancel', onPointerUp);
    bar.addEventListener('click', onClick, true);
    bar.addEventListener('dragstart', onDragStart);
    return () => {
      bar.removeEventListener('wheel', onWheel);
      bar.removeEventListener('pointerdown', onPointerDown);
      bar.removeEventListener('pointermove', onPointerMove);
      bar.removeEventListener('pointerup', onPointerUp);
      bar.removeEventListener('pointercancel', onPointerUp);
      bar.removeEventListener('click', onClick, true);
      bar.removeEventListener('dragstart', onDragStart);
    };
  }, [bar]);

  return setBar;
}
