/**
 * The organizations a user may filter by (issue 26 §3 "operator01"): every page with an
 * organization filter or picker asks `GET /organization/options`, which answers the user's data
 * scope (an admin user's whole company, anyone else's own organization and the ones under it),
 * whatever menus the role has. The generic `/organization` list stays the Organization page's.
 * Pure types and constants, shared by the console and the server.
 */

export const ORGANIZATION_OPTIONS_PATH = '/organization/options';

/** At most this many are answered (tree order: parents before their children); `total` says how many there were. */
export const ORGANIZATION_OPTIONS_LIMIT = 1000;

export interface OrganizationOption {
  id: number;
  /** null for a headquarters; the parent of the scope's root is not among the options */
  parentId: number | null;
  name: string;
  /** 1 headquarters … 5 unit department (spec §3) */
  level: number;
}

/** `GET /organization/options`: no parameters. */
export interface OrganizationOptions {
  list: OrganizationOption[];
  total: number;
}
