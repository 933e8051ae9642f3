/** Closing and refreshing tabs: buttons, middle-click, the context menu, and logout. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runLogoutListeners } from '../../providers/authHooks';
import { TAG_MENU_SIZE } from './menuPosition';
import {
  TABLE,
  location,
  menuItem,
  mounts,
  note,
  openMenu,
  pageEl,
  renderConsole,
  resetPageCounters,
  tabEl,
  tabTitles,
  type,
  visit,
} from '../../../test/support/tagsConsole';

afterEach(resetPageCounters);

describe('TagsView (spec §2 "Tab bar")', () => {
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
