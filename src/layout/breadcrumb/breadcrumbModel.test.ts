import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../lib/contract';
import { buildBreadcrumb, matchRouteChain } from './breadcrumbModel';

const t = (en: string, zh: string) => ({ title: [{ lang: 'zh-CN', value: zh }, { lang: 'en', value: en }] });

/** Shaped like the seed: areas use the main layout, are noredirect, and a one-page area is out of the breadcrumb. */
const ROUTES: RouteNode[] = [
  {
    path: '',
    component: '',
    name: 'Home',
    redirect: '/index',
    meta: { ...t('Home', '首页'), noredirect: true, breadcrumb: false },
    children: [{ path: 'index', component: '/dashboard/index', name: 'Dashboard', meta: { ...t('Dashboard', '首页'), affix: true } }],
  },
  {
    path: 'device',
    component: '',
    name: 'Device',
    redirect: '/device/list',
    meta: { ...t('Devices', '设备管理'), noredirect: true },
    children: [
      { path: 'list', component: '/device/list/index', name: 'DeviceList', meta: t('Device list', '设备列表') },
      { path: 'detail/:id', component: '/device/detail/index', name: 'DeviceDetail', hidden: true, meta: t('Device detail', '设备详情') },
      { path: 'detail/new', component: '/device/new/index', name: 'DeviceNew', hidden: true, meta: t('New device', '新增设备') },
    ],
  },
  {
    path: 'waybill',
    component: '',
    name: 'Waybill',
    meta: t('Waybills', '运单管理'),
    children: [
      {
        path: 'management',
        component: '/waybill/management/index',
        name: 'WaybillManagement',
        meta: t('Waybill list', '运单列表'),
        children: [{ path: ':no/track', component: '/waybill/track/index', name: 'WaybillTrack', hidden: true, meta: t('Track', '轨迹') }],
      },
      { path: 'legacy', component: '/waybill/legacy/index', name: 'WaybillLegacy', redirect: 'noRedirect', meta: t('Legacy', '旧版') },
      { path: 'untitled', component: '/waybill/untitled/index', name: 'Untitled' },
    ],
  },
  {
    path: 'announcement',
    component: '',
    name: 'AnnouncementArea',
    redirect: '/announcement/index',
    meta: { ...t('Announcements', '公告'), noredirect: true, breadcrumb: false },
    children: [{ path: 'index', component: '/announcement/index', name: 'Announcement', meta: t('Announcements', '公告') }],
  },
  { path: 'https://help.example.com', component: '', name: 'Help', meta: t('Help', '帮助') },
];

const crumbs = (pathname: string, language: 'en' | 'zh-CN' = 'en') =>
  buildBreadcrumb(ROUTES, pathname, language, language === 'en' ? 'Home' : '首页').map((i) => (i.to ? `${i.title}→${i.to}` : i.title));

describe('buildBreadcrumb (spec §2 "Breadcrumb")', () => {
  it.each<[string, string, string[]]>([
    ['the Dashboard, first shown route: no Index before it', '/index', ['Dashboard']],
    ['a page: Index, its noredirect area (no link), itself (last, no link)', '/device/list', ['Home→/index', 'Devices', 'Device list']],
    ['a parameter route', '/device/detail/42', ['Home→/index', 'Devices', 'Device detail']],
    ['a static route wins over a parameter route', '/device/detail/new', ['Home→/index', 'Devices', 'New device']],
    [
      'a nested page: the parent page links to its path, filled with the current parameters',
      '/waybill/management/W%2F1/track',
      ['Home→/index', 'Waybills→/waybill', 'Waybill list→/waybill/management', 'Track'],
    ],
    ["the vue-era redirect 'noRedirect' is not a link either", '/waybill/legacy', ['Home→/index', 'Waybills→/waybill', 'Legacy']],
    ['a route without a title is hidden (the last shown item is then no link)', '/waybill/untitled', ['Home→/index', 'Waybills']],
    ['an area with breadcrumb=false is hidden', '/announcement/index', ['Home→/index', 'Announcements']],
    ['no route matches: Index alone, not a link', '/no/such/page', ['Home']],
  ])('%s: %s', (_why, pathname, expected) => {
    expect(crumbs(pathname)).toEqual(expected);
  });

  it('titles follow the language', () => {
    expect(crumbs('/device/list', 'zh-CN')).toEqual(['首页→/index', '设备管理', '设备列表']);
  });

  it('links a route with a redirect to its redirect', () => {
    const routes: RouteNode[] = [
      {
        path: 'stats',
        component: '',
        name: 'Stats',
        redirect: 'overview',
        meta: t('Statistics', '统计'),
        children: [{ path: 'overview', component: '/stats/overview/index', name: 'StatsOverview', meta: t('Overview', '概览') }],
      },
    ];
    expect(buildBreadcrumb(routes, '/stats/overview', 'en', 'Home')).toEqual([
      { key: '/index', title: 'Home', to: '/index' },
      { key: '/stats', title: 'Statistics', to: '/stats/overview' },
      { key: '/stats/overview', title: 'Overview' },
    ]);
  });

  it('matches the chain of ancestors, outermost first, skipping external links', () => {
    expect(matchRouteChain(ROUTES, '/waybill/management/7/track').map((s) => s.node.name)).toEqual([
      'Waybill',
      'WaybillManagement',
      'WaybillTrack',
    ]);
    expect(matchRouteChain(ROUTES, '/https://help.example.com')).toEqual([]);
  });
});
