import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { pageMatcher, tabOf, usePageTable, type PageTableEntry } from './pageTable';
import { setInstantNavigation } from '../../components/navigation/instantNavigation';
import { useTagsStore } from './TagsContext';
import { useTagsState } from './useTagsState';
import { fullPathOf, pageKey, sameLocation, type PageLocation } from './tagsStore';
import { overlayOpen } from './overlayOpen';

/** The shared scroll container of the main area (ConsoleLayout). */
export const MAIN_SCROLL_ID = 'console-main';

/**
 * How a kept page is rendered:
 * - shown: the current page;
 * - warm: the page shown just before, hidden without being taken apart: its effects keep running
 *   and the browser keeps its styles and layout (content-visibility: hidden), so going back to it
 *   costs almost nothing (issue 11 §4, the tab switch);
 * - cold: every other kept page, hidden by React's <Activity>: state kept, effects unmounted.
 * A page left with a dialog, menu or tooltip open goes cold at once: those live in portals outside
 * the page, and only <Activity> hides them with it.
 */
export type PageState = 'shown' | 'warm' | 'cold';

export interface RenderedPage {
  /** React key: full path + generation, so a dropped page mounts afresh */
  key: string;
  fullPath: string;
  /** the table entry serving it */
  entry: PageTableEntry;
  location: PageLocation;
  state: PageState;
}

export interface KeepAlive {
  /** cached pages plus the current one; empty after logout */
  pages: RenderedPage[];
  /** no page of the table serves the current location: render the fallback routes */
  unmatched: boolean;
}

function toPageLocation(location: Location): PageLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state, key: location.key };
}

/**
 * The key of the page shown before `activeKey`, unless it was left with an overlay open (see
 * PageState). Derived while rendering the switch, when the page being left is still on screen.
 */
function useWarmKey(activeKey: string): string | null {
  const [shown, setShown] = useState<{ key: string; warm: string | null }>({ key: activeKey, warm: null });
  if (shown.key === activeKey) return shown.warm;
  const warm = overlayOpen() ? null : shown.key;
  setShown({ key: activeKey, warm });
  return warm;
}

/**
 * What KeepAliveOutlet renders: one page per visited full path, from the tab store's LRU cache,
 * and the current location's page. Records each visit (tab + cache), restores the shared main
 * area's scroll position per page, and fires a window `resize` when a cached page shows again
 * so that maps and charts measure themselves.
 */
export function useKeepAlive(rootRef: RefObject<HTMLElement | null>): KeepAlive {
  const table = usePageTable();
  const store = useTagsStore();
  const cache = useTagsState((s) => s.cache);
  const generations = useTagsState((s) => s.generations);
  const closed = useTagsState((s) => s.closed);
  const location = useLocation();
  const live = useMemo(() => toPageLocation(location), [location]);
  const fullPath = fullPathOf(location);
  const match = useMemo(() => pageMatcher(table), [table]);
  const entry = useMemo(() => match(location.pathname), [match, location.pathname]);
  // the entry of each kept page, matched once when it enters the cache
  const cachedEntries = useMemo(() => new Map(cache.map((c) => [c.fullPath, match(c.location.pathname)])), [cache, match]);
  const cacheable = entry !== undefined && !entry.transient && entry.meta.noCache !== true;
  const cached = cache.some((c) => c.fullPath === fullPath);
  const activeKey = pageKey(generations, fullPath);
  const warmKey = useWarmKey(activeKey);

  // A visit per location, and again when the current page was dropped while staying on it.
  const visitedKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!entry || (visitedKey.current === location.key && (cached || !cacheable))) return;
    visitedKey.current = location.key;
    store.dispatch({ type: 'visit', location: live, tab: tabOf(entry, fullPath), cache: cacheable });
  });

  const pages = useMemo<RenderedPage[]>(() => {
    if (closed) return [];
    const list: RenderedPage[] = [];
    for (const c of cache) {
      const served = cachedEntries.get(c.fullPath);
      const active = c.fullPath === fullPath;
      // a kept page shown again at the same place keeps its location object: a new one would
      // re-render everything in it that reads the route (issue 11 §4, the tab switch)
      const location = active && !sameLocation(c.location, live) ? live : c.location;
      const key = pageKey(generations, c.fullPath);
      const state = active ? 'shown' : key === warmKey ? 'warm' : 'cold';
      if (served) list.push({ key, fullPath: c.fullPath, entry: served, location, state });
    }
    if (entry && !cached) list.push({ key: activeKey, fullPath, entry, location: live, state: 'shown' });
    return list;
  }, [cache, cachedEntries, generations, closed, live, fullPath, entry, cached, activeKey, warmKey]);

  // Scroll: the main area is shared, so each page's scrollTop is kept while it is shown
  // and put back when it shows again.
  const scrollTops = useRef(new Map<string, number>());
  const shownKey = useRef<string | null>(null);
  // the main area's scrollTop as last seen by its scroll events: writing the same value again
  // would only force a layout of the page just shown in the middle of React's commit
  const mainTop = useRef(0);
  const resizeFrame = useRef(0);
  useEffect(() => {
    const main = rootRef.current?.closest<HTMLElement>(`#${MAIN_SCROLL_ID}`);
    if (!main) return;
    mainTop.current = main.scrollTop;
    const save = () => {
      mainTop.current = main.scrollTop;
      if (shownKey.current) scrollTops.current.set(shownKey.current, mainTop.current);
    };
    main.addEventListener('scroll', save, { passive: true });
    return () => main.removeEventListener('scroll', save);
  }, [rootRef]);

  useLayoutEffect(() => {
    const previous = shownKey.current;
    if (previous === activeKey) return;
    shownKey.current = activeKey;
    const main = rootRef.current?.closest<HTMLElement>(`#${MAIN_SCROLL_ID}`);
    const top = scrollTops.current.get(activeKey) ?? 0;
    if (main && top !== mainTop.current) {
      main.scrollTop = top;
      mainTop.current = main.scrollTop;
    }
    // A cached page shows again: libraries that measure their box (maps, charts) listen to resize.
    if (previous !== null && cached) {
      cancelAnimationFrame(resizeFrame.current);
      resizeFrame.current = requestAnimationFrame(() => window.dispatchEvent(new Event('resize')));
    }
  }, [activeKey, cached, rootRef]);
  useEffect(() => () => cancelAnimationFrame(resizeFrame.current), []);

  // a navigation to a page rendered here is instant (src/app/ConsoleRouter.tsx)
  useEffect(() => setInstantNavigation((to) => store.getState().cache.some((c) => c.fullPath === fullPathOf(to))), [store]);

  useEffect(() => {
    const live = new Set(pages.map((p) => p.key));
    for (const key of scrollTops.current.keys()) if (!live.has(key)) scrollTops.current.delete(key);
  }, [pages]);

  return { pages, unmatched: !closed && entry === undefined };
}
