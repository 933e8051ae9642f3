/** The operation page's data, pure: menu options from the route tree, menu ids, the text filter. */
import type { Operation, RouteNode } from '../../src/lib/contract';
import { pickTitle, type Language } from '../../src/lib/language';
import { isExternal } from '../../src/lib/routes';

export type { Operation } from '../../src/lib/contract';

export interface MenuOption {
  /** route name */
  name: string;
  /** the menu id the server gave the route, null when it gave none */
  menuId: number | null;
  /** 'Area / Page' in the current language */
  label: string;
  /** the page's own title in the current language */
  title: string;
}

/** The pages of the user's route tree (nodes with a component), labelled with their parents. */
export function menuOptions(routes: readonly RouteNode[], language: Language, parents: string[] = []): MenuOption[] {
  return routes.flatMap((node) => {
    if (isExternal(node.path)) return [];
    const title = pickTitle(node.meta?.title, language, node.name);
    const own = node.component ? [{ name: node.name, menuId: node.id ?? null, label: [...parents, title].join(' / '), title }] : [];
    // a main-layout wrapper that is not in the breadcrumb (a single-page area) adds no level
    const level = node.component || node.meta?.breadcrumb === false ? parents : [...parents, title];
    return [...own, ...menuOptions(node.children ?? [], language, level)];
  });
}

/** Operations whose code, full name or name as shown (`shownName`) contains the text, case-insensitively. */
export function filterOperations(operations: readonly Operation[], text: string, shownName: (op: Operation) => string = (op) => op.fullname): Operation[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...operations];
  return operations.filter((op) => [op.code, op.fullname, shownName(op)].some((value) => value.toLowerCase().includes(needle)));
}
