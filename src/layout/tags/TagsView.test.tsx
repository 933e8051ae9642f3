import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../providers/i18nProvider';
import { runLogoutListeners } from '../../providers/authHooks';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { TagsProvider } from './TagsProvider';
import { TagsView } from './TagsView';
import { usePageVisible } from './usePageVisible';
import { TAG_MENU_SIZE } from './menuPosition';
import type { PageTable, PageTableEntry } from './pageTable';

const title = (en: string) => [{ lang: 'en', value: en }];
const mounts = new Map<string, number>();
const renders = new Map<string, number>();

/** Counts its renders; reads the location as most pages do through react-router or react-admin. */
function CountingPage() {
  const { pathname } = useLocation();
  renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
  return <span>{pathname}</span>;
}

/** A page with typed state, its own location and visibility on show. */
function NotePage() {
  const { pathname, search } = useLocation();
  const visible = usePageVisible();
  const [text, setText] = useState('');
  const where = pathname + search;
  // counts instances (a lazy initial state runs once per mount), not re-shows, which re-run effects
  useState(() => mounts.set(where, (mounts.get(where) ?? 0) + 1));
  return (
    <div>
      <span data-testid="where">{where}</span>
      <span data-testid="visible">{visible ? 'visible' : 'hidden'}</span>
      <input aria-label={`note ${where}`} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

function DetailPage() {
  const { id } = useParams();
  return (
    <div>
      <span data-testid="param">{id}</span>
      <NotePage />
    </div>
  );
}

/** Routes nested two levels below the table's pattern. */
function NestedPage() {
  return (
    <Routes>
      <Route path="area/*" element={<Routes><Route path=":id" element={<NestedLeaf />} /></Routes>} />
    </Routes>
  );
}
function NestedLeaf() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return <span data-testid="leaf">{`${id} at ${pathname}`}</span>;
}

/** What RedirectPage does, without importing a page into a layout test. */
function Redirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(pathname.replace(/^\/redirect/, '') + search, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

const page = (pattern: string, en: string, extra: Partial<PageTableEntry> = {}): PageTableEntry => ({
  pattern,
  name: en,
  meta: { title: title(en) },
  render: () => <NotePage />,
  ...extra,
});

const TABLE: PageTable = [
  page('/index', 'Home', { meta: { title: title('Home'), affix: true } }),
  page('/a', 'Page A'),
  page('/b', 'Page B'),
  page('/c', 'Page C'),
  page('/untitled', 'x', { meta: {} }),
  page('/nocache', 'No cache', { meta: { title: title('No cache'), noCache: true } }),
  page('/detail/:id', 'Detail', { render: () => <DetailPage /> }),
  page('/nested/*', 'Nested', { render: () => <NestedPage /> }),
  page('/counting/:n', 'Counting', { render: () => <CountingPage /> }),
  { pattern: '/redirect/*', name: 'Redirect', meta: { noCache: true }, transient: true, render: () => <Redirect /> },
];

const router: { go?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function Console({ table = TABLE, maxCachedPages }: { table?: PageTable; maxCachedPages?: number }) {
  return (
    <TagsProvider table={table} {...(maxCachedPages ? { maxCachedPages } : {})}>
      <Navigator />
      <TagsView />
      <main id="console-main">
        <KeepAliveOutlet>
          <Routes>
            <Route path="*" element={<div data-testid="fallback" />} />
          </Routes>
        </KeepAliveOutlet>
      </main>
    </TagsProvider>
  );
}

function renderConsole(path: string, props: { table?: PageTable; maxCachedPages?: number } = {}) {
  const i18n = createI18nProvider('en');
  const view = render(
    <I18nContextProvider value={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Console {...props} />
      </MemoryRouter>
    </I18nContextProvider>,
  );
  return view;
}

const visit = (path: string) => act(() => void router.go?.(path));
const location = () => screen.getByTestId('location').textContent;
const tabTitles = () => Array.from(document.querySelectorAll('[data-tab]')).map((t) => t.textContent);
const tabEl = (fullPath: string) => document.querySelector<HTMLElement>(`[data-tab="${fullPath}"]`)!;
const pageEl = (fullPath: string) => document.querySelector<HTMLElement>(`[data-page="${fullPath}"]`);
const note = (fullPath: string) => within(pageEl(fullPath)!).getByLabelText(`note ${fullPath}`) as HTMLInputElement;
const type = (fullPath: string, text: string) => fireEvent.change(note(fullPath), { target: { value: text } });
const openMenu = (fullPath: string) => fireEvent.contextMenu(tabEl(fullPath), { clientX: 40, clientY: 20 });
const menuItem = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

afterEach(() => {
  mounts.clear();
  renders.clear();
});

describe('TagsView and KeepAliveOutlet (spec §2 "Tab bar")', () => {
  it('opens a tab per visited full path, pinned tabs first, titled from the route or no-name', () => {
    renderConsole('/a');
    visit('/untitled');
    visit('/detail/7');
    visit('/a');
    expect(tabTitles()).toEqual(['Home', 'Page A', 'no-name', 'Detail']);
    expect(within(tabEl('/a')).getByRole('link', { name: 'Page A' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabEl('/index')).queryByRole('button')).toBeNull();
  });

  it('keeps what was typed on a tab while another tab is shown', () => {
    renderConsole('/a');
    type('/a', 'kept');
    visit('/b');
    expect(pageEl('/a')).not.toBeVisible();
    expect(pageEl('/b')).toBeVisible();
    expect(within(pageEl('/a')!).getByTestId('visible').textContent).toBe('hidden');
    fireEvent.click(within(tabEl('/a')).getByRole('link'));
    expect(location()).toBe('/a');
    expect(note('/a').value).toBe('kept');
    expect(within(pageEl('/a')!).getByTestId('visible').textContent).toBe('visible');
    expect(mounts.get('/a')).toBe(1);
  });

  it('keeps two detail tabs of the same route apart, each seeing its own parameters', () => {
    renderConsole('/detail/7');
    type('/detail/7', 'seven');
    visit('/detail/9');
    type('/detail/9', 'nine');
    expect(within(pageEl('/detail/7')!).getByTestId('param').textContent).toBe('7');
    expect(within(pageEl('/detail/9')!).getByTestId('param').textContent).toBe('9');
    visit('/detail/7');
    expect(note('/detail/7').value).toBe('seven');
    expect(note('/detail/9').value).toBe('nine');
  });

  it('gives routes nested deep inside a page the location of that page, also while hidden', () => {
    renderConsole('/nested/area/1');
    visit('/nested/area/2');
    expect(within(pageEl('/nested/area/1')!).getByTestId('leaf').textContent).toBe('1 at /nested/area/1');
    expect(within(pageEl('/nested/area/2')!).getByTestId('leaf').textContent).toBe('2 at /nested/area/2');
  });

  it('does not re-render a hidden page when the user navigates between other tabs', () => {
    renderConsole('/counting/1');
    visit('/a');
    const settled = renders.get('/counting/1');
    visit('/b');
    visit('/a');
    visit('/c');
    expect(renders.get('/counting/1')).toBe(settled);
  });

  it('keeps a page per query too: /a and /a?n=1 are two tabs', () => {
    renderConsole('/a');
    type('/a', 'plain');
    visit('/a?n=1');
    expect(note('/a?n=1').value).toBe('');
    visit('/a');
    expect(note('/a').value).toBe('plain');
    expect(tabTitles()).toEqual(['Home', 'Page A', 'Page A']);
  });

  it('does not keep a noCache page', () => {
    renderConsole('/nocache');
    type('/nocache', 'lost');
    visit('/a');
    expect(pageEl('/nocache')).toBeNull();
    visit('/nocache');
    expect(note('/nocache').value).toBe('');
    expect(tabTitles()).toEqual(['Home', 'No cache', 'Page A']);
  });

  it('drops the least recently used page beyond the cap, never the one shown', () => {
    renderConsole('/a', { maxCachedPages: 2 });
    type('/a', 'old');
    visit('/b');
    type('/b', 'recent');
    visit('/c');
    // /a is the oldest: gone; /b stays
    expect(pageEl('/a')).toBeNull();
    expect(pageEl('/b')).not.toBeNull();
    visit('/a');
    expect(note('/a').value).toBe('');
    expect(mounts.get('/a')).toBe(2);
    // the tab itself stays: only the page's state went
    expect(tabTitles()).toEqual(['Home', 'Page A', 'Page B', 'Page C']);

    visit('/b');
    expect(note('/b').value).toBe('');
  });

  it('with a cap of one keeps the page being shown', () => {
    renderConsole('/a', { maxCachedPages: 1 });
    visit('/b');
    type('/b', 'shown');
    expect(pageEl('/a')).toBeNull();
    expect(note('/b').value).toBe('shown');
  });

  it('closes a tab with its close button; closing the shown tab goes to the last tab', () => {
    renderConsole('/a');
    visit('/b');
    visit('/c');
    visit('/b');
    fireEvent.click(within(tabEl('/b')).getByRole('button', { name: 'Close Page B' }));
    expect(tabTitles()).toEqual(['Home', 'Page A', 'Page C']);
    expect(location()).toBe('/c');
    expect(pageEl('/b')).toBeNull();
    fireEvent.click(within(tabEl('/a')).getByRole('button', { name: 'Close Page A' }));
    expect(location()).toBe('/c');
  });

  it('goes to / when the last tab closes and nothing is pinned', () => {
    renderConsole('/a', { table: TABLE.filter((e) => e.pattern !== '/index') });
    fireEvent.click(within(tabEl('/a')).getByRole('button', { name: 'Close Page A' }));
    expect(location()).toBe('/');
    expect(tabTitles()).toEqual([]);
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('closes a tab on middle-click, but never a pinned one', () => {
    renderConsole('/a');
    visit('/b');
    const auxClick = (el: Element, button: number) => fireEvent(el, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));
    auxClick(tabEl('/a'), 1);
    auxClick(tabEl('/index'), 1);
    auxClick(tabEl('/b'), 2);
    expect(tabTitles()).toEqual(['Home', 'Page B']);
  });

  it('close others keeps the pinned tabs and the chosen one', () => {
    renderConsole('/index');
    visit('/a');
    visit('/b');
    visit('/c');
    openMenu('/a');
    fireEvent.click(menuItem('Close others'));
    expect(tabTitles()).toEqual(['Home', 'Page A']);
    expect(location()).toBe('/a');
    expect(pageEl('/b')).toBeNull();
    expect(pageEl('/index')).not.toBeNull();
  });

  it('close all keeps only the pinned tabs, clears the cache and goes to the last pinned tab', () => {
    renderConsole('/index');
    type('/index', 'home state');
    visit('/a');
    visit('/b');
    openMenu('/b');
    fireEvent.click(menuItem('Close all'));
    expect(tabTitles()).toEqual(['Home']);
    expect(location()).toBe('/index');
    expect(pageEl('/a')).toBeNull();
    expect(note('/index').value).toBe('');
  });

  it('close from the menu and refresh of a pinned tab; the menu offers no close on it', () => {
    renderConsole('/a');
    openMenu('/index');
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    openMenu('/a');
    fireEvent.click(menuItem('Close'));
    expect(tabTitles()).toEqual(['Home']);
    expect(location()).toBe('/index');
  });

  it('refresh mounts the page afresh through /redirect and comes back to it', () => {
    renderConsole('/a');
    type('/a', 'stale');
    visit('/b');
    visit('/a');
    openMenu('/a');
    fireEvent.click(menuItem('Refresh'));
    expect(location()).toBe('/a');
    expect(note('/a').value).toBe('');
    expect(mounts.get('/a')).toBe(2);
    expect(tabTitles()).toEqual(['Home', 'Page A', 'Page B']);
  });

  it('refresh of a hidden tab shows it, fresh, and leaves the others alone', () => {
    renderConsole('/a');
    type('/a', 'stale');
    visit('/b');
    type('/b', 'mine');
    openMenu('/a');
    fireEvent.click(menuItem('Refresh'));
    expect(location()).toBe('/a');
    expect(note('/a').value).toBe('');
    expect(note('/b').value).toBe('mine');
  });

  it('keeps the context menu inside the window', () => {
    renderConsole('/a');
    const { innerWidth, innerHeight } = window;
    try {
      Object.assign(window, { innerWidth: 320, innerHeight: 240 });
      fireEvent.contextMenu(tabEl('/a'), { clientX: 315, clientY: 235 });
      const paper = screen.getByTestId('tags-menu');
      const left = parseFloat(paper.style.left);
      const top = parseFloat(paper.style.top);
      expect(left + TAG_MENU_SIZE.width).toBeLessThanOrEqual(320);
      expect(top + TAG_MENU_SIZE.height).toBeLessThanOrEqual(240);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(top).toBeGreaterThanOrEqual(0);
    } finally {
      Object.assign(window, { innerWidth, innerHeight });
    }
  });

  it('opens the context menu from the keyboard (Shift+F10, context-menu key)', () => {
    renderConsole('/a');
    const link = within(tabEl('/a')).getByRole('link');
    fireEvent.keyDown(link, { key: 'F10', shiftKey: true });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.keyDown(link, { key: 'ContextMenu' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('puts back the main area scroll position of each tab', () => {
    renderConsole('/a');
    const main = document.getElementById('console-main')!;
    let scrollTop = 0;
    Object.defineProperty(main, 'scrollTop', { get: () => scrollTop, set: (v: number) => (scrollTop = v), configurable: true });
    scrollTop = 300;
    fireEvent.scroll(main);
    visit('/b');
    expect(scrollTop).toBe(0);
    scrollTop = 50;
    fireEvent.scroll(main);
    visit('/a');
    expect(scrollTop).toBe(300);
    visit('/b');
    expect(scrollTop).toBe(50);
  });

  it('fires a window resize when a cached page shows again, so maps and charts measure', async () => {
    const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    await frame(); // frames left by earlier tests
    renderConsole('/a');
    visit('/b');
    await frame();
    const resized = vi.fn();
    window.addEventListener('resize', resized);
    try {
      visit('/a');
      await frame();
      expect(resized).toHaveBeenCalledTimes(1);
      visit('/c'); // a new page: nothing to re-measure
      await frame();
      expect(resized).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('resize', resized);
    }
  });

  it('renders the fallback routes for a location no page serves, keeping the cached pages', () => {
    renderConsole('/a');
    type('/a', 'kept');
    visit('/unknown/path');
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    expect(tabTitles()).toEqual(['Home', 'Page A']);
    visit('/a');
    expect(note('/a').value).toBe('kept');
  });

  it('logout closes every tab and unmounts every page; the next login starts from the pinned tabs', () => {
    const first = renderConsole('/a');
    type('/a', "first user's");
    visit('/b');
    act(() => runLogoutListeners());
    expect(tabTitles()).toEqual([]);
    expect(document.querySelectorAll('[data-page]')).toHaveLength(0);
    first.unmount();

    renderConsole('/index');
    expect(tabTitles()).toEqual(['Home']);
    expect(document.querySelectorAll('[data-page]')).toHaveLength(1);
  });
});
