/**
 * Test support for the shell's components (sidebar, navbar, breadcrumb, system-config page):
 * react-admin's context with our i18n provider, a memory router, the server routes and a
 * configured api. Not part of the app: only *.test.tsx files import it.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import type { I18nProvider } from 'ra-core';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Theme } from '@mui/material/styles';
import { configureApi } from '../../src/api';
import type { ConsoleConfig, EnvironmentName, RouteNode } from '../../src/lib/contract';
import type { Language } from '../../src/lib/language';
import { flattenRoutes } from '../../src/lib/routes';
import { useAppLocale } from '../../src/framework/useAppLocale';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { ServerRoutesContext } from '../../src/layout/ServerRoutesContext';

export const TEST_CONFIG: ConsoleConfig = {
  apiBase: '/api',
  wsUrl: '/ws',
  env: 'development',
  sm2PublicKey: '04' + 'a'.repeat(128),
  signing: { hash: 'sha256', salts: { request: 'request-salt', chart: 'chart-salt' } },
  tileUrl: '',
  tileCoordSystem: 'wgs84',
};

const t = (en: string, zhCN: string, zhTW: string) => ({
  title: [
    { lang: 'zh-CN', value: zhCN },
    { lang: 'zh-TW', value: zhTW },
    { lang: 'en', value: en },
  ],
});

/** A small route tree shaped like the seed (server/db/seed/menus). */
export const SHELL_ROUTES: RouteNode[] = [
  {
    path: '',
    component: '',
    name: 'Home',
    redirect: '/index',
    meta: { ...t('Home', '首页', '首頁'), icon: 'dashboard', noredirect: true, breadcrumb: false },
    children: [{ path: 'index', component: '/dashboard/index', name: 'Dashboard', meta: { ...t('Dashboard', '首页', '首頁'), icon: 'dashboard', affix: true } }],
  },
  {
    path: 'announcement',
    component: '',
    name: 'AnnouncementArea',
    redirect: '/announcement/index',
    meta: { ...t('Announcements', '公告', '公告'), icon: 'announcement', noredirect: true, breadcrumb: false },
    children: [{ path: 'index', component: '/announcement/index', name: 'Announcement', meta: t('Announcements', '公告', '公告') }],
  },
  {
    path: 'device',
    component: '',
    name: 'Device',
    redirect: '/device/list',
    meta: { ...t('Devices', '设备管理', '設備管理'), icon: 'device', noredirect: true },
    children: [
      { path: 'list', component: '/device/list/index', name: 'DeviceList', meta: t('Device list', '设备列表', '設備列表') },
      { path: 'expired', component: '/device/expired/index', name: 'DeviceExpired', meta: t('Expired devices', '过期设备', '過期設備') },
      { path: 'detail/:id', component: '/device/detail/index', name: 'DeviceDetail', hidden: true, meta: t('Device detail', '设备详情', '設備詳情') },
    ],
  },
  { path: 'secret', component: '/secret/index', name: 'Secret', hidden: true, meta: t('Secret', '秘密', '秘密') },
  { path: 'https://help.example.com/docs', component: '', name: 'Help', meta: { ...t('Help', '帮助', '幫助'), icon: 'api' } },
];

/** Shows where the router is, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export interface ShellOptions {
  path?: string;
  routes?: RouteNode[];
  locale?: Language;
  env?: EnvironmentName;
  theme?: Theme;
}

/** react-admin's context as the App builds it: a new provider object per language (see useAppLocale). */
function ShellAdmin({ i18nProvider, theme, children }: { i18nProvider: I18nProvider; theme?: Theme; children: ReactNode }) {
  const { contextValue } = useAppLocale(i18nProvider);
  const [store] = useState(memoryStore);
  return (
    <AdminContext i18nProvider={contextValue} authProvider={authProvider} store={store} {...(theme ? { theme } : {})}>
      {children}
    </AdminContext>
  );
}

export function renderShell(ui: ReactElement, { path = '/index', routes = SHELL_ROUTES, locale = 'en', env = 'development', theme }: ShellOptions = {}) {
  configureApi({ ...TEST_CONFIG, env }, { getLang: () => locale, onSessionLost: () => undefined });
  const i18nProvider = createI18nProvider(locale);
  const value = { routes, pages: flattenRoutes(routes) };
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ShellAdmin i18nProvider={i18nProvider} {...(theme ? { theme } : {})}>
        <ServerRoutesContext.Provider value={value}>
          {ui}
          <Where />
        </ServerRoutesContext.Provider>
      </ShellAdmin>
    </MemoryRouter>,
  );
  return { ...result, i18nProvider };
}

/**
 * jsdom has no matchMedia: this one matches the mobile query (spec §9: below 992 px) while the
 * viewport is mobile, and `setMobile` changes the viewport as a resize would. Undo with
 * vi.unstubAllGlobals().
 */
export function mockViewport({ mobile }: { mobile: boolean }): { setMobile(mobile: boolean): void } {
  let isMobile = mobile;
  const listeners = new Set<{ query: string; listener: (event: MediaQueryListEvent) => void }>();
  const matches = (query: string) => isMobile && /max-width:\s*991/.test(query);
  vi.stubGlobal('matchMedia', (query: string) => {
    const add = (_type: string, listener: (event: MediaQueryListEvent) => void) => void listeners.add({ query, listener });
    const remove = (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    };
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: add,
      removeEventListener: remove,
      addListener: (listener: (event: MediaQueryListEvent) => void) => add('change', listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => remove('change', listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    setMobile(next: boolean) {
      isMobile = next;
      for (const { query, listener } of [...listeners]) listener({ matches: matches(query), media: query } as MediaQueryListEvent);
    },
  };
}
