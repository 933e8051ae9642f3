import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { isInstantNavigation } from '../components/navigation/instantNavigation';

/**
 * react-router's BrowserRouter, with the priority of each navigation decided per location: a
 * switch to a page already rendered in the tab cache commits within the click (one frame, issue
 * 11 §4), any other navigation is a transition (BrowserRouter makes them all one or the other).
 */
export function ConsoleRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const next = { action, location };
        if (isInstantNavigation(location)) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
