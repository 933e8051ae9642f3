import { normalizeComponent } from '../lib/routes';
import type { PageLoader, PageProps, ResourceDefinition } from '../framework';
import { resourceDefinitions } from './resources';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPageMessages } from '../providers/loadI18nProvider';

export type { PageProps };
type Loader = PageLoader;

/**
 * The one registry from a server component path to a page. A path nobody serves falls
 * back to the not-available page in PageHost. Entries are lazy, so each page is its own chunk.
 * Pages of no entity are listed here; an entity's own pages are declared by its resource
 * (defineResource's `pages`, in resources/NAME/) and join at start-up.
 */
const loaders: Record<string, Loader> = {
  '/dashboard/index': () => import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  '/management/sysconfig/index': () => import('../pages/sysconfig/SysconfigPage').then((m) => ({ default: m.SysconfigPage })),
  '/statistics/downloadcenter/index': () => import('../pages/download-center/DownloadCenterPage').then((m) => ({ default: m.DownloadCenterPage })),
  '/statistics/temperaturelog/index': () => import('../pages/temperature-log/TemperatureLogPage').then((m) => ({ default: m.TemperatureLogPage })),
  '/statistics/dataquery/index': () => import('../pages/statistics-data-query/DataQueryPage').then((m) => ({ default: m.DataQueryPage })),
  '/statistics/charts/index': () => import('../pages/statistics-charts/ChartsPage').then((m) => ({ default: m.ChartsPage })),
  '/statistics/overview/index': () => import('../pages/statistics-overview/OverviewPage').then((m) => ({ default: m.OverviewPage })),
  '/map/carmonitor/index': () => import('../pages/map-vehicles/VehicleMonitorPage').then((m) => ({ default: m.VehicleMonitorPage })),
  '/map/replay/index': () => import('../pages/map-replay/ReplayPage').then((m) => ({ default: m.ReplayPage })),
  '/map/dataoverview/index': () => import('../pages/map-sites/DataOverviewPage').then((m) => ({ default: m.DataOverviewPage })),
  '/map/monitor/index': () => import('../pages/map-sites/MapMonitorPage').then((m) => ({ default: m.MapMonitorPage })),
  '/map/resource/index': () => import('../pages/map-sites/ResourceMapPage').then((m) => ({ default: m.ResourceMapPage })),
  // issue 28 §5: the API tool's menu page and the authorization codes (docking keys)
  '/apitool/index/index': () => import('../pages/apitool/ApiToolPage').then((m) => ({ default: m.ApiToolMenuPage })),
  // issue 30 §2: premium services, their backup files and the TV show
  '/management/premiumservices/index': () => import('../pages/premium/PremiumServicesPage').then((m) => ({ default: m.PremiumServicesPage })),
  '/management/authcode/index': () => import('../pages/authcode/AuthCodePage').then((m) => ({ default: m.AuthCodePage })),
  '/management/account/index': () => import('../pages/account/AccountPage').then((m) => ({ default: m.AccountPage })),
  '/tools/wechatbinding/index': () => import('../pages/wechat-binding/WechatBindingPage').then((m) => ({ default: m.WechatBindingPage })),
  // issue 30 §5: the platform switches, the QA tools and the device analysis
  '/tools/backgroundman/index': () => import('../pages/platform-switches/BackgroundManPage').then((m) => ({ default: m.BackgroundManPage })),
  '/tools/websitemode/index': () => import('../pages/platform-switches/WebsiteModePage').then((m) => ({ default: m.WebsiteModePage })),
  '/qatools/index/index': () => import('../pages/qa-tools/QaToolsPage').then((m) => ({ default: m.QaToolsPage })),
  '/qatools/legacy/index': () => import('../pages/qa-tools/QaLogPage').then((m) => ({ default: m.QaLogPage })),
  '/tools/deviceanalysis/index': () => import('../pages/device-analysis/DeviceAnalysisPage').then((m) => ({ default: m.DeviceAnalysisPage })),
  '/management/loginfo/index': () => import('../pages/audit-log/LogInfoPage').then((m) => ({ default: m.LogInfoPage })),
  '/management/loginlog/index': () => import('../pages/audit-log/LoginLogPage').then((m) => ({ default: m.LoginLogPage })),
  '/tools/userstool/index': () => import('../pages/users-tool/UsersToolPage').then((m) => ({ default: m.UsersToolPage })),
};

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * The console's pages and every resource's, by normalized component path. A path claimed twice
 * (two resources, or a resource and the table above) stops the start-up naming both: one of
 * them would otherwise be dropped without a word.
 */
export function collectPages(own: Record<string, Loader>, definitions: readonly ResourceDefinition[]): Map<string, Loader> {
  const pages = new Map<string, Loader>();
  const owners = new Map<string, string>();
  const sources = [{ owner: 'src/app/pageRegistry.ts', pages: own }, ...definitions.map((d) => ({ owner: `resources/${d.name}`, pages: d.overrides.pages ?? {} }))];
  for (const { owner, pages: declared } of sources) {
    for (const [path, load] of Object.entries(declared)) {
      const key = normalizeComponent(path);
      const taken = owners.get(key);
      if (taken) throw new Error(`The component path ${key} is declared by both ${taken} and ${owner}`);
      owners.set(key, owner);
      pages.set(key, load);
    }
  }
  return pages;
}

/** The first page's strings come with the console (src/providers/loadI18nProvider.ts); every other page loads the pages' part with its code. */
const FIRST_PAGE = '/dashboard/index';
const withStrings = (path: string, load: Loader): Loader => (path === FIRST_PAGE ? load : () => Promise.all([load(), loadPageMessages()]).then(([page]) => page));

/** One lazy component per path, made once, so a page keeps its identity across renders. */
export const pageComponents = new Map<string, Page>([...collectPages(loaders, resourceDefinitions)].map(([path, load]) => [path, lazy(withStrings(path, load))]));

/** Register more component paths at start-up (the schema's generated pages add theirs). */
export function registerPages(entries: Record<string, Loader>): void {
  for (const [path, load] of Object.entries(entries)) pageComponents.set(normalizeComponent(path), lazy(withStrings(normalizeComponent(path), load)));
}
