/**
 * Which tab a location belongs to. A tab is keyed by the full path it was opened at (spec §2
 * "each page is keyed by its full path"). A page that rewrites its own address (a list whose
 * filters change, so that the address can be copied) navigates with `replace` and the history
 * state `{ tab }`: the address changes, the tab and the kept page stay the same.
 */

export interface TabState {
  /** the full path of the tab this location stays in */
  tab: string;
}

interface LocationLike {
  pathname: string;
  search: string;
  state?: unknown;
}

function tabOfState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('tab' in state)) return undefined;
  const tab = (state as { tab: unknown }).tab;
  return typeof tab === 'string' ? tab : undefined;
}

/** The tab's full path: the one in the history state when it is of the same page, else pathname + search. */
export function tabPathOf(location: LocationLike): string {
  const tab = tabOfState(location.state);
  // a stale state of another page never moves a location into its tab
  if (tab !== undefined && tab.split('?')[0] === location.pathname) return tab;
  return location.pathname + location.search;
}

/** The history state that keeps a rewritten address in the tab of `location`. */
export function stayInTab(location: LocationLike): TabState {
  return { tab: tabPathOf(location) };
}
