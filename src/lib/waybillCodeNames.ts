/**
 * The waybill pages' action codes outside the `{page}_{view|add|…}` conventions (issue 29 §1) and
 * their platform names, as the seed writes them (in Chinese, like the original platform's). Apart
 * from permissionCodes.ts, which lists them among the platform's codes, so that neither imports
 * the other.
 */

/** The pages that list waybills (db/seed/menus/asset.ts); each carries the action codes. */
export const WAYBILL_PAGES = ['WaybillManagement', 'WaybillManagementV3'] as const;

export const WAYBILL_ACTION_CODES = ['depart', 'deliver', 'reject', 'transship', 'adjust', 'release'] as const;
export type WaybillCodeAction = (typeof WAYBILL_ACTION_CODES)[number];

export const WAYBILL_CODE_NAMES: Readonly<Record<WaybillCodeAction, string>> = {
  depart: '发车',
  deliver: '确认送达',
  reject: '确认拒收',
  transship: '转运',
  adjust: '调整',
  release: '放行决定',
};

/** `waybillmanagement_depart` (permissionCodes.ts actionCode's form) → its name. */
export const WAYBILL_PLATFORM_CODE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  WAYBILL_PAGES.flatMap((page) => WAYBILL_ACTION_CODES.map((action) => [`${page.toLowerCase()}_${action}`, WAYBILL_CODE_NAMES[action]])),
);
