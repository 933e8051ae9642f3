/** The tab bar and page cache of a console in miniature: a page table, the router, helpers to drive and read them. */
import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { KeepAliveOutlet } from '../../src/layout/tags/KeepAliveOutlet';
import { TagsProvider } from '../../src/layout/tags/TagsProvider';
import { TagsView } from '../../src/layout/tags/TagsView';
import { usePageVisible } from '../../src/layout/tags/usePageVisible';
import type { PageTable, PageTableEntry } from '../../src/layout/tags/pageTable';

export const title = (en: string) => [{ lang: 'en', value: en }];
export const mounts = new Map<string, number>();
export const renders = new Map<string, number>();
/** Per page: how often its effects were set up and torn down (a cold page's are torn down). */
export const effects = new Map<string, { up: number; down: number }>();

/** Counts its renders; reads the location as most pages do through react-router or react-admin. */
export function CountingPage() {
  const { pathname } = useLocation();
  renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
  return <span>{pathname}</span>;
}

/** A page with typed state, its own location and visibility on show. */
export function NotePage() {
  const { pathname, search } = useLocation();
  const visible = usePageVisible();
  const [text, setText] = useState('');
  const where = pathname + search;
  // counts instances (a lazy initial state runs once per mount), not re-shows, which re-run effects
  useState(() => mounts.set(where, (mounts.get(where) ?? 0) + 1));
  useEffect(() => {
    const count = effects.get(where) ?? { up: 0, down: 0 };
    effects.set(where, { ...count, up: count.up + 1 });
    return () => {
      const now = effects.get(where) ?? count;
      effects.set(where, { ...now, down: now.down + 1 });
    };
  }, [where]);
  return (
    <div>
      <span data-testid="where">{where}</span>
      <span data-testid="visible">{visible ? 'visible' : 'hidden'}</span>
      <input aria-label={`note ${where}`} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** A page with a dialog open: MUI renders it in a portal outside the page. */
export function DialogPage() {
  return (
    <Dialog open aria-labelledby="page-dialog-title">
      <DialogTitle id="page-dialog-title">Open on this page</DialogTitle>
    </Dialog>
  );
}

export function DetailPage() {
  const { id } = useParams();
  return (
    <div>
      <span data-testid="param">{id}</span>
      <NotePage />
    </div>
  );
}

/** Routes nested two levels below the table's pattern. */
export function NestedPage() {
  return (
    <Routes>
      <Route
        path="area/*"
        element={
          <Routes>
            <Route path=":id" element={<NestedLeaf />} />
          </Routes>
        }
      />
    </Routes>
  );
}
export function NestedLeaf() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return <span data-testid="leaf">{`${id} at ${pathname}`}</span>;
}

/** What RedirectPage does, without importing a page into a layout test. */
export function Redirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(pathname.replace(/^\/redirect/, '') + search, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}

export const page = (pattern: string, en: string, extra: Partial<PageTableEntry> = {}): PageTableEntry => ({
  pattern,
  name: en,
  meta: { title: title(en) },
  render: () => <NotePage />,
  ...extra,
});

export const TABLE: PageTable = [
  page('/index', 'Home', { meta: { title: title('Home'), affix: true } }),
  page('/a', 'Page A'),
  page('/b', 'Page B'),
  page('/c', 'Page C'),
  page('/untitled', 'x', { meta: {} }),
  page('/nocache', 'No cache', { meta: { title: title('No cache'), noCache: true } }),
  page('/detail/:id', 'Detail', { render: () => <DetailPage /> }),
  page('/nested/*', 'Nested', { render: () => <NestedPage /> }),
  page('/counting/:n', 'Counting', { render: () => <CountingPage /> }),
  page('/dialog', 'With a dialog', { render: () => <DialogPage /> }),
  { pattern: '/redirect/*', name: 'Redirect', meta: { noCache: true }, transient: true, render: () => <Redirect /> },
];

export const router: { go?: NavigateFunction } = {};
export function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function Console({ table = TABLE, maxCachedPages }: { table?: PageTable; maxCachedPages?: number }) {
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

export function renderConsole(path: string, props: { table?: PageTable; maxCachedPages?: number } = {}) {
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

export const visit = (path: string) => act(() => void router.go?.(path));
export const location = () => screen.getByTestId('location').textContent;
export const tabTitles = () => Array.from(document.querySelectorAll('[data-tab]')).map((t) => t.textContent);
export const tabEl = (fullPath: string) => document.querySelector<HTMLElement>(`[data-tab="${fullPath}"]`)!;
export const pageEl = (fullPath: string) => document.querySelector<HTMLElement>(`[data-page="${fullPath}"]`);
/** shown, warm or cold (useKeepAlive's PageState) */
export const pageState = (fullPath: string) => pageEl(fullPath)?.closest('[data-page-state]')?.getAttribute('data-page-state');
export const note = (fullPath: string) => within(pageEl(fullPath)!).getByLabelText(`note ${fullPath}`) as HTMLInputElement;
export const type = (fullPath: string, text: string) => fireEvent.change(note(fullPath), { target: { value: text } });
export const openMenu = (fullPath: string) => fireEvent.contextMenu(tabEl(fullPath), { clientX: 40, clientY: 20 });
export const menuItem = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

/** Between tests: forget what the counting pages saw. */
export function resetPageCounters(): void {
  mounts.clear();
  renders.clear();
  effects.clear();
}
