import { describe, expect, it, vi } from 'vitest';
import type { RouteNode } from './contract';
import { findPage, flattenRoutes, isExternal, matchPath, normalizeComponent, PATHNAMES_REMEMBERED, perPathname, resolvePath, visibleMenuPaths } from './routes';

const tree: RouteNode[] = [
  {
    path: 'device',
    component: '',
    name: 'Device',
    children: [
      { path: 'list', component: '/device/list/index', name: 'DeviceList' },
      { path: 'detail/:id', component: '/device/detail/index', name: 'DeviceDetail', hidden: true },
      { path: 'expired', component: '/device/expired/index', name: 'DeviceExpired' },
    ],
  },
  { path: 'https://docs.example.com', component: '', name: 'Docs' },
  {
    path: 'secret',
    component: '',
    name: 'Secret',
    hidden: true,
    children: [{ path: 'inner', component: '/secret/inner', name: 'SecretInner' }],
  },
];

describe('route helpers', () => {
  it('names one page by its component path with or without a file extension or trailing slash', () => {
    for (const path of ['/device/list/index', '/device/list/index.vue', ' /device/list/index.tsx', '/device/list/index/']) {
      expect(normalizeComponent(path)).toBe('/device/list/index');
    }
    expect(normalizeComponent('/device/list/')).toBe('/device/list');
  });

  it('resolves paths against the parent base', () => {
    expect(resolvePath('/', 'device')).toBe('/device');
    expect(resolvePath('/device', 'list')).toBe('/device/list');
    expect(resolvePath('/device/', 'list/')).toBe('/device/list');
    expect(resolvePath('/device', '/absolute')).toBe('/absolute');
    expect(resolvePath('/device', 'https://x.example')).toBe('https://x.example');
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('/device')).toBe(false);
  });

  it('flattens pages with full paths, skipping layouts and external links', () => {
    const pages = flattenRoutes(tree);
    expect(pages.map((p) => p.fullPath)).toEqual(['/device/list', '/device/detail/:id', '/device/expired', '/secret/inner']);
    expect(pages[1]).toMatchObject({ name: 'DeviceDetail', hidden: true, ancestors: ['Device'] });
  });

  it('lists only visible menu paths', () => {
    expect(visibleMenuPaths(tree)).toEqual(['/device/list', '/device/expired']);
  });

  it('matches concrete paths, preferring static segments', () => {
    expect(matchPath('/device/detail/:id', '/device/detail/7')).toEqual({ id: '7' });
    expect(matchPath('/device/detail/:id', '/device/detail')).toBeNull();
    const pages = [...flattenRoutes(tree), { fullPath: '/device/:any', name: 'Any', component: '/x', meta: {}, hidden: false, ancestors: [] }];
    expect(findPage(pages, '/device/list')?.name).toBe('DeviceList');
    expect(findPage(pages, '/device/other')?.name).toBe('Any');
    expect(findPage(pages, '/nowhere')).toBeUndefined();
  });
});

describe('perPathname', () => {
  const setUp = () => {
    const find = vi.fn((tree: { base: string }, pathname: string) => tree.base + pathname);
    return { find, remembered: perPathname(find) };
  };

  it('asks once per tree and pathname, and again for another tree or pathname', () => {
    const { find, remembered } = setUp();
    const tree = { base: 'a' };
    expect(remembered(tree, '/x')).toBe('a/x');
    expect(remembered(tree, '/x')).toBe('a/x');
    expect(find).toHaveBeenCalledTimes(1);
    expect(remembered(tree, '/y')).toBe('a/y');
    // a new tree (the routes came again) is a new question, even with the same content
    expect(remembered({ base: 'a' }, '/x')).toBe('a/x');
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('remembers an undefined answer too', () => {
    const find = vi.fn((_tree: object, _pathname: string): string | undefined => undefined);
    const remembered = perPathname(find);
    const tree = {};
    remembered(tree, '/nowhere');
    remembered(tree, '/nowhere');
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('forgets the oldest pathname beyond its limit', () => {
    const { find, remembered } = setUp();
    const tree = { base: '' };
    for (let i = 0; i <= PATHNAMES_REMEMBERED; i += 1) remembered(tree, `/p${i}`);
    expect(find).toHaveBeenCalledTimes(PATHNAMES_REMEMBERED + 1);
    remembered(tree, `/p${PATHNAMES_REMEMBERED}`);
    expect(find).toHaveBeenCalledTimes(PATHNAMES_REMEMBERED + 1);
    remembered(tree, '/p0');
    expect(find).toHaveBeenCalledTimes(PATHNAMES_REMEMBERED + 2);
  });
});
