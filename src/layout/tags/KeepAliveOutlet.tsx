import { Activity, memo, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { NavigationType, Route, Routes, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import type { PageTableEntry } from './pageTable';
import { PageVisibleContext } from './usePageVisible';
import { useKeepAlive, type PageState } from './useKeepAlive';
import type { PageLocation } from './tagsStore';

interface CachedPageProps {
  fullPath: string;
  entry: PageTableEntry;
  location: PageLocation;
  state: PageState;
}

/**
 * A warm page's box: its content is neither painted nor laid out, nor reachable by keyboard or
 * assistive technology, but keeps its styles and layout for the way back.
 */
const WARM: CSSProperties = { contentVisibility: 'hidden' };

/** Pages are matched from the root: the layout's own route is react-admin's '/*', based at '/'. */
const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One kept page, shown, warm or cold (PageState). <Routes location> makes useLocation/useParams
 * inside it (nested routes too) see its own path while hidden; a warm page's box hides it with
 * its effects running, <Activity> hides a cold one with its effects unmounted. The route is the
 * table entry already matched for this path: ranking the whole table again for every kept page on
 * every navigation would only find the same one.
 */
const CachedPage = memo(function CachedPage({ fullPath, entry, location, state }: CachedPageProps) {
  const active = state === 'shown';
  const element = useMemo(() => entry.render(), [entry]);
  // Shields the page from the router's own location and route, which change on every navigation:
  // without it each navigation re-renders every kept page (hidden ones at low priority, but still).
  const own = useMemo(() => ({ location: { state: null, key: 'default', ...location }, navigationType: NavigationType.Pop }), [location]);
  // the same element while only `active` changes: showing or hiding a page matches no route
  const routes = useMemo(
    () => (
      <RouteContext.Provider value={ROOT_ROUTE}>
        <LocationContext.Provider value={own}>
          <Routes location={location}>
            <Route path={entry.pattern} element={element} />
          </Routes>
        </LocationContext.Provider>
      </RouteContext.Provider>
    ),
    [own, location, entry.pattern, element],
  );
  const warm = state === 'warm';
  return (
    <div data-page-state={state} style={warm ? WARM : undefined} inert={warm}>
      <Activity mode={state === 'cold' ? 'hidden' : 'visible'} name={fullPath}>
        <div data-page={fullPath} data-active={active || undefined}>
          <PageVisibleContext.Provider value={active}>{routes}</PageVisibleContext.Provider>
        </div>
      </Activity>
    </div>
  );
});

/**
 * The main area's pages (spec §2 "each page is keyed by its full path"): every page of the page
 * table is rendered here once per visited full path and kept, hidden, until its tab closes or the
 * LRU drops it. `children` (react-admin's own routes) render only for locations the table does
 * not serve, such as '/' and the catch-all.
 */
export function KeepAliveOutlet({ children }: { children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { pages, unmatched } = useKeepAlive(rootRef);
  return (
    <div ref={rootRef} data-testid="page-cache">
      {pages.map((page) => (
        <CachedPage key={page.key} fullPath={page.fullPath} entry={page.entry} location={page.location} state={page.state} />
      ))}
      {unmatched ? children : null}
    </div>
  );
}
