import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setInstantNavigation } from '../components/navigation/instantNavigation';
import { ConsoleRouter } from './ConsoleRouter';

/** A page whose code never arrives. */
const never = new Promise<never>(() => undefined);
function Loading(): never {
  throw never;
}

function renderRouter() {
  return render(
    <ConsoleRouter>
      <Suspense fallback={<p>fallback</p>}>
        <Routes>
          <Route path="/a" element={<p>page A</p>} />
          <Route path="/slow" element={<Loading />} />
          <Route path="/kept" element={<Loading />} />
        </Routes>
      </Suspense>
    </ConsoleRouter>,
  );
}

function go(path: string) {
  act(() => {
    history.pushState({ usr: null, key: path, idx: 1 }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
}

let removeTest = () => undefined as void;
afterEach(() => {
  removeTest();
  history.replaceState(null, '', '/');
});

describe('ConsoleRouter', () => {
  it('keeps the current page on screen while a page that is not rendered yet loads (a transition)', () => {
    history.replaceState(null, '', '/a');
    renderRouter();
    expect(screen.getByText('page A')).toBeInTheDocument();
    go('/slow');
    expect(screen.getByText('page A')).toBeVisible();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('commits at once a navigation the page cache calls instant', () => {
    removeTest = setInstantNavigation((to) => to.pathname === '/kept');
    history.replaceState(null, '', '/a');
    renderRouter();
    go('/kept');
    // synchronous: the new location rendered at once (here it suspends, so its fallback shows)
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('page A')).not.toBeVisible();
  });

  it('forgets the test when its owner removes it', () => {
    const remove = setInstantNavigation(() => true);
    remove();
    history.replaceState(null, '', '/a');
    renderRouter();
    go('/slow');
    expect(screen.getByText('page A')).toBeVisible();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
