import { createContext, useContext, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteMeta } from '../../lib/contract';
import type { Tab } from './tagsStore';

/**
 * One routable pattern of the console and how to render it. The app builds the table (base
 * routes and the server's pages); the layout renders every page from it, once per full path.
 */
export interface PageTableEntry {
  /** route pattern, e.g. '/device/detail/:id' or '/redirect/*' */
  pattern: string;
  /** route name, e.g. 'DeviceDetail' */
  name: string;
  /** title, affix, noCache */
  meta: RouteMeta;
  /** neither a tab nor cached: a pass-through route such as /redirect/* */
  transient?: boolean;
  render(): ReactNode;
}

export type PageTable = readonly PageTableEntry[];

export const PageTableContext = createContext<PageTable>([]);

export function usePageTable(): PageTable {
  return useContext(PageTableContext);
}

/** Pathnames whose page a matcher remembers. */
const MATCH_CACHE_SIZE = 200;

export type PageMatcher = (pathname: string) => PageTableEntry | undefined;

/** The entry serving a pathname, ranked as react-router's <Routes> ranks the same patterns. */
export function pageMatcher(table: PageTable): PageMatcher {
  const routes = table.map((entry, index) => ({ path: entry.pattern, id: String(index) }));
  // matchRoutes flattens and ranks every route on each call: the same pathnames come back with
  // every tab switch, so each is ranked once (bounded: a long session visits many ids)
  const known = new Map<string, PageTableEntry | undefined>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    const matches = matchRoutes(routes, pathname);
    const id = matches?.[matches.length - 1]?.route.id;
    const entry = id === undefined ? undefined : table[Number(id)];
    if (known.size >= MATCH_CACHE_SIZE) known.delete(known.keys().next().value as string);
    known.set(pathname, entry);
    return entry;
  };
}

/** The tab a visit to an entry opens, or null (transient routes have none). */
export function tabOf(entry: PageTableEntry, fullPath: string): Tab | null {
  if (entry.transient) return null;
  // only the route's own path is pinned; a query variant of it is an ordinary tab
  const affix = entry.meta.affix === true && fullPath === entry.pattern;
  return { fullPath, name: entry.name, ...(entry.meta.title ? { title: entry.meta.title } : {}), affix };
}

/** The pinned tabs (spec §2 "affix"): the table's affix routes that need no parameter. */
export function affixTabsOf(table: PageTable): Tab[] {
  return table
    .filter((entry) => entry.meta.affix && !entry.transient && !/[:*]/.test(entry.pattern))
    .map((entry) => tabOf(entry, entry.pattern))
    .filter((tab): tab is Tab => tab !== null);
}
