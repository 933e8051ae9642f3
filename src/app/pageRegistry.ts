import { normalizeComponent } from '../lib/routes';
import type { PageLoader, PageProps } from '../framework';
import { resourceDefinitions } from './resources';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type { PageProps };
type Loader = PageLoader;

/**
 * The one registry from a server component path to a page. A path nobody serves falls
 * back to the not-available page in PageHost. Entries are lazy, so each page is its own chunk.
 */
const loaders: Record<string, Loader> = {
  '/dashboard/index': () => import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  '/management/sysconfig/index': () => import('../pages/sysconfig/SysconfigPage').then((m) => ({ default: m.SysconfigPage })),
};

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** The pages resources declare (defineResource's `pages`): an entity's custom pages live in its folder. */
const resourcePages: Record<string, Loader> = Object.assign({}, ...resourceDefinitions.map((d) => d.overrides.pages ?? {}));

/** One lazy component per path, made once, so a page keeps its identity across renders. */
export const pageComponents = new Map<string, Page>(
  Object.entries({ ...loaders, ...resourcePages }).map(([path, load]) => [normalizeComponent(path), lazy(load)]),
);

/** Register more component paths (resources and later pages add theirs at start-up). */
export function registerPages(entries: Record<string, Loader>): void {
  for (const [path, load] of Object.entries(entries)) pageComponents.set(normalizeComponent(path), lazy(load));
}
