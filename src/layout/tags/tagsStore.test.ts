import { describe, expect, it } from 'vitest';
import {
  createTagsStore,
  initialTagsState,
  lastAffixPath,
  lastTabPath,
  pageKey,
  tagsReducer,
  type PageLocation,
  type Tab,
  type TagsAction,
  type TagsState,
} from './tagsStore';

const home: Tab = { fullPath: '/index', name: 'Dashboard', affix: true };
const tab = (fullPath: string): Tab => ({ fullPath, name: fullPath.slice(1), affix: false });
const at = (fullPath: string): PageLocation => {
  const [pathname = '/', search = ''] = fullPath.split(/(?=\?)/);
  return { pathname, search, hash: '' };
};
const visit = (fullPath: string, cache = true): TagsAction => ({ type: 'visit', location: at(fullPath), tab: tab(fullPath), cache });
const run = (state: TagsState, ...actions: TagsAction[]) => actions.reduce(tagsReducer, state);
const paths = (state: TagsState) => state.tabs.map((t) => t.fullPath);
const cached = (state: TagsState) => state.cache.map((c) => c.fullPath);

describe('tagsReducer (spec §2 "Tab bar")', () => {
  it('starts with the pinned tabs only, and adds each visited full path once, in order', () => {
    const state = run(initialTagsState([home]), visit('/a'), visit('/b'), visit('/a'), visit('/a?x=1'));
    expect(paths(state)).toEqual(['/index', '/a', '/b', '/a?x=1']);
    expect(cached(state)).toEqual(['/a', '/b', '/a?x=1']);
  });

  it('keeps a visit to a pinned tab where it is', () => {
    const state = run(initialTagsState([home]), visit('/a'), { type: 'visit', location: at('/index'), tab: { ...home }, cache: true });
    expect(paths(state)).toEqual(['/index', '/a']);
    expect(state.tabs[0]?.affix).toBe(true);
  });

  it('opens no tab for a visit without one (/redirect), and caches nothing for noCache', () => {
    const state = run(initialTagsState(), { type: 'visit', location: at('/redirect/a'), tab: null, cache: false }, visit('/d/1', false));
    expect(paths(state)).toEqual(['/d/1']);
    expect(cached(state)).toEqual([]);
  });

  it('close drops the tab and its page, never a pinned tab', () => {
    const state = run(
      initialTagsState([home]),
      visit('/index'),
      visit('/a'),
      visit('/b'),
      { type: 'close', fullPath: '/a' },
      { type: 'close', fullPath: '/index' },
    );
    expect(paths(state)).toEqual(['/index', '/b']);
    expect(cached(state)).toEqual(['/index', '/b']);
    expect(lastTabPath(state)).toBe('/b');
  });

  it('close others keeps the pinned tabs and the chosen one', () => {
    const state = run(initialTagsState([home]), visit('/index'), visit('/a'), visit('/b'), visit('/c'), { type: 'closeOthers', fullPath: '/b' });
    expect(paths(state)).toEqual(['/index', '/b']);
    expect(cached(state)).toEqual(['/index', '/b']);
  });

  it('close all keeps only the pinned tabs and clears the whole cache', () => {
    const state = run(initialTagsState([home]), visit('/index'), visit('/a'), visit('/b'), { type: 'closeAll' });
    expect(paths(state)).toEqual(['/index']);
    expect(cached(state)).toEqual([]);
    expect(lastAffixPath(state)).toBe('/index');
    expect(lastAffixPath(run(initialTagsState(), visit('/a'), { type: 'closeAll' }))).toBe('/');
    expect(lastTabPath(run(initialTagsState(), visit('/a'), { type: 'close', fullPath: '/a' }))).toBe('/');
  });

  it('gives a dropped page a new key, so that it mounts afresh', () => {
    const before = run(initialTagsState(), visit('/a'));
    const after = run(before, { type: 'refresh', fullPath: '/a' });
    expect(paths(after)).toEqual(['/a']);
    expect(cached(after)).toEqual([]);
    expect(pageKey(after.generations, '/a')).not.toBe(pageKey(before.generations, '/a'));
    expect(pageKey(run(after, visit('/a')).generations, '/a')).toBe(pageKey(after.generations, '/a'));
  });

  it('evicts the least recently used page beyond the cap, never the one being visited', () => {
    let state = initialTagsState([], 3);
    state = run(state, visit('/a'), visit('/b'), visit('/c'), visit('/a'), visit('/d'));
    // /b was used least recently: /a was visited again
    expect(cached(state)).toEqual(['/a', '/c', '/d']);
    expect(paths(state)).toEqual(['/a', '/b', '/c', '/d']);
    const one = run(initialTagsState([], 1), visit('/a'), visit('/b'));
    expect(cached(one)).toEqual(['/b']);
  });

  it('reset (logout) leaves no tab and no page, and ignores visits until the next login', () => {
    const closed = run(initialTagsState([home]), visit('/a'), { type: 'reset', affix: [], closed: true }, visit('/b'));
    expect(paths(closed)).toEqual([]);
    expect(cached(closed)).toEqual([]);
    expect(closed.closed).toBe(true);
  });
});

describe('createTagsStore', () => {
  it('notifies on change only', () => {
    const store = createTagsStore(initialTagsState([home]));
    let calls = 0;
    const off = store.subscribe(() => (calls += 1));
    store.dispatch(visit('/a'));
    store.dispatch({ type: 'close', fullPath: '/index' });
    off();
    store.dispatch(visit('/b'));
    expect(calls).toBe(1);
    expect(paths(store.getState())).toEqual(['/index', '/a', '/b']);
  });
});
