/** A page per visited full path, kept with its state while hidden, within the cache cap. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  effects,
  location,
  mounts,
  note,
  pageEl,
  pageState,
  renderConsole,
  renders,
  resetPageCounters,
  tabEl,
  tabTitles,
  type,
  visit,
} from '../../../test/support/tagsConsole';

beforeEach(resetPageCounters);

describe('KeepAliveOutlet (spec §2 "Tab bar": pages cached unless noCache)', () => {
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
    visit('/c');
    // cold: hidden by <Activity>
    expect(pageEl('/a')).not.toBeVisible();
    expect(pageEl('/c')).toBeVisible();
    expect(within(pageEl('/a')!).getByTestId('visible').textContent).toBe('hidden');
    fireEvent.click(within(tabEl('/a')).getByRole('link'));
    expect(location()).toBe('/a');
    expect(note('/a').value).toBe('kept');
    expect(within(pageEl('/a')!).getByTestId('visible').textContent).toBe('visible');
    expect(mounts.get('/a')).toBe(1);
  });

  it('keeps the page shown just before warm: out of reach, its effects running; the one before that goes cold', () => {
    renderConsole('/a');
    visit('/b');
    expect(pageState('/a')).toBe('warm');
    expect(pageState('/b')).toBe('shown');
    // jsdom has no content-visibility: Chromium's e2e (tabs.e2e.ts) checks that it is not seen
    expect(pageEl('/a')!.closest('[data-page-state]')).toHaveAttribute('inert');
    expect(within(pageEl('/a')!).getByTestId('visible').textContent).toBe('hidden');
    expect(effects.get('/a')).toEqual({ up: 1, down: 0 });
    visit('/c');
    expect(pageState('/a')).toBe('cold');
    expect(pageState('/b')).toBe('warm');
    expect(effects.get('/a')).toEqual({ up: 1, down: 1 });
    expect(effects.get('/b')).toEqual({ up: 1, down: 0 });
    visit('/b');
    // back to the warm page: shown as it was, nothing set up again
    expect(pageState('/b')).toBe('shown');
    expect(pageEl('/b')!.closest('[data-page-state]')).not.toHaveAttribute('inert');
    expect(effects.get('/b')).toEqual({ up: 1, down: 0 });
    expect(within(pageEl('/b')!).getByTestId('visible').textContent).toBe('visible');
    expect(pageState('/c')).toBe('warm');
  });

  it('hides a page left with a dialog open the whole way, so that its dialog goes with it', () => {
    renderConsole('/dialog');
    expect(screen.getByRole('dialog')).toBeVisible();
    visit('/a');
    expect(pageState('/dialog')).toBe('cold');
    expect(screen.queryByRole('dialog')).toBeNull();
    visit('/dialog');
    expect(screen.getByRole('dialog')).toBeVisible();
    // without a dialog, the page left is kept warm as usual
    expect(pageState('/a')).toBe('warm');
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
    visit('/b');
    const settled = renders.get('/counting/1');
    visit('/a');
    visit('/c');
    visit('/b');
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
});
