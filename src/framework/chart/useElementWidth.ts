/**
 * An element's content width in CSS pixels, kept current as it resizes (0 before the first
 * layout). A width of 0 later is ignored: a kept page hidden in the tab cache is not laid out,
 * and its chart should not ask for nothing meanwhile.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = (width: number) => {
      if (width > 0) setWidth(Math.floor(width));
    };
    measured(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measured(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
