/**
 * The role form's permission tree (logic; PermissionTreeInput renders it): the menu tree of
 * GET /operation/tree, the form's `menuIds` and `operationIds` as one selection, search and
 * which menus are open.
 */
import { useCallback, useMemo, useState } from 'react';
import { useInput, useLocaleState, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../src/api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/lib/language';
import { operationName } from '../../src/framework/permissions/operationNames';
import {
  expandableIds,
  filterTree,
  indexTree,
  menuState,
  titleOf,
  toggleMenu,
  toggleOperation,
  type CheckState,
  type PermissionNode,
  type Selection,
  type TreeOperation,
} from './permissionTreeModel';

/** GET /operation/tree, the same for every role and every open form: one fetch (react-query keeps it). */
export function usePermissionTreeQuery() {
  return useQuery({
    queryKey: ['operation', 'tree'],
    queryFn: ({ signal }) => api.get<PermissionNode[]>('/operation/tree', undefined, { signal, silent: true }),
  });
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);
const sortedIds = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

export function usePermissionTree() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const menusInput = useInput({ source: 'menuIds' });
  const codesInput = useInput({ source: 'operationIds' });
  const query = usePermissionTreeQuery();
  const tree = useMemo(() => query.data ?? [], [query.data]);
  const index = useMemo(() => indexTree(tree), [tree]);

  const menuValue = menusInput.field.value as unknown;
  const codeValue = codesInput.field.value as unknown;
  const selection = useMemo<Selection>(() => ({ menus: new Set(idsOf(menuValue)), operations: new Set(idsOf(codeValue)) }), [menuValue, codeValue]);
  const { onChange: setMenus } = menusInput.field;
  const { onChange: setCodes } = codesInput.field;
  const apply = useCallback(
    (next: Selection) => {
      setMenus(sortedIds(next.menus));
      setCodes(sortedIds(next.operations));
    },
    [setMenus, setCodes],
  );

  const operationLabel = useCallback(
    // the platform's names in the user's language (they are seeded in Chinese), an admin's as given
    (_page: PermissionNode, op: TreeOperation) => operationName(translate, op.code, op.fullname),
    [translate],
  );

  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterTree(tree, search, language, operationLabel), [tree, search, language, operationLabel]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const searching = search.trim() !== '';

  return {
    status: query.isPending ? ('loading' as const) : query.isError ? ('error' as const) : ('ready' as const),
    retry: () => void query.refetch(),
    language,
    /** the tree as shown: narrowed while searching */
    shown,
    search,
    setSearch,
    /** a menu's state over the whole tree, whatever the search hides */
    stateOf: (menuId: number): CheckState => {
      const node = index.menus.get(menuId);
      return node ? menuState(node, selection) : 'unchecked';
    },
    hasOperation: (operationId: number) => selection.operations.has(operationId),
    toggleMenu: (menuId: number) => apply(toggleMenu(index, selection, menuId)),
    toggleOperation: (operationId: number) => apply(toggleOperation(index, selection, operationId)),
    // while searching every match is shown open: the search is how one finds it
    isExpanded: (menuId: number) => searching || expanded.has(menuId),
    toggleExpanded: (menuId: number) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(menuId)) next.add(menuId);
        return next;
      }),
    expandAll: () => setExpanded(expandableIds(index)),
    collapseAll: () => setExpanded(new Set()),
    titleOf: (node: PermissionNode) => titleOf(node, language),
    operationLabel,
    /** a server or client error of either property, to show under the tree */
    error: menusInput.fieldState.error ?? codesInput.fieldState.error,
  };
}

export type PermissionTreeModel = ReturnType<typeof usePermissionTree>;
