import { useCallback, useMemo, useState } from 'react';
import { TAG_MENU_SIZE, clampToViewport, type Point } from './menuPosition';
import type { Tab } from './tagsStore';

export interface TagMenuState {
  tab: Tab | null;
  position: Point | null;
  /** open for `tab` at a viewport point (the mouse), kept inside the window */
  openAt(tab: Tab, point: Point): void;
  /** open for `tab` under its element (keyboard: context-menu key, Shift+F10) */
  openBelow(tab: Tab, element: Element): void;
  close(): void;
}

/** Which tab the context menu is open for, and where. */
export function useTagMenu(): TagMenuState {
  const [target, setTarget] = useState<{ tab: Tab; position: Point } | null>(null);
  const openAt = useCallback((tab: Tab, point: Point) => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setTarget({ tab, position: clampToViewport(point, TAG_MENU_SIZE, viewport) });
  }, []);
  const openBelow = useCallback(
    (tab: Tab, element: Element) => {
      const rect = element.getBoundingClientRect();
      openAt(tab, { left: rect.left, top: rect.bottom });
    },
    [openAt],
  );
  const close = useCallback(() => setTarget(null), []);
  // one object per menu state: the tab bar's memoized parts re-render when it opens, not on every navigation
  return useMemo(() => ({ tab: target?.tab ?? null, position: target?.position ?? null, openAt, openBelow, close }), [target, openAt, openBelow, close]);
}
