/**
 * Which waybill actions this user may take on this page (spec §6: a button with an action code
 * shows only when the user has it; the server checks it again), and which of them the record's
 * status allows (src/lib/waybillActions.ts, the server's own table).
 */
import { usePageCodes } from '../../src/framework/permissions/usePageCodes';
import { actionCode } from '../../src/lib/permissionCodes';
import { actionAllowed, TRANSSHIPMENT_PAGE, WAYBILL_ACTION_CODES, WAYBILL_PAGES, type WaybillCodeAction } from '../../src/lib/waybillActions';

export type WaybillButtons = Record<WaybillCodeAction, boolean>;

/** The route name of a page key ('waybillmanagementv3' → 'WaybillManagementV3'). */
export function waybillRouteOf(page: string): string {
  return WAYBILL_PAGES.find((name) => name.toLowerCase() === page) ?? WAYBILL_PAGES[0];
}

export function waybillButtons(codes: readonly string[] | null, routeName: string, status: number): WaybillButtons {
  const has = (code: string) => codes?.includes(code) ?? false;
  const out = {} as WaybillButtons;
  for (const action of WAYBILL_ACTION_CODES) {
    const coded = has(actionCode(routeName, action)) || (action === 'transship' && has(actionCode(TRANSSHIPMENT_PAGE, 'edit')));
    out[action] = coded && actionAllowed(action, status);
  }
  return out;
}

export function useWaybillButtons(page: string, status: number): WaybillButtons {
  const routeName = waybillRouteOf(page);
  return waybillButtons(usePageCodes(routeName), routeName, status);
}
