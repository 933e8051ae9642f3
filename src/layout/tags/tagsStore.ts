/**
 * The tab bar and page cache state (spec §2 "Tab bar"), framework-free: a pure reducer and a
 * tiny subscribable store around it. React reads it through useTags / useKeepAlive.
 */
import type { LocalizedTitle } from '../../lib/contract';
import { tabPathOf } from '../../lib/tabPath';

/** How many pages the outlet keeps rendered (hidden) at most, the active one included. */
export const MAX_CACHED_PAGES = 20;

export interface Tab {
  /** pathname + search: the tab's identity */
  fullPath: string;
  /** route name */
  name: string;
  /** the server's title; localized when shown */
  title?: LocalizedTitle;
  affix: boolean;
}

/** A location as the cache keeps it: enough for `<Routes location>`. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
  key?: string;
}

export interface CachedPage {
  fullPath: string;
  /** the location the hidden page keeps seeing */
  location: PageLocation;
}

export interface TagsState {
  /** affix tabs first, then visited tabs in visit order, once per full path */
  tabs: Tab[];
  /**
   * Kept pages, in the order they were first cached (a stable rendering order). A visit to a
   * kept page leaves this array as it is, so that subscribers to it do not re-render.
   */
  cache: CachedPage[];
  /** LRU clock: a tick per visit, and the tick of each kept page's last visit */
  clock: number;
  lastUsed: Record<string, number>;
  /** bumped each time a page's state is dropped, so its next render is a fresh mount */
  generations: Record<string, number>;
  maxCachedPages: number;
  /** after logout: nothing of this user renders any more */
  closed: boolean;
}

export type TagsAction =
  /** a visit to a full path: `tab` null for routes without a tab (/redirect); `cache` false for noCache */
  | { type: 'visit'; location: PageLocation; tab: Tab | null; cache: boolean }
  | { type: 'close'; fullPath: string }
  | { type: 'closeOthers'; fullPath: string }
  | { type: 'closeAll' }
  /** drop a page's state (tab refresh); the tab stays */
  | { type: 'refresh'; fullPath: string }
  /** a new login, or none: only the affix tabs, nothing cached */
  | { type: 'reset'; affix: Tab[]; closed?: boolean };

/** The tab of a location: its full path, unless a page rewrote its own address (src/lib/tabPath.ts). */
export function fullPathOf(location: Pick<PageLocation, 'pathname' | 'search' | 'state'>): string {
  return tabPathOf(location);
}

export function initialTagsState(affix: Tab[] = [], maxCachedPages = MAX_CACHED_PAGES): TagsState {
  return {
    tabs: dedupe(affix.map((t) => ({ ...t, affix: true }))),
    cache: [],
    clock: 0,
    lastUsed: {},
    generations: {},
    maxCachedPages: Math.max(1, maxCachedPages),
    closed: false,
  };
}

function dedupe(tabs: Tab[]): Tab[] {
  const seen = new Set<string>();
  return tabs.filter((t) => !seen.has(t.fullPath) && seen.add(t.fullPath));
}

/** Drop the cached state of the pages `drop` selects, bumping their generation. */
function dropPages(state: TagsState, drop: (fullPath: string) => boolean): TagsState {
  const dropped = state.cache.filter((c) => drop(c.fullPath));
  if (dropped.length === 0) return state;
  const generations = { ...state.generations };
  const lastUsed = { ...state.lastUsed };
  for (const c of dropped) {
    generations[c.fullPath] = (generations[c.fullPath] ?? 0) + 1;
    delete lastUsed[c.fullPath];
  }
  return { ...state, cache: state.cache.filter((c) => !drop(c.fullPath)), generations, lastUsed };
}

/** LRU: while over the cap, drop the least recently used page that is not `active`. */
function evict(state: TagsState, active: string): TagsState {
  let next = state;
  while (next.cache.length > next.maxCachedPages) {
    const { lastUsed } = next;
    const candidates = next.cache.filter((c) => c.fullPath !== active);
    if (candidates.length === 0) break;
    const oldest = candidates.reduce((a, b) => ((lastUsed[b.fullPath] ?? 0) < (lastUsed[a.fullPath] ?? 0) ? b : a));
    next = dropPages(next, (p) => p === oldest.fullPath);
  }
  return next;
}

function visit(state: TagsState, action: Extract<TagsAction, { type: 'visit' }>): TagsState {
  const fullPath = fullPathOf(action.location);
  const clock = state.clock + 1;
  let tabs = state.tabs;
  if (action.tab && !tabs.some((t) => t.fullPath === fullPath)) tabs = [...tabs, { ...action.tab, fullPath }];
  let next: TagsState = { ...state, tabs, clock };
  if (!action.cache) return next;
  next = { ...next, lastUsed: { ...next.lastUsed, [fullPath]: clock } };
  const known = next.cache.find((c) => c.fullPath === fullPath);
  if (known && sameLocation(known.location, action.location)) return next;
  const entry: CachedPage = { fullPath, location: action.location };
  next = { ...next, cache: known ? next.cache.map((c) => (c === known ? entry : c)) : [...next.cache, entry] };
  return evict(next, fullPath);
}

/** The same place for a hidden page (a new history entry to the same URL changes nothing it sees). */
export function sameLocation(a: PageLocation, b: PageLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && (a.state ?? null) === (b.state ?? null);
}

export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'visit':
      return state.closed ? state : visit(state, action);
    case 'close': {
      const tab = state.tabs.find((t) => t.fullPath === action.fullPath);
      if (tab?.affix) return state;
      const next = { ...state, tabs: state.tabs.filter((t) => t.fullPath !== action.fullPath) };
      return dropPages(next, (p) => p === action.fullPath);
    }
    case 'closeOthers': {
      const keep = (t: Tab) => t.affix || t.fullPath === action.fullPath;
      const next = { ...state, tabs: state.tabs.filter(keep) };
      const kept = new Set(next.tabs.map((t) => t.fullPath));
      return dropPages(next, (p) => !kept.has(p));
    }
    case 'closeAll':
      // spec §2: close all keeps only the pinned tabs and clears the cache
      return dropPages({ ...state, tabs: state.tabs.filter((t) => t.affix) }, () => true);
    case 'refresh':
      return dropPages(state, (p) => p === action.fullPath);
    case 'reset': {
      const fresh = initialTagsState(action.affix, state.maxCachedPages);
      // generations only grow, so a page cached before the reset can never be mistaken for one after
      const bumped = dropPages(state, () => true).generations;
      return { ...fresh, generations: bumped, closed: action.closed === true };
    }
  }
}

/** Where to go after closing tabs: the last remaining tab, or '/' (spec §2). */
export function lastTabPath(state: TagsState): string {
  return state.tabs[state.tabs.length - 1]?.fullPath ?? '/';
}

/** Where to go after "close all": the last affix tab, or '/'. */
export function lastAffixPath(state: TagsState): string {
  return [...state.tabs].reverse().find((t) => t.affix)?.fullPath ?? '/';
}

/** The React key of a page's render: a new generation means a fresh mount. */
export function pageKey(generations: TagsState['generations'], fullPath: string): string {
  return `${fullPath}#${generations[fullPath] ?? 0}`;
}

export interface TagsStore {
  getState(): TagsState;
  dispatch(action: TagsAction): void;
  subscribe(listener: () => void): () => void;
}

/** One store per console mount (i.e. per login): nothing of it lives at module level. */
export function createTagsStore(initial: TagsState = initialTagsState()): TagsStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = tagsReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
