/** Which of an entity's buttons a user sees on a page (spec §6, docs/resources-design.md "Permissions"). */
import type { EntityAction, EntityUi } from '../../lib/schema/types';
import { codeFor, isVisible, pageKey } from '../../lib/permissionCodes';

export { pageKey };

export const ENTITY_ACTIONS: readonly EntityAction[] = ['create', 'edit', 'delete', 'export', 'import'];

export type ActionAccess = Record<EntityAction, boolean>;

/** codes null (still loading): every gated button stays hidden; an action without a rule is shown. */
export function actionAccess(ui: EntityUi, routeName: string, codes: readonly string[] | null): ActionAccess {
  const page = pageKey(routeName);
  const out = {} as ActionAccess;
  for (const action of ENTITY_ACTIONS) {
    const permission = ui.permissions?.[action];
    out[action] = !permission ? true : codes === null ? false : isVisible(codes, codeFor(permission, page));
  }
  return out;
}
