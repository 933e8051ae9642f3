import { createContext, useContext } from 'react';

/** True while the page it wraps is the one shown; set by KeepAliveOutlet for each cached page. */
export const PageVisibleContext = createContext(true);

/**
 * Whether the calling page is the visible tab. A hidden cached page keeps its state but its
 * effects are unmounted (React's <Activity mode="hidden">), so polling and streams written as
 * effects stop by themselves; use this only for work that is not an effect (e.g. to skip a
 * render-time computation, or to label something as paused).
 */
export function usePageVisible(): boolean {
  return useContext(PageVisibleContext);
}
