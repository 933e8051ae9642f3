import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

export interface StableNavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type StableNavigate = (to: string, options?: StableNavigateOptions) => void;

/** An absolute console path as the browser sees it, under the router's basename. */
export function hrefOf(basename: string, to: string): string {
  return basename === '/' || basename === '' ? to : `${basename.replace(/\/$/, '')}${to}`;
}

/**
 * navigate() for absolute paths that keeps its identity across navigations. react-router's
 * useNavigate reads the location, so each navigation hands out a new function and re-renders
 * everything memoized on it; the layout's bars (sidebar entries, tabs) use this one instead, so
 * that a tab switch re-renders the two tabs it changes, not the whole bar (issue 11 §4).
 */
export function useStableNavigate(): StableNavigate {
  const { navigator, basename } = useContext(NavigationContext);
  return useCallback(
    (to: string, { replace = false, state }: StableNavigateOptions = {}) => {
      if (!to.startsWith('/')) throw new Error(`useStableNavigate takes absolute paths, not "${to}"`);
      const href = hrefOf(basename, to);
      if (replace) navigator.replace(href, state);
      else navigator.push(href, state);
    },
    [navigator, basename],
  );
}
