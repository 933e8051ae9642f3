import { useEffect, useRef, type RefObject } from 'react';

/**
 * Scrolls a tab into the bar's view when it becomes the active one, unless it is already fully
 * shown there. Whether it is comes from an IntersectionObserver (computed after the browser's own
 * layout), not from asking for geometry: scrollIntoView forces a layout of the page just shown,
 * which was most of a tab switch's time (issue 11 §4), for a tab that was just clicked and so is
 * in view anyway.
 */
export function useRevealWhenActive(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const fullyShown = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const bar = element.closest<HTMLElement>('[data-testid="tags-view"]');
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) fullyShown.current = last.intersectionRatio >= 0.99;
      },
      { root: bar, threshold: [0.99] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    // jsdom has no scrollIntoView
    if (active && !fullyShown.current) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, ref]);
}
