import { useMemo } from 'react';
import type { EntityUi } from '../../lib/schema/types';
import { actionAccess, type ActionAccess } from './entityPermissions';
import { usePageCodes } from './usePageCodes';

/** The entity's buttons this user sees on the page named `routeName`. */
export function useActionAccess(ui: EntityUi, routeName: string): ActionAccess {
  const codes = usePageCodes(routeName);
  return useMemo(() => actionAccess(ui, routeName, codes), [ui, routeName, codes]);
}
