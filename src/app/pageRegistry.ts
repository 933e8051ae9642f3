import { normalizeComponent } from '../lib/routes';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every page receives from the route it serves. */
export interface PageProps {
  /** the server route's component path, e.g. '/device/list/index' */
  component: string;
  /** the route name, e.g. 'DeviceList' */
  name: string;
}

type PageModule = { default: ComponentType<PageProps> };
type Loader = () => Promise<PageModule>;

/**
 * The one registry from a server component path to a page. A path nobody serves falls
 * back to the not-available page in PageHost. Entries are lazy, so each page is its own chunk.
 */
const loaders: Record<string, Loader> = {
  '/dashboard/index': () => import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  '/management/operation/index': () => import('../pages/operation/OperationPage').then((m) => ({ default: m.OperationPage })),
  '/management/sysconfig/index': () => import('../pages/sysconfig/SysconfigPage').then((m) => ({ default: m.SysconfigPage })),
};

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** One lazy component per path, made once, so a page keeps its identity across renders. */
export const pageComponents = new Map<string, Page>(Object.entries(loaders).map(([path, load]) => [path, lazy(load)]));

/** Register more component paths (resources and later pages add theirs at start-up). */
export function registerPages(entries: Record<string, Loader>): void {
  for (const [path, load] of Object.entries(entries)) pageComponents.set(normalizeComponent(path), lazy(load));
}
