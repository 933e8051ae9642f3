/** The user's permitted routes (spec §2, §4), from GET /menu/routerinfo?showall=true. */
import { ApiError, api, session, showToast } from '../api';
import { ApiStatus, type ApiEnvelope, type RouteNode } from '../lib/contract';
import { MENU_PATHS_PATH } from '../lib/routes';

export const ROUTES_PATH = '/menu/routerinfo';
export const ROUTES_FAILED = 'app.errors.routesFailed';

/** Spec §2: under the asset area, vehicle is asset role 1, coldstore 2, box 3, cabinet 4. */
const ASSET_ROLES: Record<string, number> = { vehicle: 1, coldstore: 2, box: 3, cabinet: 4 };

const lastSegment = (path: string) => path.replace(/\/+$/, '').split('/').pop() ?? '';

/** The asset roles whose pages the route tree contains under an `asset` node. */
export function assetRolesOf(routes: readonly RouteNode[]): number[] {
  const roles = new Set<number>();
  const walk = (nodes: readonly RouteNode[]) => {
    for (const node of nodes) {
      if (lastSegment(node.path) === 'asset') {
        for (const child of node.children ?? []) {
          const role = ASSET_ROLES[lastSegment(child.path)];
          if (role) roles.add(role);
        }
      }
      walk(node.children ?? []);
    }
  };
  walk(routes);
  return [...roles].sort((a, b) => a - b);
}

/**
 * Resolves with the route tree, also stored as `session.permissionRoutes` (and `assetRoles`).
 * Only the string status '1' counts as success (spec §4); anything else shows the
 * routes-failed toast once and rejects.
 */
export async function fetchServerRoutes(): Promise<RouteNode[]> {
  let envelope: ApiEnvelope<RouteNode[]> | null = null;
  let cause: ApiError | null = null;
  try {
    envelope = await api.envelope<RouteNode[]>({ method: 'GET', url: ROUTES_PATH, params: { showall: true }, silent: true });
  } catch (error) {
    cause = error instanceof ApiError ? error : null;
  }
  if (envelope?.status !== ApiStatus.ok || !Array.isArray(envelope.data)) {
    showToast({ type: 'error', message: ROUTES_FAILED });
    throw new ApiError({ status: cause?.status ?? String(envelope?.status ?? ''), httpStatus: cause?.httpStatus ?? 0, message: ROUTES_FAILED });
  }
  const routes = envelope.data;
  session.set({ permissionRoutes: routes, assetRoles: assetRolesOf(routes) });
  return routes;
}

/** Every page address of the whole menu, whatever the role (GET /menu/paths): silent, its caller decides. */
export function fetchMenuPaths(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>(MENU_PATHS_PATH, undefined, { silent: true, ...(signal ? { signal } : {}) });
}
