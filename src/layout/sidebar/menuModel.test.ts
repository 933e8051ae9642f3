import { describe, expect, it } from 'vitest';
import { buildMenu } from './menuModel';

const t = (en: string, zh: string) => [
  { lang: 'zh-CN', value: zh },
  { lang: 'en', value: en },
];

describe('buildMenu (spec §2 sidebar rules)', () => {
  it('skips hidden items', () => {
    const menu = buildMenu(
      [
        { path: 'a', component: '/a', name: 'A', meta: { title: t('A', '甲') } },
        { path: 'b', component: '/b', name: 'B', hidden: true },
      ],
      'en',
    );
    expect(menu.map((m) => m.name)).toEqual(['A']);
  });

  it('shows a parent with one visible child as a single link to that child', () => {
    const menu = buildMenu(
      [
        {
          path: 'announcement',
          component: '',
          name: 'AnnouncementRoot',
          children: [
            { path: 'index', component: '/announcement/index', name: 'Announcement', meta: { title: t('Announcement', '公告') } },
            { path: 'detail/:id', component: '/announcement/detail', name: 'AnnouncementDetail', hidden: true },
          ],
        },
      ],
      'en',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ name: 'Announcement', title: 'Announcement', to: '/announcement/index' });
    expect(menu[0]?.children).toBeUndefined();
  });

  it('shows a parent with no visible child as a single link to itself', () => {
    const menu = buildMenu(
      [{ path: 'renewal', component: '', name: 'Renewal', meta: { title: t('Renewal', '续费') }, children: [{ path: 'x', component: '/x', name: 'X', hidden: true }] }],
      'zh-CN',
    );
    expect(menu[0]).toMatchObject({ name: 'Renewal', title: '续费', to: '/renewal' });
    expect(menu[0]?.children).toBeUndefined();
  });

  it('keeps a group for two or more visible children, with paths resolved against the base', () => {
    const menu = buildMenu(
      [
        {
          path: 'device',
          component: '',
          name: 'Device',
          children: [
            { path: 'list', component: '/device/list/index', name: 'DeviceList' },
            { path: 'expired', component: '/device/expired/index', name: 'DeviceExpired' },
            { path: 'docs', component: '', name: 'Ext', children: [] },
          ],
        },
      ],
      'en',
    );
    expect(menu[0]?.to).toBe('');
    expect(menu[0]?.children?.map((c) => c.to)).toEqual(['/device/list', '/device/expired', '/device/docs']);
  });

  it('keeps external links as they are', () => {
    const menu = buildMenu([{ path: 'https://help.example.com/a', component: '', name: 'Help' }], 'en');
    expect(menu[0]).toMatchObject({ to: 'https://help.example.com/a', external: true });
  });

  it('gives the asset area pages their asset role (vehicle 1, coldstore 2, box 3, cabinet 4)', () => {
    const menu = buildMenu(
      [
        {
          path: 'asset',
          component: '',
          name: 'Asset',
          children: ['vehicle', 'coldstore', 'box', 'cabinet', 'warehouse'].map((path) => ({ path, component: `/asset/${path}/index`, name: path })),
        },
        { path: 'vehicle', component: '/vehicle/index', name: 'NotAsset' },
      ],
      'en',
    );
    expect(menu[0]?.children?.map((c) => c.assetRole)).toEqual([1, 2, 3, 4, undefined]);
    expect(menu[1]?.assetRole).toBeUndefined();
  });

  it('makes a page whose route redirects to another of the user\'s pages a link to it (Advanced alarm settings → Graded alarms)', () => {
    const tree = [
      {
        path: 'alarm',
        component: '',
        name: 'Alarm',
        redirect: '/alarm/history',
        meta: { noredirect: true },
        children: [
          { path: 'history', component: '/alarm/history/index', name: 'AlarmHistory', meta: { title: t('Alarm history', '报警历史') } },
          { path: 'graded', component: '/alarm/graded/index', name: 'AlarmGraded', meta: { title: t('Graded alarms', '分级报警') } },
        ],
      },
      {
        path: 'management',
        component: '',
        name: 'Management',
        redirect: '/management/account',
        children: [
          { path: 'account', component: '/management/account/index', name: 'ManagementAccount', meta: { title: t('My account', '账号信息') } },
          {
            path: 'advancedalarm',
            component: '/management/advancedalarm/index',
            name: 'ManagementAdvancedAlarm',
            redirect: '/alarm/graded',
            meta: { title: t('Advanced alarm settings', '高级报警设置') },
          },
        ],
      },
    ];
    const link = buildMenu(tree, 'zh-CN')[1]!.children![1]!;
    expect(link).toMatchObject({ name: 'ManagementAdvancedAlarm', title: '高级报警设置', to: '/alarm/graded', linkOf: '分级报警', key: '/management/advancedalarm' });
    // the areas' own redirects (their first page) change nothing
    expect(buildMenu(tree, 'en')[0]).toMatchObject({ to: '', key: 'group:/alarm' });
    expect(buildMenu(tree, 'en')[0]!.children!.every((c) => c.linkOf === undefined)).toBe(true);
    // a role without Graded alarms: the entry opens its own page, not a page the user cannot open
    const withoutGraded = structuredClone(tree);
    withoutGraded[0]!.children!.splice(1, 1);
    expect(buildMenu(withoutGraded, 'en')[1]!.children![1]).toMatchObject({ to: '/management/advancedalarm' });
    expect(buildMenu(withoutGraded, 'en')[1]!.children![1]!.linkOf).toBeUndefined();
  });
});

