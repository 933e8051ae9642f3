import { createContext, useContext } from 'react';

/**
 * True while the page it wraps is the one shown; set by the layout's KeepAliveOutlet for each
 * cached page. Here, below the layout, so that a resource's own pages can read it (resources
 * import the framework, never the layout).
 */
export const PageVisibleContext = createContext(true);

/**
 * Whether the calling page is the visible tab. A hidden cached page keeps its state. Most have
 * their effects unmounted (React's <Activity mode="hidden">), but the page shown just before the
 * current one stays warm, effects running (see PageState in src/layout/tags/useKeepAlive.ts): work
 * that should stop while the page is hidden (polling, streams, timers) reads this and pauses itself.
 */
export function usePageVisible(): boolean {
  return useContext(PageVisibleContext);
}
